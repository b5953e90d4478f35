import type { Db } from '../../../platform/db/client';
import { emitWebhookEvent } from '../../../platform/webhooks/outbox';

/**
 * Queues `rollout.stopped` (issue 33) for a rollout that stopped by itself or was aborted: ids and
 * what a receiver needs to act on it (its phase, counting from 1, the reason, who aborted it).
 * Pass the transaction of the stop, so the event and the stop commit together.
 */
export function emitRolloutStopped(
  db: Pick<Db, 'execute'>,
  tenantId: string,
  stop: {
    rolloutId: string;
    state: 'stopped' | 'aborted';
    phase: number;
    reason: string;
    abortedBy: string | null;
  },
) {
  return emitWebhookEvent(db, tenantId, 'rollout.stopped', { ...stop });
}
