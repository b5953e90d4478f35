import { messages } from '@console/contracts/messages';
import type { WebhookAttempt, WebhookEndpoint } from '@console/contracts/webhooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime, NO_DATE } from '@/shared/format/dates';
import { EmptyState } from '@/shared/ui/empty-state';
import { webhookKeys } from '../api/keys';
import { ATTEMPT_PAGE_SIZE, webhookAttemptsQuery } from '../api/list-webhook-attempts';
import { AttemptResponse } from './endpoint-status';
import { eventLabel } from './event-label';

/**
 * One endpoint's delivery log, newest try first, a server page at a time: when, which event, which
 * try, the receiver's answer, how long it took and when it is tried again (never, once the
 * endpoint is disabled). It is read again when
 * the endpoint's list row shows a newer try or another count of waiting deliveries.
 */
export function DeliveryLog({
  endpoint,
  page,
  onPage,
  closeLink,
}: {
  endpoint: WebhookEndpoint;
  page: number;
  onPage: (page: number) => void;
  closeLink: string;
}) {
  const client = useQueryClient();
  const log = useQuery(webhookAttemptsQuery(endpoint.endpointId, page));
  // Disabling gives up every waiting delivery: a try planned after it will not happen.
  const givenUpAt = endpoint.enabled ? null : (endpoint.disabledAt ?? 0) * 1000;
  const news = `${endpoint.lastAttempt?.at}/${endpoint.pending}`;
  const seen = useRef(news);
  useEffect(() => {
    if (seen.current === news) return;
    seen.current = news;
    void client.invalidateQueries({ queryKey: webhookKeys.attemptsOf(endpoint.endpointId) });
  }, [client, news, endpoint.endpointId]);

  return (
    <Card
      role="region"
      aria-label={messages.webhookDeliveryLog}
      title={
        <>
          {messages.webhookDeliveryLog}{' '}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Typography.Text>
        </>
      }
      extra={<Link to={closeLink}>{messages.close}</Link>}
    >
      {log.isError ? (
        <Typography.Paragraph type="danger">
          {errorText(log.error, messages.webhooksLoadFailed)}
        </Typography.Paragraph>
      ) : (
        <Table<WebhookAttempt>
          rowKey="attemptId"
          size="small"
          loading={log.isFetching && !log.data}
          dataSource={log.data?.attempts ?? []}
          locale={{ emptyText: <EmptyState text={messages.webhookNoAttempts} /> }}
          scroll={{ x: 800 }}
          pagination={{
            current: page + 1,
            pageSize: ATTEMPT_PAGE_SIZE,
            total: log.data?.total ?? 0,
            onChange: (p) => onPage(p - 1),
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: messages.webhookAttemptAt, width: 240, render: (_, a) => formatDateTime(a.at) },
            { title: messages.webhookAttemptEvent, render: (_, a) => eventLabel(a.eventType) },
            { title: messages.webhookAttemptNumber, dataIndex: 'attempt', align: 'right' },
            {
              title: messages.webhookAttemptResponse,
              render: (_, a) => <AttemptResponse statusCode={a.statusCode} error={a.error} />,
            },
            {
              title: messages.webhookAttemptDuration,
              align: 'right',
              render: (_, a) => `${a.durationMs} ms`,
            },
            {
              title: messages.webhookAttemptNext,
              render: (_, a) =>
                a.retryAt === null || (givenUpAt !== null && a.retryAt > givenUpAt)
                  ? NO_DATE
                  : formatDateTime(a.retryAt),
            },
          ]}
        />
      )}
    </Card>
  );
}
