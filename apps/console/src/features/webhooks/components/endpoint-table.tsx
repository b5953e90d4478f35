import { fillMessage, messages } from '@console/contracts/messages';
import type { WebhookEndpoint } from '@console/contracts/webhooks';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { ConfirmAction } from '@/shared/ui/confirm-action';
import { emptyTableLocale } from '@/shared/ui/empty-state';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useSendWebhookTest } from '../api/send-webhook-test';
import { useUpdateWebhook } from '../api/update-webhook';
import { EndpointStatus, LastDelivery } from './endpoint-status';
import { eventLabel } from './event-label';

const failed = (error: unknown) => showAlert('danger', errorText(error, messages.internalError));

/**
 * The tenant's endpoints: where each sends, what it chose, whether it is enabled, its last
 * delivery; a link to its delivery log, Send test event, Edit, Enable or Disable (after a
 * confirmation that says what becomes of the waiting deliveries), Delete.
 */
export function EndpointTable({
  endpoints,
  loading,
  logLink,
  shownId,
  onEdit,
}: {
  endpoints: WebhookEndpoint[];
  loading: boolean;
  /** Where the endpoint's delivery log opens (a link a reload keeps). */
  logLink: (endpointId: string) => string;
  /** The endpoint whose delivery log is open, marked in the list. */
  shownId: string | null;
  onEdit: (endpoint: WebhookEndpoint) => void;
}) {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendWebhookTest();
  const setEnabled = (e: WebhookEndpoint, enabled: boolean) =>
    update.mutate(
      { endpointId: e.endpointId, body: { enabled } },
      { onSuccess: () => showAlert('success', messages.webhookSavedDone), onError: failed },
    );

  return (
    <Table<WebhookEndpoint>
      rowKey="endpointId"
      size="small"
      loading={loading}
      dataSource={endpoints}
      pagination={false}
      scroll={{ x: 1150 }}
      rowClassName={(e) => (e.endpointId === shownId ? 'ant-table-row-selected' : '')}
      locale={emptyTableLocale(messages.noWebhooks, loading)}
      columns={[
        {
          title: messages.webhookUrl,
          render: (_, e) => (
            <Flex vertical gap={2}>
              <Typography.Text style={{ overflowWrap: 'anywhere' }}>{e.url}</Typography.Text>
              {e.description && <Typography.Text type="secondary">{e.description}</Typography.Text>}
            </Flex>
          ),
        },
        {
          title: messages.webhookEvents,
          width: 200,
          render: (_, e) => (
            <Flex wrap gap={4}>
              {e.events.map((type) => (
                <Tag key={type}>{eventLabel(type)}</Tag>
              ))}
            </Flex>
          ),
        },
        { title: messages.webhookStatus, width: 160, render: (_, e) => <EndpointStatus endpoint={e} /> },
        {
          title: messages.webhookLastDelivery,
          width: 250,
          render: (_, e) => <LastDelivery endpoint={e} />,
        },
        {
          title: '',
          width: 320,
          // Always in sight: on a narrow screen the other columns scroll under it.
          fixed: 'right',
          render: (_, e) => (
            <Flex vertical gap={4} align="start">
              <Link to={logLink(e.endpointId)}>{messages.webhookDeliveryLog}</Link>
              <Flex wrap gap={4}>
                <Button
                  size="small"
                  disabled={!e.enabled}
                  loading={test.isPending && test.variables === e.endpointId}
                  onClick={() =>
                    test.mutate(e.endpointId, {
                      onSuccess: () => showAlert('success', messages.webhookTestSent),
                      onError: failed,
                    })
                  }
                >
                  {messages.webhookSendTest}
                </Button>
                <Button size="small" onClick={() => onEdit(e)}>
                  {messages.webhookEdit}
                </Button>
                {e.enabled ? (
                  <ConfirmAction
                    title={messages.webhookDisableTitle}
                    description={
                      e.pending > 0
                        ? fillMessage(messages.webhookDisableWaitingText, { count: e.pending })
                        : messages.webhookDisableText
                    }
                    onConfirm={() => setEnabled(e, false)}
                  >
                    <Button size="small">{messages.webhookDisable}</Button>
                  </ConfirmAction>
                ) : (
                  <Button size="small" onClick={() => setEnabled(e, true)}>
                    {messages.webhookEnable}
                  </Button>
                )}
                <ConfirmAction
                  title={messages.webhookDeleteTitle}
                  description={messages.webhookDeleteText}
                  onConfirm={() =>
                    remove.mutate(e.endpointId, {
                      onSuccess: () => showAlert('success', messages.webhookDeletedDone),
                      onError: failed,
                    })
                  }
                >
                  <Button danger size="small">
                    {messages.webhookDelete}
                  </Button>
                </ConfirmAction>
              </Flex>
            </Flex>
          ),
        },
      ]}
    />
  );
}
