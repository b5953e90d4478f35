import { messages } from '@console/contracts/messages';
import type { WebhookAttempt, WebhookEndpoint } from '@console/contracts/webhooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime, NO_DATE } from '@/shared/format/dates';
import { emptyTableLocale } from '@/shared/ui/empty-state';
import { webhookKeys } from '../api/keys';
import { ATTEMPT_PAGE_SIZE, webhookAttemptsQuery } from '../api/list-webhook-attempts';
import { AttemptResponse } from './endpoint-status';
import { eventLabel } from './event-label';

/** When a failed try is tried again, or why never (the server's word: given up, and why). */
const nextTryOf = (a: WebhookAttempt) =>
  a.retryAt !== null
    ? formatDateTime(a.retryAt)
    : a.givenUp === 'endpointDisabled'
      ? messages.webhookGivenUpDisabled
      : a.givenUp === 'retriesExhausted'
        ? messages.webhookGivenUpExpired
        : NO_DATE;

/**
 * One endpoint's delivery log, newest try first, a server page at a time: when, which event (its
 * id, and an audit entry's action), which try, the receiver's answer, how long it took and when it
 * is tried again or that it was given up. The row and the log tell of the same newest try: the log
 * is read again when the row shows a newer try or another count of waiting deliveries, the list
 * when the log's first page shows a newer try than the row, and Refresh reads both.
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
  const news = `${endpoint.lastAttempt?.at}/${endpoint.pending}`;
  const seen = useRef(news);
  useEffect(() => {
    if (seen.current === news) return;
    seen.current = news;
    void client.invalidateQueries({ queryKey: webhookKeys.attemptsOf(endpoint.endpointId) });
  }, [client, news, endpoint.endpointId]);
  // A try the list has not seen yet (an audit entry sent while nothing waited): read the list.
  const newestLogged = page === 0 ? log.data?.attempts[0]?.at : undefined;
  const rowBehind = newestLogged !== undefined && newestLogged > (endpoint.lastAttempt?.at ?? 0);
  useEffect(() => {
    if (rowBehind) void client.invalidateQueries({ queryKey: webhookKeys.list() });
  }, [client, rowBehind]);

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
      extra={
        <Flex gap="middle" align="center">
          <Button
            size="small"
            loading={log.isFetching && !!log.data}
            onClick={() => void client.invalidateQueries({ queryKey: webhookKeys.all })}
          >
            {messages.webhookRefresh}
          </Button>
          <Link to={closeLink}>{messages.close}</Link>
        </Flex>
      }
    >
      {log.isError ? (
        <Typography.Paragraph type="danger">
          {errorText(log.error, messages.webhooksLoadFailed)}
        </Typography.Paragraph>
      ) : (
        <Table<WebhookAttempt>
          rowKey="attemptId"
          size="small"
          loading={!log.data}
          dataSource={log.data?.attempts ?? []}
          locale={emptyTableLocale(messages.webhookNoAttempts, !log.data)}
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
            {
              title: messages.webhookAttemptEvent,
              render: (_, a) => (
                <Flex vertical gap={2}>
                  <span>{eventLabel(a.eventType)}</span>
                  <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                    {[a.eventSubject, a.eventId].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Flex>
              ),
            },
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
              render: (_, a) => nextTryOf(a),
            },
          ]}
        />
      )}
    </Card>
  );
}
