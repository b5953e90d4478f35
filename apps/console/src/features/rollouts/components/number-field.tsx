import { Col, Form, InputNumber } from 'antd';
import type { ReactNode } from 'react';

type Rule = { validator: (rule: unknown, value: unknown) => Promise<void> };

/** One number of the rollout form, a third of a row wide, checked by its rule on blur. */
export function NumberField({
  name,
  label,
  rule,
  required = false,
  extra,
  suffix,
}: {
  name: string | string[];
  label: string;
  rule: Rule;
  required?: boolean;
  extra?: ReactNode;
  suffix?: string;
}) {
  return (
    <Col span={8}>
      <Form.Item name={name} label={label} required={required} extra={extra} rules={[rule]}>
        <InputNumber style={{ width: '100%' }} suffix={suffix} />
      </Form.Item>
    </Col>
  );
}
