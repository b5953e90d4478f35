import { Col, DatePicker, Form, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { DATE_FORMATS } from '@/shared/format/dates';

/** The Send form's grid, as the console's other forms: three fields a row at 1280 px, one on a phone. */
export const FIELD_COL = { xs: 24, md: 12, xl: 8 } as const;
export const FORM_GUTTER = 16;

/** One field in a column of the grid: it keeps the column's width, and its message wraps under it. */
export function GridField({ children, ...item }: FormItemProps & { children: ReactNode }) {
  return (
    <Col {...FIELD_COL}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}

/** A date and time field of the grid (expiry, a one-time schedule), as wide as its column. */
export function DateTimeField(item: Omit<FormItemProps, 'children'>) {
  return (
    <GridField {...item}>
      <DatePicker
        className="full-width"
        showTime={{ format: DATE_FORMATS.pickerTime }}
        format={DATE_FORMATS.notificationPicker}
      />
    </GridField>
  );
}
