import { type MessageCode, messages } from '@console/contracts/messages';
import { Col, DatePicker, Form } from 'antd';
import { DATE_FORMATS } from '@/shared/format/dates';

/** A day picker per filter field, each under its label: `[field, label]`. */
export function DayFields({ fields }: { fields: readonly (readonly [string, MessageCode])[] }) {
  return fields.map(([name, label]) => (
    <Col xs={24} md={12} lg={8} key={name}>
      <Form.Item name={name} label={messages[label]}>
        <DatePicker format={DATE_FORMATS.pickerDate} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  ));
}
