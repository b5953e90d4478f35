import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Input, Modal, Skeleton, Tabs, Typography } from 'antd';
import { notificationFunnelQuery } from '../api/get-notification-funnel';
import { formatNotificationTime } from '../notification-view';
import { DeliveryFunnelView } from './delivery-funnel';

export interface DetailsSubject {
  /** The ids shown: task id, unique id … */
  ids: Record<string, string>;
  severity: string;
  ts?: number;
  message: Record<string, unknown>;
  /** The whole record, for the JSON tab. */
  raw: unknown;
  /** A task's id: its delivery funnel (issue 34) is shown under the details and added to the JSON. */
  funnelOf?: string;
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
  const funnel = useQuery(notificationFunnelQuery(subject?.funnelOf ?? ''));
  const raw =
    subject?.funnelOf && funnel.data && typeof subject.raw === 'object'
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
                    {Object.entries(subject.message).map(([key, value]) => (
                      <Descriptions.Item key={key} label={`Message ${key}`}>
                        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                          {typeof value === 'string' ? value : JSON.stringify(value)}
                        </Typography.Paragraph>
                      </Descriptions.Item>
                    ))}
                  </Descriptions>
                  {subject.funnelOf ? (
                    funnel.data ? (
                      <DeliveryFunnelView funnel={funnel.data} />
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
