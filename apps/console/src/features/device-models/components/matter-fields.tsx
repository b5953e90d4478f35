import { chipTypesFor, type ModelField, VENDOR_ID_BLOCKED_KEYS } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { Col, Form, Input, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { FieldSelect } from './field-select';

const BOOL_OPTIONS = [
  { value: true, label: messages.trueText },
  { value: false, label: messages.falseText },
];
const col = { xs: 24, md: 12, xl: 8 };

/** Is Matter Enabled, Chip Type, and Product ID and Vendor ID when Matter is on (spec 001 section 2). */
export function MatterFields({ rule, category }: { rule: (field: ModelField) => Rule[]; category: string }) {
  const matter = Form.useWatch<boolean>('isMatterEnabled');
  return (
    <Row gutter={16}>
      <Col {...col}>
        <Form.Item name="isMatterEnabled" label={messages.isMatterEnabledLabel}>
          <FieldSelect options={BOOL_OPTIONS} />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Form.Item name="chipType" label={messages.chipTypeLabel} required rules={rule('chipType')}>
          <FieldSelect options={chipTypesFor(category).map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      </Col>
      {matter ? (
        <>
          <Col {...col}>
            <Form.Item name="matterPID" label={messages.productIdLabel} required rules={rule('matterPID')}>
              <Input />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="vendorId" label={messages.vendorIdLabel} required rules={rule('vendorId')}>
              <Input
                inputMode="numeric"
                onKeyDown={(e) => {
                  if (VENDOR_ID_BLOCKED_KEYS.includes(e.key)) e.preventDefault();
                }}
              />
            </Form.Item>
          </Col>
        </>
      ) : null}
    </Row>
  );
}
