import { messages } from '@console/contracts/messages';
import {
  type DeliveryFunnel,
  FUNNEL_STAGES,
  type FunnelRow,
  type NotificationTask,
} from '@console/contracts/notifications';
import { Flex, Table, Typography } from 'antd';
import { useId } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { nothingSentText } from '../task-summary';

const STAGE_LABELS = { queued: 'Queued', sent: 'Sent', delivered: 'Delivered', opened: 'Opened' } as const;
const share = (n: number, of: number) => (of > 0 ? `${Math.round((n / of) * 100)} %` : '–');

/**
 * A task's delivery funnel (issue 34): queued → sent → delivered → opened with each stage's share
 * of the queued, the failed beside them, then the same per provider. Until a provider has answered
 * for one of its messages, the task's state says whether any still may go and what stopped them
 * (held, capped, opted out, failed). The section takes the focus (Tab), so it is
 * reached and read from the keyboard like the dialog's other parts.
 */
export function DeliveryFunnelView({ funnel, task }: { funnel: DeliveryFunnel; task: NotificationTask }) {
  const titleId = useId();
  const { total } = funnel;
  const answered = funnel.providers.some((p) => p.provider !== null);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a read-only figure reached by Tab, as the JSON text area is.
    <section className="delivery-funnel" aria-labelledby={titleId} tabIndex={0}>
      <Typography.Title level={5} id={titleId}>
        {messages.deliveryFunnel}
      </Typography.Title>
      {answered ? (
        <Flex vertical gap="small">
          <ol className="funnel-stages">
            {FUNNEL_STAGES.map((stage) => (
              <li key={stage}>
                <span className="funnel-label">{STAGE_LABELS[stage]}</span>
                <span className="funnel-track" aria-hidden="true">
                  <span
                    className="funnel-bar"
                    style={{ width: total.queued > 0 ? `${(total[stage] / total.queued) * 100}%` : 0 }}
                  />
                </span>
                <span className="funnel-count">
                  {total[stage]}
                  {stage === 'queued' ? null : ` (${share(total[stage], total.queued)})`}
                </span>
              </li>
            ))}
            <li>
              <span className="funnel-label">Failed</span>
              <span className="funnel-track" aria-hidden="true">
                <span
                  className="funnel-bar funnel-failed"
                  style={{ width: total.queued > 0 ? `${(total.failed / total.queued) * 100}%` : 0 }}
                />
              </span>
              <span className="funnel-count">{`${total.failed} (${share(total.failed, total.queued)})`}</span>
            </li>
          </ol>
          {/* Its own scroll on a narrow screen. */}
          <ScrollRegion label="Messages per provider">
            <Table<FunnelRow>
              rowKey={(p) => p.provider ?? ''}
              size="small"
              pagination={false}
              dataSource={funnel.providers}
              columns={[
                {
                  title: 'Provider',
                  key: 'provider',
                  render: (_, p) => p.provider ?? messages.deliveryFunnelNoProvider,
                },
                ...FUNNEL_STAGES.map((stage) => ({ title: STAGE_LABELS[stage], dataIndex: stage })),
                { title: 'Failed', dataIndex: 'failed' },
              ]}
            />
          </ScrollRegion>
          <Typography.Text type="secondary">{messages.deliveryFunnelHelp}</Typography.Text>
        </Flex>
      ) : (
        <EmptyState text={nothingSentText(task)} />
      )}
    </section>
  );
}
