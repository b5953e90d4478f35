import { z } from 'zod';
import { MAX_PAGE_NUMBER } from '../constants';
import { FIRMWARE_VERSION } from '../firmware/firmware-rules';
import { messages } from '../messages';
import { DEFAULT_PRIORITY } from './rollout-rules';

/*
 * Phased rollouts (issue 31, decision 0035): a firmware version sent to a model's devices in
 * phases, each gated on install failures and on the health of the devices that installed it.
 * Each phase's sends are one FOTA batch, so the batch screens read the same commands.
 */

/** awaitingApproval: large, a second person with firmware rights must approve before phase 1. */
export const ROLLOUT_STATES = [
  'awaitingApproval',
  'running',
  'paused',
  'stopped',
  'aborted',
  'completed',
] as const;
export type RolloutState = (typeof ROLLOUT_STATES)[number];
/** States a rollout never leaves. */
export const ENDED_ROLLOUT_STATES: readonly RolloutState[] = ['stopped', 'aborted', 'completed'];
/** A FOTA batch may be deleted unless it is a phase of a rollout that has not ended (its devices would look unsent). */
export const batchDeletable = (rolloutState: RolloutState | undefined | null) =>
  !rolloutState || ENDED_ROLLOUT_STATES.includes(rolloutState);

/** What starts the next phase once this one has installed: its health gate, a soak time alone, or a person. */
export const PHASE_START_RULES = ['gate', 'soak', 'manual'] as const;
export type PhaseStartRule = (typeof PHASE_START_RULES)[number];

/**
 * pending → installing (its commands out) → soaking (installed; the soak time runs) → passed; or
 * waitingForResume (start rule manual), failed (threshold or gate), stopped (the rollout ended).
 */
export const PHASE_STATES = [
  'pending',
  'installing',
  'soaking',
  'waitingForResume',
  'passed',
  'failed',
  'stopped',
] as const;
export type PhaseState = (typeof PHASE_STATES)[number];

/** Where one device of a rollout stands (its current command's status and reported stage). */
export const ROLLOUT_DEVICE_STAGES = [
  'queued',
  'sent',
  'downloading',
  'verifying',
  'installing',
  'installed',
  'failed',
  'rolledBack',
  'cancelled',
] as const;
export type RolloutDeviceStage = (typeof ROLLOUT_DEVICE_STAGES)[number];

/** The health gate's signals, each counted per 1,000 device-hours for the updated and the control group. */
export const HEALTH_SIGNALS = ['reboots', 'disconnects', 'faults', 'silent', 'tickets'] as const;
export type HealthSignal = (typeof HEALTH_SIGNALS)[number];

const required = (message: string) => z.string(message).trim().min(1, message).max(100);

/** The most serial numbers a rollout's target takes (a CSV read in the browser is refused above it). */
export const MAX_ROLLOUT_SERIALS = 10_000;

/**
 * A phase a person's resume lets pass: one whose start rule is theirs, or one whose gate still
 * waits for its minimum sample after the soak (the person decides that what was seen is enough).
 * The server's control and the console's Resume button both follow it.
 */
export const waitsForPerson = (p: { state: PhaseState; verdict: { outcome: string } | null }) =>
  p.state === 'waitingForResume' || (p.state === 'soaking' && p.verdict?.outcome === 'waiting');

/**
 * Why a person may not approve a rollout now, as a catalogue code, or null when they may: only a
 * rollout that waits for an approval, and never by the person who created it (the second pair of
 * eyes). The server's control refuses with the code; the console offers Approve only on null.
 */
export function approvalRefusal(
  rollout: { state: RolloutState; createdById: string },
  userId: string,
): 'rolloutNoApprovalNeeded' | 'rolloutApproverIsCreator' | null {
  if (rollout.state !== 'awaitingApproval') return 'rolloutNoApprovalNeeded';
  if (rollout.createdById === userId) return 'rolloutApproverIsCreator';
  return null;
}

