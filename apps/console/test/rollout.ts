import type { Rollout, RolloutPhase, RolloutSummary } from '@console/contracts/rollouts';
import { DEFAULT_GATE_MARGINS } from '@console/contracts/rollouts';

const CREATED = 1_767_225_600_000;

/** A list row: 'Rollout n', running its second of three phases, 110 of 1,000 installed. */
export const rolloutSummary = (n: number, over: Partial<RolloutSummary> = {}): RolloutSummary => ({
  rolloutId: `r-${n}`,
  name: `Rollout ${n}`,
  modelNumber: 'CS-1',
  category: 'AC',
  brand: 'panasonic',
  firmwareVersion: '2.0',
  state: 'running',
  stopReason: null,
  targetCount: 1000,
  currentPhase: 1,
  phaseCount: 3,
  installed: 110,
  failed: 4,
  createdBy: 'demo.l4',
  createdById: 'u-demo-l4',
  createdAt: CREATED,
  updatedAt: CREATED,
  ...over,
});

const phase = (index: number, share: number, over: Partial<RolloutPhase> = {}): RolloutPhase => ({
  index,
  share,
  startRule: 'gate',
  soakMinutes: 60,
  state: 'pending',
  batchId: null,
  deviceCount: 0,
  counts: {},
  startedAt: null,
  installedAt: null,
  soakEndsAt: null,
  endedAt: null,
  verdict: null,
  ...over,
});

/*
 * Settings the contract is gaining (retries, install window, pacing, open targets, rollback): spread
 * in, so the fixture fits the schema with or without them.
 */
const laterSettings = {
  maxAttempts: 3,
  installWindow: null,
  pacing: { devicesPerMinute: null, megabytesPerSecond: null, rampFromPerMinute: null },
  open: false,
  rollback: false,
  rollbackDevices: 0,
};

/**
 * A whole rollout in `state`: phase 1 (1 %, 10 devices) passed its gate, phase 2 (10 %, 90 devices)
 * is installing; 1,000 devices targeted.
 */
export const rollout = (state: Rollout['state'] = 'running', over: Partial<Rollout> = {}): Rollout => ({
  ...rolloutSummary(7, { state }),
  fromVersion: null,
  countries: ['IN'],
  serialCount: 0,
  segmentSnapshotId: null,
  priority: 'high',
  maxFailures: null,
  maxFailurePercent: 5,
  minAnswered: 20,
  gate: { margins: DEFAULT_GATE_MARGINS, minDevices: 50, minDeviceHours: 50 },
  ...laterSettings,
  approvedBy: null,
  approvedAt: null,
  abortedBy: null,
  counts: { installed: 110, failed: 4, downloading: 30, queued: 856 },
  phases: [
    phase(0, 1, {
      state: 'passed',
      batchId: 'b-1',
      deviceCount: 10,
      counts: { installed: 10 },
      startedAt: CREATED,
      installedAt: CREATED + 600_000,
      soakEndsAt: CREATED + 600_000 + 60 * 60_000,
      endedAt: CREATED + 4_200_000,
      verdict: {
        outcome: 'passed',
        control: 'sameModel',
        treatedDevices: 10,
        controlDevices: 890,
        evaluatedAt: CREATED + 4_200_000,
        signals: [
          {
            signal: 'reboots',
            treated: { events: 2, deviceHours: 100, rate: 20 },
            control: { events: 150, deviceHours: 8900, rate: 16.85 },
            difference: 3.15,
            margin: 1,
            pValue: 0.41,
            alpha: 0.01,
            failed: false,
          },
        ],
      },
    }),
    phase(1, 10, {
      state: 'installing',
      batchId: 'b-2',
      deviceCount: 90,
      counts: { installed: 100, failed: 4, downloading: 30 },
      startedAt: CREATED + 4_300_000,
    }),
    phase(2, 100, {}),
  ],
  ...over,
});
