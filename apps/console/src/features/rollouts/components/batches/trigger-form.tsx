import { FIRMWARE_VERSION } from '@console/contracts/firmware';
import { messages } from '@console/contracts/messages';
import { DEFAULT_PRIORITY, isPercentage } from '@console/contracts/rollouts';
import { Button, Card, Flex, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { showAlert } from '@/shared/ui/alert-store';
import { useSendTrigger } from '../../api/send-trigger';
import { type ModelChoice, ModelSelects } from './model-selects';
import { UpgradeSummary } from './upgrade-summary';

interface TriggerValues extends ModelChoice {
  firmwareVersion?: string;
  percentage?: number;
}

/** Notify Device: the send-trigger form (spec 001 sections 2, 4 and 5). */
export function TriggerForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<TriggerValues>();
  const [model, setModel] = useState<string>();
  const send = useSendTrigger();

  const submit = (v: TriggerValues) =>
    send.mutate(
      {
        modelNumber: v.modelNumber ?? '',
        percentage: v.percentage ?? -1,
        priority: DEFAULT_PRIORITY,
        firmwareVersion: v.firmwareVersion?.trim() || undefined,
      },
      {
        onSuccess: (res) => {
          showAlert('success', res.message);
          form.resetFields();
          onDone();
        },
        onError: (error) => showAlert('danger', errorText(error, messages.triggerFailed)),
      },
    );

  return (
    <Card title={<h2 className="card-title">{messages.notifyDevice}</h2>}>
      <ConsoleForm
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        onFinish={submit}
        className="trigger-form"
      >
        <ModelSelects form={form} required onModelChange={setModel} />
        {model ? <UpgradeSummary modelNumber={model} /> : null}
        <Form.Item
          name="firmwareVersion"
          label={messages.optionalFirmwareVersion}
          rules={[{ pattern: FIRMWARE_VERSION, message: messages.invalidFirmwareVersion }]}
        >
          <Input placeholder="1.0" />
        </Form.Item>
        <Form.Item
          name="percentage"
          label={messages.percentage}
          required
          // Once shown, an error goes as soon as the value is right, not only on leaving the field.
          validateTrigger={['onBlur', 'onChange']}
          rules={[
            {
              validator: (_, v) =>
                isPercentage(v) ? Promise.resolve() : Promise.reject(new Error(messages.invalidPercentage)),
            },
          ]}
        >
          {/* No min, max or precision: a clamp would turn a typo such as 150 into a 100 % batch. */}
          <InputNumber addonAfter="%" style={{ width: '100%' }} />
        </Form.Item>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {messages.sendTrigger}
          </Button>
          <Button onClick={onDone}>{messages.cancel}</Button>
        </Flex>
      </ConsoleForm>
    </Card>
  );
}
