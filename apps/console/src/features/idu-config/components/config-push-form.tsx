import { messages } from '@console/contracts/messages';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { CommandProgress } from '@/shared/device-commands/command-progress';
import { ConsoleForm } from '@/shared/forms/console-form';
import { showAlert } from '@/shared/ui/alert-store';
import { usePushIduConfig } from '../api/push-idu-config';

/** Push Device IDU Config: a Device Id, Send and Reset; then the device's answer as it comes. */
export function ConfigPushForm() {
  const [form] = Form.useForm<{ deviceId?: string }>();
  const push = usePushIduConfig();
  const [sent, setSent] = useState<{ deviceId: string; commandId: string } | null>(null);

  async function send({ deviceId }: { deviceId?: string }) {
    const id = deviceId?.trim() ?? '';
    try {
      const result = await push.mutateAsync(id);
      showAlert('success', result.message);
      setSent({ deviceId: id, commandId: result.commandId });
    } catch (error) {
      showAlert('danger', errorText(error, messages.invalidDeviceId));
    }
  }

  return (
    <ConsoleForm form={form} layout="vertical" validateTrigger="onBlur" onFinish={send} className="idu-push">
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
        <Button
          onClick={() => {
            form.resetFields();
            setSent(null);
          }}
        >
          {messages.reset}
        </Button>
      </Flex>
      {sent ? <CommandProgress key={sent.commandId} {...sent} /> : null}
    </ConsoleForm>
  );
}
