import { fillMessage, messages } from '@console/contracts/messages';
import { Col, Form, Radio, Row, TimePicker } from 'antd';
import { DATE_FORMATS } from '@/shared/format/dates';
import { useTenant } from '@/shared/tenant/tenant-context';
import type { QuietMode } from '../notification-view';
import { FORM_GUTTER, GridField } from './form-grid';

/** The tenant's default quiet hours as the form names them (the tenant lookup's); none when not known. */
function tenantDefaultText(quietHours: { start: string; end: string } | null | undefined) {
  if (quietHours === undefined) return '';
  return quietHours
    ? `${fillMessage(messages.quietHoursTenantDefault, quietHours)}. `
    : `${messages.quietHoursTenantNone} `;
}

/**
 * Quiet hours of this task (issue 34): the tenant's default (named, so the sender sees what an
 * override replaces), none, or its own window of local wall-clock times (from after to runs past
 * midnight: 22:00 to 08:00), read in each recipient's clock.
 */
export function QuietHoursBlock({ mode }: { mode?: QuietMode }) {
  const tenantDefault = tenantDefaultText(useTenant().quietHours);
  return (
    <fieldset className="notification-block">
      <legend>Quiet Hours</legend>
      <Row gutter={FORM_GUTTER}>
        <Col xs={24} xl={16}>
          <Form.Item
            name="quietMode"
            label="Quiet Hours of This Task"
            extra={`${tenantDefault}In each recipient’s local time. Alerts are never held; promotions also count against the cap.`}
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
