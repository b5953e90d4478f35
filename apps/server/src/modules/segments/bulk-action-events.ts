import type { Db } from '../../platform/db/client';
import { emitWebhookEvent } from '../../platform/webhooks/outbox';
import type { BulkActionRow } from './bulk-actions.queries';

/** Queues `bulk_action.finished` (issue 33) for an action that completed or was cancelled. */
export function emitBulkActionFinished(db: Pick<Db, 'execute'>, row: BulkActionRow) {
  if (row.state !== 'completed' && row.state !== 'cancelled') return Promise.resolve(0);
  return emitWebhookEvent(db, row.tenantId, 'bulk_action.finished', {
    actionId: row.id,
    kind: row.kind,
    state: row.state,
    total: row.total,
    done: row.done,
    skipped: row.skipped,
    failed: row.failed,
    askedBy: row.createdByName,
  });
}
