import { fillMessage, messages } from '@console/contracts/messages';
import type { WebhookEndpoint } from '@console/contracts/webhooks';
import { Flex, Tag, Typography } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { eventLabel } from './event-label';

/**
 * Enabled, or disabled by whom (or by the server after a day of failed deliveries) and when; an
 * enabled endpoint that is failing says since when.
 */
export function EndpointStatus({ endpoint: e }: { endpoint: WebhookEndpoint }) {
  if (!e.enabled) {
    const failing = e.disabledReason === 'failing';
    const why = failing
      ? messages.webhookDisabledNotice
      : e.disabledBy && fillMessage(messages.webhookDisabledByNotice, { user: e.disabledBy });
    return (
      <Flex vertical gap={2} align="start">
        <Tag color={failing ? 'red' : 'default'}>{messages.webhookDisabled}</Tag>
        <Typography.Text type={failing ? 'danger' : 'secondary'}>
          {[why, e.disabledAt !== null && formatDateTime(e.disabledAt * 1000)].filter(Boolean).join(' · ')}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={2} align="start">
      <Tag color={e.failingSince === null ? 'green' : 'orange'}>{messages.webhookEnabled}</Tag>
      {e.failingSince !== null && (
        <Typography.Text type="danger">
          {messages.webhookFailingSince} {formatDateTime(e.failingSince * 1000)}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The receiver's answer to a try: its status code, else why there was none. */
export function AttemptResponse({ statusCode, error }: { statusCode: number | null; error: string | null }) {
  if (statusCode === null) return <Tag color="red">{error ?? messages.webhookNoAnswer}</Tag>;
  return <Tag color={statusCode >= 200 && statusCode < 300 ? 'green' : 'red'}>{statusCode}</Tag>;
}

/** The newest try (time, event, answer) and the deliveries still waiting. */
export function LastDelivery({ endpoint: e }: { endpoint: WebhookEndpoint }) {
  const last = e.lastAttempt;
  return (
    <Flex vertical gap={2} align="start">
      {last ? (
        <>
          <span>{formatDateTime(last.at)}</span>
          <span>
            <AttemptResponse statusCode={last.statusCode} error={last.error} /> {eventLabel(last.eventType)}
          </span>
        </>
      ) : (
        <Typography.Text type="secondary">{messages.webhookNoAttempts}</Typography.Text>
      )}
      {e.pending > 0 && (
        <Typography.Text type="secondary">
          {fillMessage(messages.webhookPendingCount, { count: e.pending })}
        </Typography.Text>
      )}
    </Flex>
  );
}
