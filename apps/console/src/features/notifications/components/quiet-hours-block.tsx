import { Col, Form, Radio, Row, TimePicker } from 'antd';
import { DATE_FORMATS } from '@/shared/format/dates';
import type { QuietMode } from '../notification-view';
import { FORM_GUTTER, GridField } from './form-grid';

/**
 * Quiet hours of this task (issue 34): the tenant's default, none, or its own window of local
 * wall-clock times (from after to runs past midnight: 22:00 to 08:00), read in each recipient's clock.
 */
export function QuietHoursBlock({ mode }: { mode?: QuietMode }) {
  return (
    <fieldset className="notification-block">
      <legend>Quiet Hours</legend>
      <Row gutter={FORM_GUTTER}>
        <Col xs={24} xl={16}>
          <Form.Item
            name="quietMode"
            label="Quiet Hours of This Task"
            extra="In each recipient’s local time. Alerts are never held; promotions also count against the cap."
          >
            <Radio.Group
              options={[
                { value: 'tenant', label: 'Tenant’s default' },
                { value: 'none', label: 'None' },
                { value: 'window', label: 'From – to' },
              ]}
            />
          </Form.Item>
        </Col>
        {mode === 'window' ? (
          <GridField name="quietWindow" label="Quiet Hours (From – To)">
            <TimePicker.RangePicker
              className="full-width"
              order={false}
              format={DATE_FORMATS.pickerTime}
              placeholder={['From', 'To']}
            />
          </GridField>
        ) : null}
      </Row>
    </fieldset>
  );
}
