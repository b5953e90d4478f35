import { messages } from '@console/contracts/messages';
import { Row } from 'antd';
import { numberRule } from '../number-rules';
import { FormSection } from './form-section';
import { NumberField } from './number-field';

/** When a phase stops the rollout: failures in number or share, once enough devices have answered. */
export function ThresholdFields() {
  return (
    <FormSection title={messages.rolloutThresholds}>
      <Row gutter={16}>
        <NumberField
          name="maxFailures"
          label={messages.rolloutMaxFailures}
          rule={numberRule(messages.rolloutMaxFailuresInvalid, {
            min: 1,
            max: Number.MAX_SAFE_INTEGER,
            whole: true,
            optional: true,
          })}
        />
        <NumberField
          name="maxFailurePercent"
          label={messages.rolloutMaxFailurePercent}
          rule={numberRule(messages.rolloutPercentInvalid, { min: 0, max: 100, optional: true })}
          suffix="%"
        />
        <NumberField
          name="minAnswered"
          label={messages.rolloutMinAnswered}
          required
          rule={numberRule(messages.rolloutMinAnsweredInvalid, { min: 1, max: 1_000_000, whole: true })}
        />
      </Row>
    </FormSection>
  );
}
