import { DeleteOutlined } from '@ant-design/icons';
import { fillMessage, messages } from '@console/contracts/messages';
import { PHASE_START_RULES } from '@console/contracts/rollouts';
import { Button, Flex, Form, InputNumber, Typography } from 'antd';
import { FieldSelect } from '@/shared/ui/field-select';
import { numberRule } from '../number-rules';
import { nextPhase, type PhaseValues } from '../rollout-form-values';
import { startRuleText } from '../rollout-labels';

const MAX_PHASES = 10;
const MAX_SOAK = 7 * 24 * 60;
const RULES = PHASE_START_RULES.map((r) => ({ value: r, label: startRuleText(r) }));

const whole = (min: number, max: number, message: string) => numberRule(message, { min, max, whole: true });

/** Each phase after the first must reach a larger share of the target. */
const increasing = {
  validator: async (_: unknown, phases: PhaseValues[] | undefined) => {
    const list = phases ?? [];
    if (list.length < 1 || list.length > MAX_PHASES) throw new Error(messages.rolloutPhasesCount);
    const shares = list.map((p) => p.share);
    if (
      shares.some(
        (s, i) =>
          i > 0 &&
          typeof s === 'number' &&
          typeof shares[i - 1] === 'number' &&
          s <= (shares[i - 1] as number),
      )
    ) {
      throw new Error(messages.rolloutPhasesNotIncreasing);
    }
  },
};

const COLUMN = { share: 180, rule: 240, soak: 160 };

/**
 * The phases: the share of the target sent once each is out (cumulative %), what starts the next
 * one, and its soak time; rows added and removed, 1 to 10. No clamping: a typo is refused with a
 * message, never turned into another share.
 */
export function PhasesEditor() {
  return (
    <Form.List name="phases" rules={[increasing]}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4}>
          <h2 className="card-title" style={{ marginBottom: 12 }}>
            {messages.rolloutPhases}
          </h2>
          <Flex gap="small" aria-hidden className="phase-columns">
            <span style={{ width: 90 }} />
            <Typography.Text strong style={{ width: COLUMN.share }}>
              {messages.phaseShare}
            </Typography.Text>
            <Typography.Text strong style={{ width: COLUMN.rule }}>
              {messages.phaseStartRule}
            </Typography.Text>
            <Typography.Text strong style={{ width: COLUMN.soak }}>
              {messages.phaseSoakMinutes}
            </Typography.Text>
          </Flex>
          {fields.map((field, i) => {
            const n = i + 1;
            const label = (what: string) => `${fillMessage(messages.rolloutPhaseNumber, { n })}: ${what}`;
            return (
              <Flex key={field.key} gap="small" align="start">
                <Typography.Text style={{ width: 90, lineHeight: '32px' }}>
                  {fillMessage(messages.rolloutPhaseNumber, { n })}
                </Typography.Text>
                <Form.Item
                  name={[field.name, 'share']}
                  rules={[whole(1, 100, messages.phaseShareInvalid)]}
                  style={{ width: COLUMN.share, marginBottom: 8 }}
                >
                  <InputNumber aria-label={label(messages.phaseShare)} suffix="%" style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name={[field.name, 'startRule']} style={{ width: COLUMN.rule, marginBottom: 8 }}>
                  <FieldSelect aria-label={label(messages.phaseStartRule)} options={RULES} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'soakMinutes']}
                  rules={[whole(0, MAX_SOAK, messages.phaseSoakInvalid)]}
                  style={{ width: COLUMN.soak, marginBottom: 8 }}
                >
                  <InputNumber aria-label={label(messages.phaseSoakMinutes)} style={{ width: '100%' }} />
                </Form.Item>
                <Button
                  aria-label={fillMessage(messages.removePhase, { n })}
                  disabled={fields.length <= 1}
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            );
          })}
          {/* In a form item, as Ant Design's dynamic lists have it: outside one the message is grey. */}
          {errors.length > 0 ? (
            <Form.Item style={{ marginBottom: 0 }}>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          ) : null}
          <div>
            <Button disabled={fields.length >= MAX_PHASES} onClick={() => add(nextPhase())}>
              {messages.addPhase}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
