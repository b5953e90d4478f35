import type { NotificationTask } from '@console/contracts/notifications';
import { Button, Table } from 'antd';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { channelLabel, formatNotificationTime, taskFailures } from '../notification-view';
import { IdTail } from './id-tail';

interface Props {
  /** Names the region the table scrolls in. */
  label: string;
  tasks: NotificationTask[];
  loading?: boolean;
  onView: (task: NotificationTask) => void;
}

/** Task rows (spec 002 section 2): id, user counts, status, failure count, held, capped and opted-out counts (ours), type, severity, dates, View. */
export function TaskTable({ label, tasks, loading, onView }: Props) {
  return (
    // On a phone the table scrolls sideways in its own region, not the page.
    <ScrollRegion label={label}>
      <Table<NotificationTask>
        rowKey="taskId"
        size="small"
        loading={loading}
        dataSource={tasks}
        pagination={false}
        columns={[
          { title: 'Task ID', key: 'id', render: (_, t) => <IdTail id={t.taskId} /> },
          { title: 'Users', key: 'users', render: (_, t) => t.status.taskProcessStatus.userCount },
          { title: 'Sent', key: 'sent', render: (_, t) => t.status.notificationProcessStatus.userSentCount },
          { title: 'Status', key: 'status', render: (_, t) => t.status.taskStatus },
          { title: 'Failures', key: 'failures', render: (_, t) => taskFailures(t) },
          // Ours (issue 34): users waiting for their quiet hours to end, and users over the promotion cap.
          {
            title: 'Held',
            key: 'held',
            render: (_, t) => t.status.notificationProcessStatus.userHeldCount ?? 0,
          },
          {
            title: 'Capped',
            key: 'capped',
            render: (_, t) => t.status.notificationProcessStatus.userCappedCount ?? 0,
          },
          {
            title: 'Opted out',
            key: 'optedOut',
            render: (_, t) => t.status.notificationProcessStatus.userOptedOutCount ?? 0,
          },
          { title: 'Type', key: 'type', render: (_, t) => channelLabel(t.channel.type) },
          { title: 'Severity', dataIndex: 'severity' },
          { title: 'Created At', key: 'created', render: (_, t) => formatNotificationTime(t.creationDate) },
          { title: 'Expiry', key: 'expiry', render: (_, t) => formatNotificationTime(t.expiry) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, t) => (
              <Button size="small" onClick={() => onView(t)}>
                View
              </Button>
            ),
          },
        ]}
      />
    </ScrollRegion>
  );
}
