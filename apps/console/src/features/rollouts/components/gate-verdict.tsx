import { fillMessage, messages } from '@console/contracts/messages';
import type { GateSettings, SignalVerdict, GateVerdict as Verdict } from '@console/contracts/rollouts';
import { Alert, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { formatFigure as f } from '@/shared/format/figures';
import { signalText } from '../rollout-labels';

/** Events are whole; rates, device-hours, differences and p-values are measured (0 only when none). */
const rate = (g: SignalVerdict['treated']) =>
  fillMessage(messages.gateRate, {
    rate: f(g.rate),
    events: g.events.toLocaleString(),
    hours: f(g.deviceHours),
  });

const columns: TableColumnsType<SignalVerdict> = [
  { title: messages.gateSignal, key: 'signal', render: (_, s) => signalText(s.signal) },
  { title: messages.gateTreated, key: 'treated', render: (_, s) => rate(s.treated) },
  { title: messages.gateControl, key: 'control', render: (_, s) => rate(s.control) },
  { title: messages.gateDifference, key: 'difference', align: 'right', render: (_, s) => f(s.difference) },
  { title: messages.gateMarginColumn, key: 'margin', align: 'right', render: (_, s) => f(s.margin) },
  {
    title: messages.gatePValue,
    key: 'p',
    align: 'right',
    render: (_, s) => `${f(s.pValue)} (${f(s.alpha)})`,
  },
  {
    title: messages.gateSignalFailed,
    key: 'failed',
    render: (_, s) => (s.failed ? <Tag color="error">{messages.yes}</Tag> : <Tag>{messages.no}</Tag>),
  },
];

/** The outcome in words: passed, failed, or what it still waits for. */
function outcomeText(v: Verdict, gate: GateSettings): string {
  if (v.outcome === 'passed') return messages.gatePassed;
  if (v.outcome === 'failed') return messages.gateFailed;
  const hours = v.signals[0]?.treated.deviceHours ?? 0;
  return fillMessage(messages.gateWaiting, {
    devices: v.treatedDevices,
    minDevices: gate.minDevices,
    hours: f(hours),
    minHours: gate.minDeviceHours,
  });
}

const OUTCOME_TYPE = { passed: 'success', failed: 'error', waiting: 'info' } as const;

/** A phase's health gate: the outcome, the control group, and per signal the rates, difference, margin and p-value. */
export function GateVerdict({ verdict, gate }: { verdict: Verdict; gate: GateSettings }) {
  const control =
    verdict.control === 'sameModel'
      ? fillMessage(messages.gateControlSameModel, { count: verdict.controlDevices.toLocaleString() })
      : messages.gateControlModelHistory;
  return (
    <Flex vertical gap={4} className="gate-verdict">
      <Alert type={OUTCOME_TYPE[verdict.outcome]} showIcon message={outcomeText(verdict, gate)} />
      <Typography.Text type="secondary">
        {control} {fillMessage(messages.gateEvaluatedAt, { at: formatDateTime(verdict.evaluatedAt) })}
      </Typography.Text>
      {verdict.signals.length > 0 ? (
        <Table<SignalVerdict>
          rowKey="signal"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={verdict.signals}
          rowClassName={(s) => (s.failed ? 'gate-signal-failed' : '')}
          scroll={{ x: 'max-content' }}
        />
      ) : null}
    </Flex>
  );
}
