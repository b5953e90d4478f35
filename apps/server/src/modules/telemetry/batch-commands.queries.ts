import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { deviceCommands } from '../../platform/db/schema';

/* A FOTA batch's commands, for the rollouts area's batch list, report, delete and ends. */

/** Commands per batch and status, for the batches of one page (the (batch_id, status) index). */
export async function countBatchCommands(db: Db, batchIds: string[]) {
  if (batchIds.length === 0) return [];
  return db
    .select({
      batchId: deviceCommands.batchId,
      status: deviceCommands.status,
      count: sql<number>`count(*)::int`,
    })
    .from(deviceCommands)
    .where(inArray(deviceCommands.batchId, batchIds))
    .groupBy(deviceCommands.batchId, deviceCommands.status);
}

/** One page of a batch's commands after `afterId`, by command id (keyset paging for the report). */
export async function batchCommandsAfter(db: Db, batchId: string, afterId: string, limit: number) {
  return db
    .select({
      commandId: deviceCommands.commandId,
      deviceId: deviceCommands.deviceId,
      status: deviceCommands.status,
      reason: deviceCommands.reason,
      updatedAt: deviceCommands.updatedAt,
    })
    .from(deviceCommands)
    .where(and(eq(deviceCommands.batchId, batchId), gt(deviceCommands.commandId, afterId)))
    .orderBy(asc(deviceCommands.commandId))
    .limit(limit);
}

/** Removes a batch's commands (in the batch's delete transaction); late results for them then change nothing. */
export async function deleteBatchCommands(tx: Tx, tenantId: string, batchId: string) {
  await tx
    .delete(deviceCommands)
    .where(and(eq(deviceCommands.tenantId, tenantId), eq(deviceCommands.batchId, batchId)));
}

/** Commands a pass of withdrawBatchCommands takes at once. */
const WITHDRAW_CHUNK = 1000;

/**
 * Withdraws the open commands (queued, sent, accepted) of these batches from being published again
 * (an ended rollout's): they lose their stored body, which every republish needs. What the broker
 * already holds still reaches its devices (it cannot be recalled); what it lost is not sent. Walks
 * device_commands_batch_status. Returns the count.
 *
 * A chunk at a time, skipping the rows another transaction holds (the devices' answers, their
 * sent marks), then one statement for what those held. As one statement over a 90,000-device
 * phase while its devices answered, it deadlocked with the answers' batches five times in five.
 */
export async function withdrawBatchCommands(db: Db, batchIds: string[]): Promise<number> {
  if (batchIds.length === 0) return 0;
  const open = and(
    inArray(deviceCommands.batchId, batchIds),
    inArray(deviceCommands.status, ['queued', 'sent', 'accepted']),
    isNotNull(deviceCommands.bodyId),
  );
  let count = 0;
  for (;;) {
    const picked = db
      .select({ commandId: deviceCommands.commandId })
      .from(deviceCommands)
      .where(open)
      .limit(WITHDRAW_CHUNK)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(deviceCommands)
      .set({ bodyId: null })
      .where(inArray(deviceCommands.commandId, picked))
      .returning({ commandId: deviceCommands.commandId });
    count += rows.length;
    if (rows.length === 0) break;
  }
  const held = await db
    .update(deviceCommands)
    .set({ bodyId: null })
    .where(open)
    .returning({ commandId: deviceCommands.commandId });
  return count + held.length;
}
