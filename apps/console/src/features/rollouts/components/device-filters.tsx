import { fillMessage, messages } from '@console/contracts/messages';
import { ROLLOUT_DEVICE_STAGES, type RolloutDeviceStage } from '@console/contracts/rollouts';
import { Select } from 'antd';
import type { DeviceFilters } from '../hooks/use-device-params';
import { FAILURE_REASONS, reasonText, stageText } from '../rollout-labels';

const STAGES = ROLLOUT_DEVICE_STAGES.map((s) => ({ value: s, label: stageText(s) }));
const REASONS = FAILURE_REASONS.map((r) => ({ value: r, label: reasonText(r) }));

interface Props {
  filters: DeviceFilters;
  phaseCount: number;
  onChange: (changed: DeviceFilters) => void;
}

/** Stage, failure reason and phase; each applies as soon as it is chosen or cleared. */
export function DeviceFilterSelects({ filters, phaseCount, onChange }: Props) {
  const phases = Array.from({ length: phaseCount }, (_, i) => ({
    value: i,
    label: fillMessage(messages.rolloutPhaseNumber, { n: i + 1 }),
  }));
  return (
    <>
      <Select
        aria-label={messages.deviceStage}
        style={{ width: 170 }}
        allowClear
        placeholder={messages.allStages}
        value={filters.stage}
        options={STAGES}
        onChange={(stage: RolloutDeviceStage | undefined) => onChange({ stage })}
      />
      <Select
        aria-label={messages.deviceReason}
        style={{ width: 190 }}
        allowClear
        placeholder={messages.allReasons}
        value={filters.reason}
        options={REASONS}
        onChange={(reason: string | undefined) => onChange({ reason })}
      />
      <Select
        aria-label={messages.devicePhase}
        style={{ width: 140 }}
        allowClear
        placeholder={messages.allPhases}
        value={filters.phase}
        options={phases}
        onChange={(phase: number | undefined) => onChange({ phase })}
      />
    </>
  );
}