export const RolloutPhaseInput = z.object({
  /** The share of the target that has been sent to once this phase is out (cumulative %, 1–100). */
  share: z.number(messages.invalidPercentage).int(messages.invalidPercentage).min(1).max(100),
  startRule: z.enum(PHASE_START_RULES).default('gate'),
  /** Minutes after the phase has installed before the next one may start (the gate's window). */
  soakMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(60),
});

/** Rates per 1,000 device-hours by which the updated group may be worse than the control group. */
export const GateMargins = z.object(
  Object.fromEntries(HEALTH_SIGNALS.map((s) => [s, z.number().min(0).max(1000)])) as Record<
    HealthSignal,
    z.ZodNumber
  >,
);
export type GateMargins = z.infer<typeof GateMargins>;
export const DEFAULT_GATE_MARGINS: GateMargins = {
  reboots: 1,
  disconnects: 2,
  faults: 1,
  silent: 1,
  tickets: 0.5,
};

export const GateSettings = z.object({
  margins: GateMargins.default(DEFAULT_GATE_MARGINS),
  /** Below either minimum the gate waits: a handful of devices cannot trip it. */
  minDevices: z.number().int().min(1).max(1_000_000).default(50),
  minDeviceHours: z.number().min(0).max(10_000_000).default(50),
});
export type GateSettings = z.infer<typeof GateSettings>;

const HourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.rolloutWindowInvalid);
/** Local times ('01:00'–'05:00'); an end before the start runs past midnight. */
export const InstallWindow = z.object({ start: HourMinute, end: HourMinute });
export type InstallWindow = z.infer<typeof InstallWindow>;

/**
 * A download budget shared by every server: devices a minute and/or megabytes a second (the
 * image's size each), whichever is tighter; null is unpaced. With a ramp, the rate starts at
 * rampFromPerMinute devices a minute and doubles every minute up to the budget.
 */
export const Pacing = z.object({
  devicesPerMinute: z.number().int().min(1).max(1_000_000).nullable(),
  megabytesPerSecond: z.number().min(0.01).max(100_000).nullable(),
  rampFromPerMinute: z.number().int().min(1).max(1_000_000).nullable(),
});
export type Pacing = z.infer<typeof Pacing>;

export const CreateRolloutBody = z
  .object({
    name: required(messages.rolloutNameEmpty),
    modelNumber: required(messages.modelNumberEmpty),
    firmwareVersion: z
      .string(messages.rolloutVersionEmpty)
      .trim()
      .min(1, messages.rolloutVersionEmpty)
      .regex(FIRMWARE_VERSION, messages.invalidFirmwareVersion),
    /** Only devices on this version (empty: any older version). */
    fromVersion: z
      .string()
      .trim()
      .regex(FIRMWARE_VERSION, messages.invalidFirmwareVersion)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Only devices in these countries (ISO codes; empty: all). */
    countries: z.array(z.string().trim().min(2).max(3)).max(300).default([]),
    /** Only these serial numbers (a CSV's column; empty: all). */
    serials: z.array(z.string().trim().min(1).max(64)).max(MAX_ROLLOUT_SERIALS).default([]),
    /** Only the devices of a segment's snapshot (issue 32: a segment as the target), with the rest. */
    segmentSnapshotId: z.string().trim().min(1).max(64).optional(),
    priority: z.string().trim().min(1).max(16).default(DEFAULT_PRIORITY),
    phases: z.array(RolloutPhaseInput).min(1).max(10),
    /** Stop when this many devices of a phase failed (absolute), … */
    maxFailures: z.number().int().min(1).nullable().default(null),
    /** … or this share (%) of a phase's answered devices failed, … */
    maxFailurePercent: z.number().min(0).max(100).nullable().default(5),
    /** … once at least this many of the phase's devices have answered. */
    minAnswered: z.number().int().min(1).max(1_000_000).default(20),
    /** Attempts per device at most: failures worth retrying are sent again (decision 0035). */
    maxAttempts: z.number().int().min(1).max(10).default(3),
    /** Sends only while each home's local time is inside it; null: any time. */
    installWindow: InstallWindow.nullable().default(null),
    pacing: Pacing.default({ devicesPerMinute: null, megabytesPerSecond: null, rampFromPerMinute: null }),
    /** Stays open: devices that match the target later (onboarded, come online) join the current phase. */
    open: z.boolean().default(false),
    /** When a threshold or the gate stops it, send the failing phase's installed devices their previous image. */
    rollback: z.boolean().default(false),
    gate: GateSettings.default({
      margins: DEFAULT_GATE_MARGINS,
      minDevices: 50,
      minDeviceHours: 50,
    }),
  })
  .refine((b) => b.phases.every((p, i) => i === 0 || p.share > b.phases[i - 1]!.share), {
    message: messages.rolloutPhasesNotIncreasing,
    path: ['phases'],
  });
