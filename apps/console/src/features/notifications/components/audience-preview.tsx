import { fillMessage, messages } from '@console/contracts/messages';
import type { NotificationAudience } from '@console/contracts/notifications';
import { Alert, Flex, Typography } from 'antd';
import { errorText } from '@/shared/api/api-error';
import type { QuietMode } from '../notification-view';
import { AudienceNotes, AudienceTable } from './audience-figures';

interface Props {
  /** The channel being composed: its row is marked. */
  channel?: string;
  quietMode?: QuietMode;
  /** From useAudiencePreview. */
  preview: {
    active: boolean;
    waiting: boolean;
    /** While not active: what the form lacks for a count. */
    missing?: string;
    query: { data?: NotificationAudience; error: unknown; isFetching: boolean };
  };
}

/**
 * The audience of the task being composed, before it is created (issue 34): per channel, the users it
 * reaches, those who opted out of it, those quiet hours hold at its first run, those over the promotion cap, those sent at once,
 * and how long the sends take; with the time it was counted. A failure says so and blocks nothing.
 */
export function AudiencePreview({ channel, quietMode, preview }: Props) {
  const { data, error, isFetching } = preview.query;
  const busy = preview.active && (preview.waiting || isFetching);
  const shown = preview.active ? data : undefined;
  return (
    <fieldset className="notification-block" aria-busy={busy}>
      <legend>{messages.audiencePreview}</legend>
      {!preview.active ? (
        <Typography.Text type="secondary">{preview.missing ?? messages.audiencePreviewEmpty}</Typography.Text>
      ) : error && !busy ? (
        <Alert
          type="warning"
          showIcon
          message={fillMessage(messages.audiencePreviewFailed, {
            reason: errorText(error, messages.audiencePreviewNoAnswer),
          })}
        />
      ) : (
        <Flex vertical gap="small">
          <AudienceTable data={shown} channel={channel} loading={busy && !shown} />
          {shown ? <AudienceNotes data={shown} channel={channel} quietMode={quietMode} busy={busy} /> : null}
        </Flex>
      )}
    </fieldset>
  );
}
