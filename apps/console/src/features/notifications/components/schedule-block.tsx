import { WEEKDAYS } from '@console/contracts/notifications';
import { Checkbox, Col, Form, Radio, Row, TimePicker } from 'antd';
import { DATE_FORMATS } from '@/shared/format/dates';
import { browserTimeZone } from '../notification-view';
import { DAY_LABELS } from '../task-summary';
import { DateTimeField, FORM_GUTTER, GridField } from './form-grid';

/** Schedule: now, one time at a date and time, or weekly on chosen days at a time of the sender's zone. */
export function ScheduleBlock({ type }: { type?: string }) {
  return (
    <fieldset className="notification-block">
      <legend>Schedule</legend>
      <Form.Item name="scheduleType" label="Schedule Notification Type">
        <Radio.Group
          options={[
            { value: 'now', label: 'Send now' },
            { value: 'once', label: 'One time' },
            { value: 'weekly', label: 'Repeat weekly' },
          ]}
        />
      </Form.Item>
      <Row gutter={FORM_GUTTER}>
        {type === 'once' ? <DateTimeField name="scheduleAt" label="Scheduling Date & Time" /> : null}
        {type === 'weekly' ? (
          <>
            <GridField name="scheduleTime" label={`Scheduling Time (${browserTimeZone()})`}>
              <TimePicker className="full-width" format={DATE_FORMATS.pickerTime} />
            </GridField>
            <Col xs={24} xl={16}>
              <Form.Item name="scheduleDays" label="Scheduling Day of Week">
                <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: DAY_LABELS[d] ?? d }))} />
              </Form.Item>
            </Col>
          </>
        ) : null}
      </Row>
    </fieldset>
  );
}
