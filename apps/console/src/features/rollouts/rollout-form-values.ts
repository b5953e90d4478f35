import {
  type CreateRolloutBody,
  DEFAULT_GATE_MARGINS,
  DEFAULT_PRIORITY,
  type GateMargins,
  type Pacing,
  type PhaseStartRule,
} from '@console/contracts/rollouts';

/** One row of the phases editor; an emptied number is null until the person types one. */
export interface PhaseValues {
  share: number | null;
  startRule: PhaseStartRule;
  soakMinutes: number | null;
}

/** The new-rollout form's values: the call's body, plus category and brand that narrow the models. */
export interface RolloutFormValues {
  name?: string;
  categoryName?: string;
  brandName?: string;
  modelNumber?: string;
  firmwareVersion?: string;
  fromVersion?: string;
  countries: string[];
  priority: string;
  phases: PhaseValues[];
  maxFailures: number | null;
  maxFailurePercent: number | null;
  minAnswered: number | null;
  maxAttempts: number | null;
  /** Both times or neither ('HH:MM'); an emptied time input gives ''. */
  installWindow: { start?: string | null; end?: string | null };
  pacing: { [K in keyof Pacing]: number | null | undefined };
  open: boolean;
  rollback: boolean;
  gate: {
    margins: Record<keyof GateMargins, number | null>;
    minDevices: number | null;
    minDeviceHours: number | null;
  };
}

const phase = (share: number): PhaseValues => ({ share, startRule: 'gate', soakMinutes: 60 });

/** 1 % / 10 % / 100 %, each gated with a 60-minute soak, and the contract's thresholds and gate. */
export const DEFAULT_ROLLOUT_VALUES: RolloutFormValues = {
  countries: [],
  priority: DEFAULT_PRIORITY,
  phases: [phase(1), phase(10), phase(100)],
  maxFailures: null,
  maxFailurePercent: 5,
  minAnswered: 20,
  maxAttempts: 3,
  installWindow: {},
  pacing: { devicesPerMinute: null, megabytesPerSecond: null, rampFromPerMinute: null },
  open: false,
  rollback: false,
  gate: { margins: { ...DEFAULT_GATE_MARGINS }, minDevices: 50, minDeviceHours: 50 },
};

/** A new phase after the last: the whole target, gated. */
export const nextPhase = (): PhaseValues => phase(100);

const num = (v: number | null | undefined) => v ?? Number.NaN;

/**
 * The call's body from the checked form and the CSV's serials, and the Fleet Search snapshot whose
 * devices it targets (issue 32), when it was opened with one.
 */
export function rolloutBodyOf(
  v: RolloutFormValues,
  serials: string[],
  segmentSnapshotId?: string,
): CreateRolloutBody {
  return {
    ...(segmentSnapshotId ? { segmentSnapshotId } : {}),
    name: v.name ?? '',
    modelNumber: v.modelNumber ?? '',
    firmwareVersion: v.firmwareVersion ?? '',
    fromVersion: v.fromVersion?.trim() || undefined,
    countries: v.countries,
    serials,
    priority: v.priority,
    phases: v.phases.map((p) => ({
      share: num(p.share),
      startRule: p.startRule,
      soakMinutes: num(p.soakMinutes),
    })),
    maxFailures: v.maxFailures,
    maxFailurePercent: v.maxFailurePercent,
    minAnswered: num(v.minAnswered),
    maxAttempts: num(v.maxAttempts),
    installWindow:
      v.installWindow.start && v.installWindow.end
        ? { start: v.installWindow.start, end: v.installWindow.end }
        : null,
    pacing: {
      devicesPerMinute: v.pacing.devicesPerMinute ?? null,
      megabytesPerSecond: v.pacing.megabytesPerSecond ?? null,
      rampFromPerMinute: v.pacing.rampFromPerMinute ?? null,
    },
    open: v.open,
    rollback: v.rollback,
    gate: {
      margins: Object.fromEntries(
        Object.entries(v.gate.margins).map(([signal, margin]) => [signal, num(margin)]),
      ) as GateMargins,
      minDevices: num(v.gate.minDevices),
      minDeviceHours: num(v.gate.minDeviceHours),
    },
  };
}
