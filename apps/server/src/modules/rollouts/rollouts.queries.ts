import type { RolloutState } from '@console/contracts/rollouts';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type ScopedCaller, scopeCondition } from '../../platform/auth/scope';
import type { Db, Tx } from '../../platform/db/client';
import { devices, fotaBatches, rolloutPhases, rollouts } from '../../platform/db/schema';

const versionPart = (column: SQL | typeof devices.firmwareVersion, part: 1 | 2) =>
  part === 1
    ? sql`coalesce(substring(${column} from '^(\\d+)'), '0')::int`
    : sql`coalesce(substring(${column} from '^\\d+\\.(\\d+)'), '0')::int`;

/**
 * Devices of a model, in the caller's scope, running a version older than `version` (compared as
 * numbers: 1.9 is older than 1.10). Uses the (tenant_id, model_number) index. Names the devices
 * table (the devices area's): a rollout counts and picks up to 100,000 devices in one statement.
 */
export function upgradable(caller: ScopedCaller, modelNumber: string, version: string): SQL {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return and(
    scopeCondition(caller, {
      tenantId: devices.tenantId,
      country: devices.country,
      category: devices.category,
      brand: devices.brand,
    }),
    eq(devices.modelNumber, modelNumber),
    sql`(${versionPart(devices.firmwareVersion, 1)}, ${versionPart(devices.firmwareVersion, 2)}) < (${major}::int, ${minor}::int)`,
  ) as SQL;
}

export async function countUpgradable(db: Db, caller: ScopedCaller, modelNumber: string, version: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(devices)
    .where(upgradable(caller, modelNumber, version));
  return row?.count ?? 0;
}

/** The first `limit` upgradable devices by device id: the same call picks the same devices. */
export async function pickUpgradable(
  db: Db,
  caller: ScopedCaller,
  modelNumber: string,
  version: string,
  limit: number,
) {
  if (limit <= 0) return [];
  return db
    .select({ deviceId: devices.deviceId })
    .from(devices)
    .where(upgradable(caller, modelNumber, version))
    .orderBy(asc(devices.deviceId))
    .limit(limit);
}

export type NewBatch = typeof fotaBatches.$inferInsert;
export type BatchRow = typeof fotaBatches.$inferSelect;

export async function insertBatch(db: Db, row: NewBatch) {
  await db.insert(fotaBatches).values(row);
}

export interface BatchFilter {
  category?: string;
  brand?: string;
  modelNumber?: string;
  page: number;
  size: number;
}

/** A batch of the list, with the rollout it is a phase of (null for a one-step trigger). */
export type BatchPageRow = BatchRow & {
  rollout: { rolloutId: string; name: string; state: RolloutState } | null;
  /** The phase whose batch it is (0 = first); null for a rollback batch or none. */
  phaseIndex: number | null;
};

/**
 * Batches of a tenant within the caller's categories and brands, newest first, one page. Category
 * and brand are stored upper-case (migration 0031), so they are compared as stored and the
 * fota_batches_tenant_model index serves. A rollout's batch brings the rollout's name and state
 * (its primary key) and its phase (rollout_phases' primary key leads with the rollout id) in the
 * same statement: no lookup per row.
 */
export async function findBatchPage(db: Db, caller: ScopedCaller, f: BatchFilter): Promise<BatchPageRow[]> {
  return db
    .select({
      ...getTableColumns(fotaBatches),
      rollout: { rolloutId: rollouts.rolloutId, name: rollouts.name, state: rollouts.state },
      phaseIndex: rolloutPhases.phaseIndex,
    })
    .from(fotaBatches)
    .leftJoin(
      rollouts,
      and(eq(rollouts.rolloutId, fotaBatches.rolloutId), eq(rollouts.tenantId, fotaBatches.tenantId)),
    )
    .leftJoin(
      rolloutPhases,
      and(eq(rolloutPhases.rolloutId, fotaBatches.rolloutId), eq(rolloutPhases.batchId, fotaBatches.batchId)),
    )
    .where(
      and(
        scopeCondition(caller, {
          tenantId: fotaBatches.tenantId,
          category: fotaBatches.category,
          brand: fotaBatches.brand,
        }),
        f.category ? eq(fotaBatches.category, f.category.trim().toUpperCase()) : undefined,
        f.brand ? eq(fotaBatches.brand, f.brand.trim().toUpperCase()) : undefined,
        f.modelNumber ? eq(fotaBatches.modelNumber, f.modelNumber) : undefined,
      ),
    )
    .orderBy(desc(fotaBatches.createdAt), desc(fotaBatches.batchId))
    .limit(f.size)
    .offset(f.page * f.size);
}

export async function findBatch(db: Db, tenantId: string, batchId: string) {
  const [row] = await db
    .select()
    .from(fotaBatches)
    .where(and(eq(fotaBatches.tenantId, tenantId), eq(fotaBatches.batchId, batchId)));
  return row;
}

/** Removes a batch (its commands are the telemetry area's: deleteBatchCommands, same transaction). */
export async function deleteBatchRow(tx: Tx, tenantId: string, batchId: string) {
  await tx
    .delete(fotaBatches)
    .where(and(eq(fotaBatches.tenantId, tenantId), eq(fotaBatches.batchId, batchId)));
}