export type CreateRolloutBody = z.input<typeof CreateRolloutBody>;

/** Devices per stage; a stage no device is in may be left out. */
const StageCounts = z.partialRecord(z.enum(ROLLOUT_DEVICE_STAGES), z.number());
export type StageCounts = z.infer<typeof StageCounts>;

const GroupRate = z.object({ events: z.number(), deviceHours: z.number(), rate: z.number() });
export const SignalVerdict = z.object({
  signal: z.enum(HEALTH_SIGNALS),
  treated: GroupRate,
  control: GroupRate,
  /** Treated rate − control rate, per 1,000 device-hours. */
  difference: z.number(),
  margin: z.number(),
  /** One-sided exact conditional test of two Poisson rates. */
  pValue: z.number(),
  /** The significance level each signal is tested at (α over the signals). */
  alpha: z.number(),
  failed: z.boolean(),
});
export type SignalVerdict = z.infer<typeof SignalVerdict>;
export const GateVerdict = z.object({
  /** passed, failed, or waiting (too few devices or device-hours yet). */
  outcome: z.enum(['passed', 'failed', 'waiting']),
  /** sameModel: devices of the model still on the old version; modelHistory: the model's previous 7 days. */
  control: z.enum(['sameModel', 'modelHistory']),
  treatedDevices: z.number(),
  controlDevices: z.number(),
  signals: z.array(SignalVerdict),
  evaluatedAt: z.number(),
});
export type GateVerdict = z.infer<typeof GateVerdict>;

export const RolloutPhase = z.object({
  index: z.number(),
  share: z.number(),
  startRule: z.enum(PHASE_START_RULES),
  soakMinutes: z.number(),
  state: z.enum(PHASE_STATES),
  /** The FOTA batch its commands belong to, once started. */
  batchId: z.string().nullable(),
  deviceCount: z.number(),
  counts: StageCounts,
  startedAt: z.number().nullable(),
  installedAt: z.number().nullable(),
  /** When its soak ends (epoch seconds), once installed: the server's minutes may be shortened. */
  soakEndsAt: z.number().nullable(),
  endedAt: z.number().nullable(),
  verdict: GateVerdict.nullable(),
});
export type RolloutPhase = z.infer<typeof RolloutPhase>;

