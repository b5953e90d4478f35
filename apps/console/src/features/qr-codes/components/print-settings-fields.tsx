import { messages } from '@console/contracts/messages';
import type { QrField } from '@console/contracts/qr-codes';
import { Form, type FormRule, InputNumber } from 'antd';
import type { KeyboardEvent } from 'react';

/** Keys the copies input refuses (spec 002 section 5): e, E, +, - and the dot. */
const BLOCKED_KEYS = new Set(['e', 'E', '+', '-', '.']);
export const blockCopiesKeys = (e: KeyboardEvent) => {
  if (BLOCKED_KEYS.has(e.key)) e.preventDefault();
};

const FIELDS = [
  { name: 'qrSpacingMm', label: messages.qrSpacing, step: 0.01 },
  { name: 'verticalSpacingMm', label: messages.verticalSpacing, step: 0.1 },
  { name: 'horizontalSpacingMm', label: messages.horizontalSpacing, step: 0.1 },
  { name: 'dpi', label: messages.dpi, step: 1 },
] as const;

/**
 * One width for the five fields, the widest label's ('Horizontal Spacing (mm)'), so their inputs
 * stand evenly spaced: a field is as wide as its label or its input, whichever is wider.
 */
const FIELD = { style: { width: 180 } };
const NUMBER = { className: 'qr-number', style: { width: '100%' } };

/** QR Code Copies, the three spacings in mm and the DPI; each checked by the section 5 rule given. */
export function PrintSettingsFields({ rule }: { rule: (field: QrField) => FormRule }) {
  return (
    <div className="qr-print-settings">
      <Form.Item name="copies" label={messages.qrCopies} required rules={[rule('copies')]} {...FIELD}>
        <InputNumber onKeyDown={blockCopiesKeys} precision={0} {...NUMBER} />
      </Form.Item>
      {FIELDS.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label} required rules={[rule(f.name)]} {...FIELD}>
          <InputNumber step={f.step} {...NUMBER} />
        </Form.Item>
      ))}
    </div>
  );
}
