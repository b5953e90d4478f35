import { dataCountryName } from '@console/contracts/access';
import { fillMessage, messages } from '@console/contracts/messages';
import { type Rollout, stopReasons } from '@console/contracts/rollouts';
import { Alert, Descriptions, Flex } from 'antd';
import { formatDateTime } from '@/shared/format/dates';

/** Whom the rollout targets, in words: the devices of the model, narrowed by version, country and list. */
function targetText(r: Rollout): string {
  const parts = [
    fillMessage(messages.rolloutTargetDevices, {
      count: r.targetCount.toLocaleString(),
      model: r.modelNumber,
    }),
  ];
  if (r.fromVersion) parts.push(fillMessage(messages.rolloutTargetFrom, { version: r.fromVersion }));
  if (r.countries.length > 0) {
    parts.push(
      fillMessage(messages.rolloutTargetCountries, {
        countries: r.countries.map(dataCountryName).join(', '),
      }),
    );
  }
  if (r.serialCount > 0) {
    parts.push(fillMessage(messages.rolloutTargetSerials, { count: r.serialCount.toLocaleString() }));
  }
  return parts.join(' ');
}

/** How it sends, in one line: '3 attempts per device · window 01:00–05:00 local · 120 devices/min · open'. */
export function sendingText(r: Rollout): string {
  const count = (n: number) => ({ count: n.toLocaleString() });
  const parts = [fillMessage(messages.rolloutAttemptsShort, count(r.maxAttempts))];
  if (r.installWindow) parts.push(fillMessage(messages.rolloutWindowShort, r.installWindow));
  const { devicesPerMinute, megabytesPerSecond, rampFromPerMinute } = r.pacing;
  if (devicesPerMinute != null)
    parts.push(fillMessage(messages.rolloutPacingDevicesShort, count(devicesPerMinute)));
  if (megabytesPerSecond != null)
    parts.push(fillMessage(messages.rolloutPacingMegabytesShort, count(megabytesPerSecond)));
  if (rampFromPerMinute != null)
    parts.push(fillMessage(messages.rolloutPacingRampShort, count(rampFromPerMinute)));
  if (r.open) parts.push(messages.rolloutOpenShort);
  if (r.rollback || r.rollbackDevices > 0) {
    parts.push(
      r.rollbackDevices > 0
        ? fillMessage(messages.rolloutRollbackDone, count(r.rollbackDevices))
        : messages.rolloutRollbackShort,
    );
  }
  return parts.join(' · ');
}

/**
 * Why it ended: a person's abort names who and when, with the reason they gave (none when they gave
 * none: the stored reason then only repeats their name); a stop by itself, its reason.
 */
function endText(r: Rollout): { title: string; reason: string | null } | null {
  const by = r.abortedBy;
  if (!by) return r.stopReason ? { title: messages.rolloutStopReason, reason: r.stopReason } : null;
  const title = fillMessage(messages.rolloutAbortedByAt, {
    name: by.email ? `${by.userName} (${by.email})` : by.userName,
    at: formatDateTime(by.at),
  });
  return { title, reason: r.stopReason === stopReasons.abortedBy(by.userName) ? null : r.stopReason };
}

/** The rollout's target, version, creator, how it sends and approver; why it ended; that it waits for an approval. */
export function RolloutHeader({ rollout: r }: { rollout: Rollout }) {
  const ended = endText(r);
  const items: { key: string; label: string; children: string }[] = [
    { key: 'target', label: messages.rolloutTarget, children: targetText(r) },
    { key: 'version', label: messages.rolloutVersion, children: r.firmwareVersion },
    { key: 'by', label: messages.rolloutCreatedBy, children: r.createdBy },
    { key: 'at', label: messages.rolloutCreatedAt, children: formatDateTime(r.createdAt) },
    { key: 'priority', label: messages.priority, children: r.priority },
    { key: 'sending', label: messages.rolloutSending, children: sendingText(r) },
  ];
  if (r.approvedBy) {
    items.push({
      key: 'approved',
      label: messages.rolloutApprovedLabel,
      children: fillMessage(messages.rolloutApprovedBy, {
        name: r.approvedBy,
        at: formatDateTime(r.approvedAt),
      }),
    });
  }
  return (
    <Flex vertical gap="small">
      {/* Three pairs a row only when wide: on a phone, three squeezed a value to a letter a line. */}
      <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      {ended ? (
        <Alert
          type={r.state === 'completed' ? 'info' : 'error'}
          showIcon
          message={ended.title}
          description={ended.reason}
        />
      ) : null}
      {r.state === 'awaitingApproval' ? (
        <Alert type="warning" showIcon message={messages.rolloutAwaitingApproval} />
      ) : null}
    </Flex>
  );
}