export const RolloutSummary = z.object({
  rolloutId: z.string(),
  name: z.string(),
  modelNumber: z.string(),
  category: z.string(),
  brand: z.string(),
  firmwareVersion: z.string(),
  state: z.enum(ROLLOUT_STATES),
  /** Why it stopped by itself (a threshold or a gate), or the person's reason for an abort. */
  stopReason: z.string().nullable(),
  targetCount: z.number(),
  currentPhase: z.number(),
  phaseCount: z.number(),
  installed: z.number(),
  failed: z.number(),
  createdBy: z.string(),
  /** The creator's user id: the approval rule compares it with the person's (approvalRefusal). */
  createdById: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type RolloutSummary = z.infer<typeof RolloutSummary>;

export const Rollout = RolloutSummary.extend({
  fromVersion: z.string().nullable(),
  countries: z.array(z.string()),
  serialCount: z.number(),
  /** The segment snapshot the target is limited to, if any. */
  segmentSnapshotId: z.string().nullable(),
  priority: z.string(),
  maxFailures: z.number().nullable(),
  maxFailurePercent: z.number().nullable(),
  minAnswered: z.number(),
  gate: GateSettings,
  maxAttempts: z.number(),
  installWindow: InstallWindow.nullable(),
  pacing: Pacing,
  open: z.boolean(),
  rollback: z.boolean(),
  /** Devices a rollback sent their previous image to. */
  rollbackDevices: z.number(),
  approvedBy: z.string().nullable(),
  approvedAt: z.number().nullable(),
  /** The person who aborted it (user name, e-mail) and when; null unless a person aborted it. */
  abortedBy: z.object({ userName: z.string(), email: z.string().nullable(), at: z.number() }).nullable(),
  counts: StageCounts,
  phases: z.array(RolloutPhase),
});
export type Rollout = z.infer<typeof Rollout>;

const Page = {
  page: z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
};
export const RolloutListQuery = z.object({
  ...Page,
  state: z.enum(ROLLOUT_STATES).optional(),
  modelNumber: z.string().trim().max(100).optional(),
});
export const RolloutList = z.object({ total: z.number(), rollouts: z.array(RolloutSummary) });

export const RolloutParams = z.object({ rolloutId: z.string().trim().min(1).max(64) });

/** pause, resume (also passes a phase waiting for a person, or whose gate waits for its sample), abort, approve. */
export const ROLLOUT_ACTIONS = ['pause', 'resume', 'abort', 'approve'] as const;
export type RolloutAction = (typeof ROLLOUT_ACTIONS)[number];
export const RolloutControlBody = z.object({
  action: z.enum(ROLLOUT_ACTIONS),
  /** Kept with an abort, shown as its reason. */
  reason: z.string().trim().max(500).optional(),
});

export const RolloutDevicesQuery = z.object({
  ...Page,
  stage: z.enum(ROLLOUT_DEVICE_STAGES).optional(),
  reason: z.string().trim().max(64).optional(),
  phase: z.coerce.number().int().min(0).max(9).optional(),
});
export const RolloutDevice = z.object({
  deviceId: z.string(),
  serialNumber: z.string(),
  phase: z.number(),
  stage: z.enum(ROLLOUT_DEVICE_STAGES),
  reason: z.string().nullable(),
  /** Download progress while downloading. */
  percent: z.number().nullable(),
  attempts: z.number(),
  commandId: z.string().nullable(),
  updatedAt: z.number(),
});
export type RolloutDevice = z.infer<typeof RolloutDevice>;
export const RolloutDevicePage = z.object({ total: z.number(), devices: z.array(RolloutDevice) });

const base = '/simplifi/v1/firmwareupgrade/rollouts';

export const createRollout = {
  method: 'POST',
  path: base,
  body: CreateRolloutBody,
  response: Rollout,
} as const;
export const listRollouts = {
  method: 'GET',
  path: base,
  query: RolloutListQuery,
  response: RolloutList,
} as const;
export const getRollout = {
  method: 'GET',
  path: `${base}/:rolloutId`,
  params: RolloutParams,
  response: Rollout,
} as const;
export const controlRollout = {
  method: 'POST',
  path: `${base}/:rolloutId/control`,
  params: RolloutParams,
  body: RolloutControlBody,
  response: Rollout,
} as const;
export const listRolloutDevices = {
  method: 'GET',
  path: `${base}/:rolloutId/devices`,
  params: RolloutParams,
  query: RolloutDevicesQuery,
  response: RolloutDevicePage,
} as const;
/** A CSV of every device of the rollout with the same filters as the table, streamed. */
export const exportRolloutDevices = {
  method: 'GET',
  path: `${base}/:rolloutId/devices.csv`,
  params: RolloutParams,
  query: RolloutDevicesQuery.omit({ page: true, size: true }),
} as const;
