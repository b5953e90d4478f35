import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ScopedCaller } from '../../../platform/auth/scope';
import type { Db } from '../../../platform/db/client';
import { hashedOrder } from '../../../platform/db/hashed-order';
import { textList } from '../../../platform/db/list-param';
import { rowsOf } from '../../../platform/db/rows';
import { devices, rolloutDevices } from '../../../platform/db/schema';
import { orderedUuidPrefix } from '../../telemetry';
import { upgradable } from '../rollouts.queries';

/** What a rollout sends to: a model's devices older than the version, narrowed as the creator chose. */
export interface RolloutTarget {
  caller: ScopedCaller;
  modelNumber: string;
  firmwareVersion: string;
  fromVersion: string | null;
  countries: readonly string[];
  serials: readonly string[];
  /** Only the devices of this segment snapshot (issue 32). */
  segmentSnapshotId: string | null;
}

/** The target as SQL over `devices`: in the creator's scope, upgradable, and within each list given. */
export function targetCondition(t: RolloutTarget): SQL {
  return and(
    upgradable(t.caller, t.modelNumber, t.firmwareVersion),
    t.fromVersion ? eq(devices.firmwareVersion, t.fromVersion) : undefined,
    t.countries.length > 0 ? sql`${devices.country} = any(${textList([...t.countries])})` : undefined,
    t.serials.length > 0 ? sql`${devices.serialNumber} = any(${textList([...t.serials])})` : undefined,
    // segment_snapshot_devices is the segments area's: a snapshot's device ids, read in the same statement.
    t.segmentSnapshotId
      ? sql`${devices.deviceId} IN (SELECT s.device_id FROM segment_snapshot_devices s
          WHERE s.snapshot_id = ${t.segmentSnapshotId})`
      : undefined,
  ) as SQL;
}

export async function countTarget(db: Db, t: RolloutTarget): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(devices)
    .where(targetCondition(t));
  return row?.count ?? 0;
}

/** The model's devices in the creator's scope, whatever their version (the approval rule's 10 %). */
export async function countModelDevices(db: Db, caller: ScopedCaller, modelNumber: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(devices)
    .where(upgradable(caller, modelNumber, '999999.0'));
  return row?.count ?? 0;
}

/**
 * Gives phase `phaseIndex` up to `limit` target devices no earlier phase took, in an order
 * hashed from the rollout id: each phase is a random sample of the target (the health gate
 * compares it with the devices still waiting), and a step repeated after a crash picks the same.
 * Each device gets the id of its first command now (increasing with its device id, the order the
 * sender walks them): sending is then storing that command, and the command's key is what keeps
 * a device from being sent to twice (its rollout row is not written again per send).
 */
export async function assignPhaseDevices(
  tx: Db,
  rolloutId: string,
  phaseIndex: number,
  t: RolloutTarget,
  limit: number,
  /** Only devices that joined the fleet after this moment (an open rollout's newcomers). */
  joinedAfter?: Date,
): Promise<number> {
  if (limit <= 0) return 0;
  const newcomer = joinedAfter
    ? sql`AND (${devices.createdAt} > ${joinedAfter.toISOString()}::timestamptz
        OR ${devices.onboardedAt} > ${Math.floor(joinedAfter.getTime() / 1000)})`
    : sql``;
  const result = await tx.execute(sql`
    WITH picked AS (
      SELECT ${devices.deviceId} AS device_id, ${devices.firmwareVersion} AS from_version FROM ${devices}
      WHERE ${targetCondition(t)} ${newcomer}
        AND NOT EXISTS (SELECT 1 FROM ${rolloutDevices} AS earlier
          WHERE earlier.rollout_id = ${rolloutId} AND earlier.device_id = ${devices.deviceId})
      ORDER BY ${hashedOrder(rolloutId, sql`${devices.deviceId}`)}
      LIMIT ${limit}),
    taken AS (
      INSERT INTO ${rolloutDevices} (rollout_id, device_id, phase_index, from_version, command_id, attempts)
      SELECT ${rolloutId}, device_id, ${phaseIndex}::int, from_version,
        ${orderedUuidPrefix()} || lpad(to_hex(row_number() OVER (ORDER BY device_id)), 8, '0'), 1
      FROM picked
      ON CONFLICT DO NOTHING
      RETURNING 1)
    SELECT count(*)::int AS n FROM taken`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
