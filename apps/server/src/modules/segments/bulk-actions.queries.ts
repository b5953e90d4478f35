import type { DataScope } from '@console/contracts/access';
import type { BulkActionKind, BulkActionState, BulkOutcome } from '@console/contracts/segments';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ScopedCaller } from '../../platform/auth/scope';
import type { Db, Tx } from '../../platform/db/client';
import {
  devices,
  segmentActionResults,
  segmentActions,
  segmentSnapshotDevices,
} from '../../platform/db/schema';
import { deviceScope } from './fleet-filter.queries';

export type BulkActionRow = typeof segmentActions.$inferSelect;

export async function insertAction(db: Pick<Db, 'insert'>, row: typeof segmentActions.$inferInsert) {
  await db.insert(segmentActions).values(row);
}

export async function findAction(db: Db, tenantId: string, id: string): Promise<BulkActionRow | null> {
  const [row] = await db
    .select()
    .from(segmentActions)
    .where(and(eq(segmentActions.id, id), eq(segmentActions.tenantId, tenantId)));
  return row ?? null;
}

export async function listActions(db: Db, tenantId: string, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(segmentActions)
      .where(eq(segmentActions.tenantId, tenantId))
      .orderBy(desc(segmentActions.createdAt), segmentActions.id)
      .limit(size)
      .offset(page * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(segmentActions)
      .where(eq(segmentActions.tenantId, tenantId)),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** Moves an action from one of `from` to `to` (a compare-and-set: two people, one wins); false when it was not in `from`. */
export async function moveAction(
  db: Db,
  id: string,
  from: readonly BulkActionState[],
  to: BulkActionState,
  set: Partial<typeof segmentActions.$inferInsert> = {},
): Promise<boolean> {
  const moved = await db
    .update(segmentActions)
    .set({ ...set, state: to })
    .where(and(eq(segmentActions.id, id), inArray(segmentActions.state, [...from])))
    .returning({ id: segmentActions.id });
  return moved.length > 0;
}

/**
 * Deletes an action still awaiting its asker's confirmation (a compare-and-delete, as `moveAction`);
 * false when it had moved on. Nothing was done for it: its audit entries keep that it was asked.
 */
export async function deleteUnconfirmedAction(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(segmentActions)
    .where(and(eq(segmentActions.id, id), eq(segmentActions.state, 'awaitingConfirmation')))
    .returning({ id: segmentActions.id });
  return deleted.length > 0;
}

/** Running actions no server holds (or whose holder's lease ran out), oldest first. */
export async function findRunnable(db: Db) {
  return db
    .select({ id: segmentActions.id })
    .from(segmentActions)
    .where(
      and(
        eq(segmentActions.state, 'running'),
        or(isNull(segmentActions.leaseUntil), lt(segmentActions.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(segmentActions.createdAt);
}

/** Takes an action for `seconds` when nobody holds it: one server works on it at a time. */
export async function takeActionLease(db: Db, id: string, seconds: number): Promise<BulkActionRow | null> {
  const [row] = await db
    .update(segmentActions)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(
      and(
        eq(segmentActions.id, id),
        eq(segmentActions.state, 'running'),
        or(isNull(segmentActions.leaseUntil), lt(segmentActions.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Extends the lease of an action this server holds while it still runs; false once it does not (cancelled). */
export async function renewActionLease(db: Db, id: string, seconds: number): Promise<boolean> {
  const renewed = await db
    .update(segmentActions)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(segmentActions.id, id), eq(segmentActions.state, 'running')))
    .returning({ id: segmentActions.id });
  return renewed.length > 0;
}

export async function releaseActionLease(db: Db, id: string) {
  await db.update(segmentActions).set({ leaseUntil: null }).where(eq(segmentActions.id, id));
}

/** The next devices of the snapshot with no result yet, in id order. */
export async function pendingDevices(db: Db, action: { id: string; snapshotId: string }, limit: number) {
  const rows = await db
    .select({ deviceId: segmentSnapshotDevices.deviceId })
    .from(segmentSnapshotDevices)
    .where(
      and(
        eq(segmentSnapshotDevices.snapshotId, action.snapshotId),
        sql`NOT EXISTS (SELECT 1 FROM ${segmentActionResults} r
          WHERE r.action_id = ${action.id} AND r.device_id = ${segmentSnapshotDevices.deviceId})`,
      ),
    )
    .orderBy(segmentSnapshotDevices.deviceId)
    .limit(limit);
  return rows.map((r) => r.deviceId);
}

/**
 * Writes one device's outcome and counts it, in the caller's transaction (the one that acted on
 * the device): false when the device already had one, and then the caller rolls back.
 */
export async function recordResult(
  tx: Tx,
  actionId: string,
  deviceId: string,
  outcome: BulkOutcome,
  reason: string | null,
): Promise<boolean> {
  const written = await tx
    .insert(segmentActionResults)
    .values({ actionId, deviceId, outcome, reason })
    .onConflictDoNothing()
    .returning({ deviceId: segmentActionResults.deviceId });
  if (written.length === 0) return false;
  const column = {
    done: segmentActions.done,
    skipped: segmentActions.skipped,
    failed: segmentActions.failed,
  }[outcome];
  await tx
    .update(segmentActions)
    .set({ [outcome]: sql`${column} + 1` })
    .where(eq(segmentActions.id, actionId));
  return true;
}

/** Ends a running action once every device has an outcome. */
/** Completes a running action whose every device has its result; answers it when it did. */
export async function completeIfDone(db: Db, id: string): Promise<BulkActionRow | undefined> {
  const [ended] = await db
    .update(segmentActions)
    .set({ state: 'completed', finishedAt: new Date(), leaseUntil: null })
    .where(
      and(
        eq(segmentActions.id, id),
        eq(segmentActions.state, 'running'),
        sql`${segmentActions.done} + ${segmentActions.skipped} + ${segmentActions.failed} >= ${segmentActions.total}`,
      ),
    )
    .returning();
  return ended;
}

/**
 * An action's results after `after`, in device order: those of devices in the reader's scope, as a
 * snapshot is read back (an action asked by someone of a wider scope never shows the reader its
 * other devices).
 */
export async function resultPage(
  db: Db,
  caller: ScopedCaller,
  id: string,
  q: { outcome?: BulkOutcome; after?: string; size: number },
) {
  const rows = await db
    .select({ result: segmentActionResults })
    .from(segmentActionResults)
    .innerJoin(devices, eq(devices.deviceId, segmentActionResults.deviceId))
    .where(
      and(
        eq(segmentActionResults.actionId, id),
        q.outcome ? eq(segmentActionResults.outcome, q.outcome) : undefined,
        q.after ? gt(segmentActionResults.deviceId, q.after) : undefined,
        deviceScope(caller),
      ),
    )
    .orderBy(segmentActionResults.deviceId)
    .limit(q.size);
  return rows.map((r) => r.result);
}

export type NewAction = {
  id: string;
  tenantId: string;
  kind: BulkActionKind;
  snapshotId: string;
  segmentId: string | null;
  total: number;
  needsApproval: boolean;
  createdBy: string;
  createdByName: string;
  scope: DataScope;
  ip: string;
};
