import type { RolloutPhasePassedData, RolloutStoppedData } from '@console/contracts/webhooks';
import type { Db } from '../../../platform/db/client';
import { emitWebhookEvent } from '../../../platform/webhooks/outbox';
import type { PhaseRow, RolloutRow } from './rollout-store.queries';

type Execute = Pick<Db, 'execute'>;

/**
 * Queues `rollout.stopped` (issue 33) for a rollout that stopped by itself or was aborted: ids and
 * what a receiver needs to act on it (its phase, counting from 1, the reason, who aborted it).
 * Pass the transaction of the stop, so the event and the stop commit together.
 */
export function emitRolloutStopped(db: Execute, tenantId: string, stop: RolloutStoppedData) {
  return emitWebhookEvent(db, tenantId, 'rollout.stopped', stop);
}

/**
 * Queues `rollout.phase.passed` for a phase that just passed (its gate, its soak, or a person's
 * resume). Pass the transaction that moved the phase, so only a pass that commits is told.
 */
export function emitPhasePassed(
  db: Execute,
  r: RolloutRow,
  phase: PhaseRow,
  how: Pick<RolloutPhasePassedData, 'phases' | 'installed' | 'passedBy'>,
) {
  return emitWebhookEvent(db, r.tenantId, 'rollout.phase.passed', {
    rolloutId: r.rolloutId,
    name: r.name,
    modelNumber: r.modelNumber,
    firmwareVersion: r.firmwareVersion,
    phase: phase.phaseIndex + 1,
    devices: phase.deviceCount,
    ...how,
  });
}
