import { fillMessage, messages } from '@console/contracts/messages';
import { ROLLOUT_DEVICE_STAGES, type Rollout, type RolloutPhase } from '@console/contracts/rollouts';
import { Flex, Steps, type StepsProps, Tag, Typography } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { phaseStateColor, phaseStateText, stageText, startRuleText } from '../rollout-labels';
import { GateVerdict } from './gate-verdict';

const STEP_STATUS: Record<RolloutPhase['state'], NonNullable<StepsProps['status']>> = {
  pending: 'wait',
  installing: 'process',
  soaking: 'process',
  waitingForResume: 'process',
  passed: 'finish',
  failed: 'error',
  stopped: 'wait',
};

const ENDED_PHASE: readonly RolloutPhase['state'][] = ['passed', 'failed', 'stopped'];

/** What a phase waits for now, when it waits: a person, the soak's end, or the gate's sample after it. */
function waitingText(p: RolloutPhase, gate: Rollout['gate'], nowSeconds: number): string | null {
  const gateWaits = p.verdict?.outcome === 'waiting';
  if (p.state === 'waitingForResume') {
    return gateWaits && p.verdict
      ? fillMessage(messages.phaseGateCannotJudge, {
          devices: p.verdict.treatedDevices.toLocaleString(),
          minDevices: gate.minDevices.toLocaleString(),
        })
      : messages.phaseWaitingText;
  }
  if (p.state === 'soaking' && p.soakEndsAt !== null) {
    const at = formatDateTime(p.soakEndsAt);
    return p.soakEndsAt <= nowSeconds && gateWaits
      ? fillMessage(messages.phaseSoakEndedGateWaits, { at })
      : fillMessage(messages.phaseSoakUntil, { minutes: p.soakMinutes, at });
  }
  return null;
}

function PhaseDetail({ phase: p, rollout }: { phase: RolloutPhase; rollout: Rollout }) {
  const times = [
    p.startedAt !== null ? fillMessage(messages.phaseStartedAt, { at: formatDateTime(p.startedAt) }) : null,
    p.installedAt !== null
      ? fillMessage(messages.phaseInstalledAt, { at: formatDateTime(p.installedAt) })
      : null,
    p.endedAt !== null ? fillMessage(messages.phaseEndedAt, { at: formatDateTime(p.endedAt) }) : null,
  ].filter(Boolean);
  const counts = ROLLOUT_DEVICE_STAGES.filter((s) => (p.counts[s] ?? 0) > 0);
  const waiting = waitingText(p, rollout.gate, Date.now() / 1000);
  // What starts the next phase matters while this one may still lead to it.
  const leadsOn = p.index < rollout.phases.length - 1 && !ENDED_PHASE.includes(p.state);
  return (
    <Flex vertical gap={4} style={{ paddingBottom: 12 }}>
      <Typography.Text>
        {[
          // A phase not started yet has chosen no device.
          p.startedAt === null
            ? null
            : fillMessage(messages.phaseDeviceCount, { count: p.deviceCount.toLocaleString() }),
          ...times,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography.Text>
      {counts.length > 0 ? (
        <Flex gap={4} wrap>
          {counts.map((s) => (
            <Tag key={s}>
              {stageText(s)}: {(p.counts[s] ?? 0).toLocaleString()}
            </Tag>
          ))}
        </Flex>
      ) : null}
      {leadsOn ? (
        <Typography.Text type="secondary">
          {fillMessage(messages.phaseNextStarts, { rule: startRuleText(p.startRule) })}
        </Typography.Text>
      ) : null}
      {waiting ? <Typography.Text strong>{waiting}</Typography.Text> : null}
      {p.verdict ? <GateVerdict verdict={p.verdict} gate={rollout.gate} /> : null}
    </Flex>
  );
}

/** The phases top to bottom: each one's state, times, devices, per-stage counts and gate verdict. */
export function PhaseTimeline({ rollout }: { rollout: Rollout }) {
  return (
    <Steps
      direction="vertical"
      size="small"
      current={rollout.currentPhase}
      items={rollout.phases.map((p) => ({
        status: STEP_STATUS[p.state],
        title: (
          <Flex gap="small" align="center">
            <span>{fillMessage(messages.phaseTitle, { n: p.index + 1, share: p.share })}</span>
            <Tag color={phaseStateColor(p.state)}>{phaseStateText(p.state)}</Tag>
          </Flex>
        ),
        description: <PhaseDetail phase={p} rollout={rollout} />,
      }))}
    />
  );
}
