import { messages } from '@console/contracts/messages';
import { Button, Flex, Form, Input } from 'antd';
import { errorText } from '../../../shared/api/api-error';
import { showAlert } from '../../../shared/ui/alert-store';
import { usePushIduConfig } from '../api/push-idu-config';

/** Push Device IDU Config: a Device Id, Send and Reset. */
export function ConfigPushForm() {
  const [form] = Form.useForm<{ deviceId?: string }>();
  const push = usePushIduConfig();

  async function send({ deviceId }: { deviceId?: string }) {
    try {
      const sent = await push.mutateAsync(deviceId?.trim() ?? '');
      showAlert('success', sent.message);
    } catch (error) {
      showAlert('danger', errorText(error, messages.invalidDeviceId));
    }
  }

  return (
    <Form form={form} layout="vertical" validateTrigger="onBlur" onFinish={send} className="idu-push">
      <Form.Item
        name="deviceId"
        label={messages.deviceIdLabel}
        required
        rules={[
          {
            validator: async (_, v?: string) => {
              if (!v?.trim()) throw new Error(messages.invalidDeviceId);
            },
          },
        ]}
      >
        <Input placeholder={`Enter ${messages.deviceIdLabel}`} />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={push.isPending}>
          {messages.send}
        </Button>
        <Button onClick={() => form.resetFields()}>{messages.reset}</Button>
      </Flex>
    </Form>
  );
}
