import { NOTIFICATION_LIMITS } from '@console/contracts/notifications';
import { Form, Input } from 'antd';

/** The message block of the chosen channel, with the limits of spec 002 section 9. */
export function MessageBlock({ channel }: { channel?: string }) {
  if (channel === 'push')
    return (
      <Form.Item label="Push Payload (JSON)" name="payload">
        <Input.TextArea
          rows={4}
          maxLength={NOTIFICATION_LIMITS.push}
          showCount
          placeholder='{"title": "…", "body": "…"}'
        />
      </Form.Item>
    );
  if (channel === 'sms')
    return (
      <Form.Item label="SMS Text" name="text">
        <Input.TextArea rows={3} maxLength={NOTIFICATION_LIMITS.sms} showCount />
      </Form.Item>
    );
  if (channel === 'email')
    return (
      <>
        <Form.Item label="E-mail Subject" name="subject">
          <Input maxLength={NOTIFICATION_LIMITS.email} showCount />
        </Form.Item>
        <Form.Item label="E-mail Text" name="text">
          <Input.TextArea rows={3} maxLength={NOTIFICATION_LIMITS.email} showCount />
        </Form.Item>
        <Form.Item label="E-mail HTML" name="html">
          <Input.TextArea rows={3} maxLength={NOTIFICATION_LIMITS.email} showCount />
        </Form.Item>
      </>
    );
  return null;
}
