import type { FeedbackTicket } from '@console/contracts/feedback';
import { messages } from '@console/contracts/messages';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Text that wraps only between words, at most `lines` lines, then an ellipsis; a word too long for
 * its column ends in an ellipsis too, never broken in its middle. One line: as much as fits.
 */
const clamped = (lines: number): CSSProperties =>
  lines === 1
    ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
    : {
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: lines,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        overflowWrap: 'normal',
        wordBreak: 'normal',
      };

/** A code's parts with a line break allowed after each `_`, `-` or `.` (ONBOARDING_ FAILURE). */
function breakable(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const part of text.split(/(?<=[_.])/)) {
    if (at > 0) parts.push(<wbr key={`b${at}`} />);
    parts.push(part);
    at += part.length;
  }
  return parts;
}

/**
 * A cell's text, whole in its title (the tooltip) however much of it the column shows. Only text
 * that may take several lines gets the break hints: Chromium breaks a line at <wbr> even under
 * `white-space: nowrap`, which split a one-line 'App 5.0.0' after '5.0.'.
 */
export function CellText({
  text,
  lines = 1,
  title,
}: {
  text?: string | null;
  lines?: number;
  title?: string;
}) {
  if (!text) return null;
  return (
    <div title={title ?? text} style={clamped(lines)}>
      {lines === 1 ? text : breakable(text)}
    </div>
  );
}

const joined = (...parts: (string | null | false)[]) => parts.filter(Boolean).join(' · ');

/**
 * The customer's mobile number and, under it, the phone the app ran on: name and model, then app and
 * OS version with the OS build. One column instead of six, so that all of a ticket fits a 1280 px
 * window; each line names its fields in full in its tooltip.
 */
export function MobileCell({ ticket: t }: { ticket: FeedbackTicket }) {
  const labelled = (pairs: [string, string | null][]) =>
    pairs
      .filter(([, v]) => v)
      .map(([label, v]) => `${label}: ${v}`)
      .join('\n');
  const software = joined(
    t.appVersion && `${messages.feedbackAppShort} ${t.appVersion}`,
    t.mobileOSVersion &&
      `${messages.feedbackOsShort} ${t.mobileOSVersion}${t.mobileOSBuildNumber ? ` (${t.mobileOSBuildNumber})` : ''}`,
    !t.mobileOSVersion && t.mobileOSBuildNumber,
  );
  return (
    <>
      <CellText text={t.mobile} />
      <div style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
        <CellText
          text={joined(t.mobileName, t.mobileModel)}
          title={labelled([
            [messages.feedbackMobileName, t.mobileName],
            [messages.feedbackMobileModel, t.mobileModel],
          ])}
        />
        <CellText
          text={software}
          title={labelled([
            [messages.feedbackAppVersion, t.appVersion],
            [messages.feedbackMobileOS, t.mobileOSVersion],
            [messages.feedbackMobileBuild, t.mobileOSBuildNumber],
          ])}
        />
      </div>
    </>
  );
}
