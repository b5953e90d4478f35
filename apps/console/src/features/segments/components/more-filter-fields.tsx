import { type MessageCode, messages } from '@console/contracts/messages';
import { DEFAULT_ERROR_WINDOW_HOURS, MAX_ERROR_WINDOW_HOURS } from '@console/contracts/segments';
import { Col, DatePicker, Form, InputNumber, Select } from 'antd';
import { DATE_FORMATS } from '@/shared/format/dates';
import { FOTA_REASON_OPTIONS, FOTA_STATE_OPTIONS } from '../fleet-labels';
import { ValueSelect } from './value-select';

const DAYS: [string, MessageCode][] = [
  ['lastSeenAfter', 'fleetLastSeenAfter'],
  ['lastSeenBefore', 'fleetLastSeenBefore'],
  ['onboardedFrom', 'fleetOnboardedFrom'],
  ['onboardedTo', 'fleetOnboardedTo'],
  ['ownerLoginAfter', 'fleetOwnerLoginAfter'],
  ['ownerLoginBefore', 'fleetOwnerLoginBefore'],
];

const ONBOARD_OPTIONS = [
  { value: 'any', label: messages.fleetAny },
  { value: 'onboarded', label: messages.fleetOnboardedNow },
  { value: 'notOnboarded', label: messages.fleetNotOnboardedNow },
  { value: 'neverOnboarded', label: messages.fleetNeverOnboarded },
];

/**
 * The filters used less often, under More filters: last seen, onboarding, the owner's last app
 * login (days), onboarding state, the latest FOTA's state and failure reason, error or fault codes
 * within a window of hours, and the dealer.
 */
export function MoreFilterFields() {
  return (
    <>
      {DAYS.map(([name, label]) => (
        <Col xs={24} md={12} lg={8} key={name}>
          <Form.Item name={name} label={messages[label]}>
            <DatePicker format={DATE_FORMATS.pickerDate} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      ))}
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="onboardState" label={messages.fleetOnboardState}>
          <Select options={ONBOARD_OPTIONS} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="fotaStates" label={messages.fleetFotaStates}>
          <ValueSelect options={FOTA_STATE_OPTIONS} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="fotaReasons" label={messages.fleetFotaReasons}>
          <ValueSelect free options={FOTA_REASON_OPTIONS} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="errorCodes" label={messages.fleetErrorCodes}>
          <ValueSelect free options={[]} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item
          name="errorWithinHours"
          label={messages.fleetErrorWindow}
          extra={messages.fleetErrorWindowHelp}
          rules={[
            { type: 'integer', min: 1, max: MAX_ERROR_WINDOW_HOURS, message: messages.segmentBadWindow },
          ]}
        >
          <InputNumber placeholder={String(DEFAULT_ERROR_WINDOW_HOURS)} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="dealerIds" label={messages.fleetDealers}>
          <ValueSelect free options={[]} />
        </Form.Item>
      </Col>
    </>
  );
}
