import { messages } from '@console/contracts/messages';
import type { NotificationTask } from '@console/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Input, Modal, Skeleton, Tabs, Typography } from 'antd';
import { notificationFunnelQuery } from '../api/get-notification-funnel';
import { channelLabel, formatNotificationTime, taskFailures } from '../notification-view';
import { channelText, scheduleText } from '../task-summary';
import { DeliveryFunnelView } from './delivery-funnel';

export interface DetailsSubject {
  /** The ids shown: task id, unique id … */
  ids: Record<string, string>;
  severity: string;
  ts?: number;
  message: Record<string, unknown>;
  /** The whole record, for the JSON tab. */
  raw: unknown;
  /**
   * A task: its channel, schedule and counts are shown, and its delivery funnel (issue 34) under
   * the details and added to the JSON.
   */
  task?: NotificationTask;
}

/** A task's details, from the Send tab's Last Sent table and the Search tab's task row alike. */
export const taskSubject = (t: NotificationTask): DetailsSubject => ({
  ids: { 'Task ID': t.taskId },
  severity: t.severity,
  ts: t.creationDate,
  message: t.message,
  raw: t,
  task: t,
});

/** A task's own rows: how it goes out, when, and what became of its users so far. */
function taskRows(t: NotificationTask): [string, string | number][] {
  const c = t.status.notificationProcessStatus;
  return [
    ['Channel', channelText(t, channelLabel(t.channel.type))],
    ['Status', t.status.taskStatus],
    ['Schedule', scheduleText(t)],
    ...(t.nextRunAt !== null && t.status.taskStatus === 'scheduled'
      ? [['Next Run', formatNotificationTime(t.nextRunAt)] as [string, string]]
      : []),
    ['Expiry', formatNotificationTime(t.expiry)],
    ['Users', t.status.taskProcessStatus.userCount],
    ['Sent', c.userSentCount],
    ['Held by quiet hours', c.userHeldCount],
    ['Over the promotion cap', c.userCappedCount],
    ['Opted out', c.userOptedOutCount],
    ['Failures', taskFailures(t)],
  ];
}

/**
 * The Notification Details dialog (spec 002 section 2): Details and JSON tabs, and Close. A task's
 * Details end with its delivery funnel, and its JSON carries it as `deliveryFunnel` (ours, issue 34).
 */
export function NotificationDetails({
  subject,
  onClose,
}: {
  subject: DetailsSubject | null;
  onClose: () => void;
}) {
  const task = subject?.task;
  const funnel = useQuery(notificationFunnelQuery(task?.taskId ?? ''));
  const raw =
    task && funnel.data && typeof subject.raw === 'object'
      ? { ...subject.raw, deliveryFunnel: funnel.data }
      : subject?.raw;
  return (
    <Modal
      open={subject !== null}
      title={messages.notificationDetails}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={640}
      destroyOnHidden
    >
      {subject ? (
        <Tabs
          items={[
            {
              key: 'details',
              label: 'Details',
              children: (
                <>
                  <Descriptions column={1} size="small" bordered>
                    {Object.entries(subject.ids).map(([label, id]) => (
                      <Descriptions.Item key={label} label={label}>
                        <Typography.Text copyable>{id}</Typography.Text>
                      </Descriptions.Item>
                    ))}
                    <Descriptions.Item label="Severity">{subject.severity}</Descriptions.Item>
                    {subject.ts ? (
                      <Descriptions.Item label="Created At">
                        {formatNotificationTime(subject.ts)}
                      </Descriptions.Item>
                    ) : null}
                    {task
                      ? taskRows(task).map(([label, value]) => (
                          <Descriptions.Item key={label} label={label}>
                            {value}
                          </Descriptions.Item>
                        ))
                      : null}
                    {Object.entries(subject.message).map(([key, value]) => (
                      <Descriptions.Item key={key} label={`Message ${key}`}>
                        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                          {typeof value === 'string' ? value : JSON.stringify(value)}
                        </Typography.Paragraph>
                      </Descriptions.Item>
                    ))}
                  </Descriptions>
                  {task ? (
                    funnel.data ? (
                      <DeliveryFunnelView funnel={funnel.data} task={task} />
                    ) : funnel.error ? (
                      <Typography.Text type="danger">{messages.deliveryFunnelFailed}</Typography.Text>
                    ) : (
                      <Skeleton active paragraph={{ rows: 3 }} />
                    )
                  ) : null}
                </>
              ),
            },
            {
              key: 'json',
              label: 'JSON',
              children: (
                // A read-only text area: focusable and scrollable from the keyboard, and easy to copy.
                <Input.TextArea
                  readOnly
                  aria-label="Notification JSON"
                  className="notification-json"
                  value={JSON.stringify(raw, null, 2)}
                  autoSize={{ minRows: 6, maxRows: 18 }}
                />
              ),
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
