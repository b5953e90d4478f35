import type { Db } from '../../../platform/db/client';
import { gateVerdict } from '../health-gate';
import { healthSignals } from '../health-signals.queries';
import type { GateEvaluator } from './rollout-engine';

/**
 * The health gate of a phase that has soaked: its installed devices against the model's devices
 * still on the old version, from the phase's install to now (decision 0035). It reads every
 * sampled device's logs over the soak (seconds on a large fleet), so it runs in the step, never
 * in a request; `reportIntervalSeconds` is how often devices report status (silence is 2× it).
 */
export const phaseGate =
  (db: Db, reportIntervalSeconds: number): GateEvaluator =>
  async (rollout, phase, now) => {
    const signals = await healthSignals(db, {
      tenantId: rollout.tenantId,
      modelNumber: rollout.modelNumber,
      scope: rollout.scope,
      rolloutId: rollout.rolloutId,
      phaseIndex: phase.phaseIndex,
      targetVersion: rollout.firmwareVersion,
      from: phase.installedAt ?? phase.startedAt ?? now,
      to: now,
      minDevices: rollout.gate.minDevices,
      minDeviceHours: rollout.gate.minDeviceHours,
      reportIntervalSeconds,
    });
    return gateVerdict({ ...signals, settings: rollout.gate, now: Math.floor(now.getTime() / 1000) });
  };
