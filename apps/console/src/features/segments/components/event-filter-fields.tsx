import { CONTROLLERS } from '@console/contracts/insights';
import { type MessageCode, messages } from '@console/contracts/messages';
import { Col, Form, Select, Typography } from 'antd';
import { activeHourText } from '../filter-words';
import { DayFields } from './day-fields';
import { ValueSelect } from './value-select';

const DAYS: (readonly [string, MessageCode])[] = [
  ['everOnboardedFrom', 'fleetEverOnboardedFrom'],
  ['everOnboardedTo', 'fleetEverOnboardedTo'],
  ['offboardedFrom', 'fleetOffboardedFrom'],
  ['offboardedTo', 'fleetOffboardedTo'],
  ['dacIssuedFrom', 'fleetDacIssuedFrom'],
  ['dacIssuedTo', 'fleetDacIssuedTo'],
  ['activeDay', 'fleetActiveDay'],
];

const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: activeHourText(hour) }));
const CONTROLLER_OPTIONS = CONTROLLERS.map((c) => ({ value: c.code, label: c.label }));

/**
 * The filters a Metrics Chart's graph drills through to, on its days (UTC+05:30): an onboarding,
 * an offboarding or a DAC issued between days, and active on a day (in hours or through
 * controllers). An end before its start, or hours with controllers, is said on the field at Search.
 */
export function EventFilterFields() {
  return (
    <>
      <Col span={24} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{messages.fleetEventsHeading}</Typography.Text>
      </Col>
      <DayFields fields={DAYS} />
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="activeHours" label={messages.fleetActiveHours} extra={messages.fleetActiveHelp}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            options={HOUR_OPTIONS}
            placeholder={messages.selectPlaceholder}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="activeControllers" label={messages.fleetActiveControllers}>
          <ValueSelect options={CONTROLLER_OPTIONS} />
        </Form.Item>
      </Col>
    </>
  );
}
