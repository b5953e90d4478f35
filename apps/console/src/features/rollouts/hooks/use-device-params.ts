import { ROLLOUT_DEVICE_STAGES, type RolloutDeviceStage } from '@console/contracts/rollouts';
import { useUrlFilters } from '@/shared/routing/use-url-filters';
import { useUrlPage } from '@/shared/routing/use-url-page';

export const DEVICE_PAGE_SIZE = 20;
const NAMES = ['stage', 'reason', 'phase'] as const;

export interface DeviceFilters {
  stage?: RolloutDeviceStage | undefined;
  reason?: string | undefined;
  /** The phase's index (0-based); the URL names it as people count, from 1. */
  phase?: number | undefined;
}

const stageOf = (value: string | undefined) => ROLLOUT_DEVICE_STAGES.find((s) => s === value);
const phaseOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n - 1 : undefined;
};

/** The device table's stage, reason and phase filters and its page, in the URL beside the rollout's id. */
export function useDeviceParams() {
  const [raw, setRaw] = useUrlFilters(NAMES);
  const [page, setPage] = useUrlPage();
  const filters: DeviceFilters = { stage: stageOf(raw.stage), reason: raw.reason, phase: phaseOf(raw.phase) };
  return {
    filters,
    page,
    setPage,
    setFilters: (changed: DeviceFilters) =>
      setRaw({
        ...('stage' in changed ? { stage: changed.stage } : {}),
        ...('reason' in changed ? { reason: changed.reason } : {}),
        ...('phase' in changed
          ? { phase: changed.phase === undefined ? undefined : String(changed.phase + 1) }
          : {}),
      }),
  };
}
