import { messages } from '@console/contracts/messages';
import { Col, Form, Input, Row, Switch } from 'antd';
import { numberRule } from '../number-rules';
import { FormSection } from './form-section';
import { NumberField } from './number-field';

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;
type End = 'start' | 'end';
const other = (end: End): End => (end === 'start' ? 'end' : 'start');

/**
 * One end of the install window: a native time input, whose value is already the contract's
 * 'HH:MM'. The window is optional as a pair, so an end left empty is refused only when the other
 * is filled; each end re-checks when the other changes.
 */
function WindowEnd({ end, label, help }: { end: End; label: string; help: string }) {
  return (
    <Form.Item
      name={['installWindow', end]}
      label={label}
      extra={help}
      dependencies={[['installWindow', other(end)]]}
      rules={[
        ({ getFieldValue }) => ({
          validator: async (_: unknown, v: unknown) => {
            if (!v) {
              if (getFieldValue(['installWindow', other(end)])) throw new Error(messages.rolloutWindowPair);
              return;
            }
            if (typeof v !== 'string' || !HOUR_MINUTE.test(v)) throw new Error(messages.rolloutWindowInvalid);
          },
        }),
      ]}
    >
      <Input type="time" />
    </Form.Item>
  );
}

/** A switch with what it does under it, a third of a row wide as the fields above. */
function SettingSwitch({ name, label, help }: { name: string; label: string; help: string }) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked" extra={help}>
      <Switch />
    </Form.Item>
  );
}

/**
 * How the commands go out: retries, the install window, the download budget, open targets,
 * rollback. Three to a row, each with what it means under it (and read out with it).
 */
export function SendingFields() {
  const optionalWhole = (message: string) =>
    numberRule(message, { min: 1, max: 1_000_000, whole: true, optional: true });
  return (
    <FormSection title={messages.rolloutSending}>
      <Row gutter={16}>
        <NumberField
          name="maxAttempts"
          label={messages.rolloutMaxAttempts}
          required
          extra={messages.rolloutMaxAttemptsHelp}
          rule={numberRule(messages.rolloutMaxAttemptsInvalid, { min: 1, max: 10, whole: true })}
        />
        <Col span={8}>
          <WindowEnd end="start" label={messages.rolloutWindowStart} help={messages.rolloutWindowStartHelp} />
        </Col>
        <Col span={8}>
          <WindowEnd end="end" label={messages.rolloutWindowEnd} help={messages.rolloutWindowEndHelp} />
        </Col>
      </Row>
      <Row gutter={16}>
        <NumberField
          name={['pacing', 'devicesPerMinute']}
          label={messages.rolloutPacingDevices}
          extra={messages.rolloutPacingDevicesHelp}
          rule={optionalWhole(messages.rolloutPacingDevicesInvalid)}
        />
        <NumberField
          name={['pacing', 'megabytesPerSecond']}
          label={messages.rolloutPacingMegabytes}
          extra={messages.rolloutPacingMegabytesHelp}
          rule={numberRule(messages.rolloutPacingMegabytesInvalid, {
            min: 0.01,
            max: 100_000,
            optional: true,
          })}
        />
        <NumberField
          name={['pacing', 'rampFromPerMinute']}
          label={messages.rolloutPacingRamp}
          extra={messages.rolloutPacingRampHelp}
          rule={optionalWhole(messages.rolloutPacingDevicesInvalid)}
        />
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <SettingSwitch name="open" label={messages.rolloutOpen} help={messages.rolloutOpenHelp} />
        </Col>
        <Col span={8}>
          <SettingSwitch
            name="rollback"
            label={messages.rolloutRollback}
            help={messages.rolloutRollbackHelp}
          />
        </Col>
      </Row>
    </FormSection>
  );
}
