import {
  FRONT_LOAD_WASHER_CHIP_TYPES,
  LED_CHIP_TYPES,
  MATTER_CHIP_TYPES,
} from '@console/contracts/device-models';
import { type MessageCode, messages } from '@console/contracts/messages';
import { DEFAULT_ERROR_WINDOW_HOURS, MAX_ERROR_WINDOW_HOURS } from '@console/contracts/segments';
import { Col, Form, InputNumber, Select } from 'antd';
import { FOTA_REASON_OPTIONS, FOTA_STATE_OPTIONS } from '../fleet-labels';
import { DayFields } from './day-fields';
import { EventFilterFields } from './event-filter-fields';
import { plainOptions, ValueSelect } from './value-select';

const DAYS: (readonly [string, MessageCode])[] = [
  ['lastSeenAfter', 'fleetLastSeenAfter'],
  ['lastSeenBefore', 'fleetLastSeenBefore'],
  ['onboardedFrom', 'fleetOnboardedFrom'],
  ['onboardedTo', 'fleetOnboardedTo'],
  ['ownerLoginAfter', 'fleetOwnerLoginAfter'],
  ['ownerLoginBefore', 'fleetOwnerLoginBefore'],
];

/** The chip types models are made with, offered; a device may report another, typed. */
const CHIP_TYPE_OPTIONS = plainOptions([
  ...MATTER_CHIP_TYPES,
  ...FRONT_LOAD_WASHER_CHIP_TYPES,
  ...LED_CHIP_TYPES,
]);

const ONBOARD_OPTIONS = [
  { value: 'any', label: messages.fleetAny },
  { value: 'onboarded', label: messages.fleetOnboardedNow },
  { value: 'notOnboarded', label: messages.fleetNotOnboardedNow },
  { value: 'neverOnboarded', label: messages.fleetNeverOnboarded },
];

/**
 * The filters used less often, under More filters: last seen, onboarding, the owner's last app
 * login (days), onboarding state, the latest FOTA's state and failure reason, error or fault codes
 * within a window of hours, the dealer, the home's city and the chip type; then the Metrics
 * Chart's events.
 */
export function MoreFilterFields() {
  return (
    <>
      <DayFields fields={DAYS} />
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
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="homeCities" label={messages.fleetCities}>
          <ValueSelect free options={[]} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} lg={8}>
        <Form.Item name="chipTypes" label={messages.fleetChipTypes}>
          <ValueSelect free options={CHIP_TYPE_OPTIONS} />
        </Form.Item>
      </Col>
      <EventFilterFields />
    </>
  );
}
