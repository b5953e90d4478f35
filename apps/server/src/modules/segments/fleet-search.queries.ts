import {
  BREAKDOWN_TOP,
  type Breakdown,
  type FleetCounts,
  type FleetDevice,
} from '@console/contracts/segments';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { devices, segmentSnapshotDevices } from '../../platform/db/schema';

/*
 * Fleet search over `devices` (another area's table, read here in one statement for speed): the
 * count and the three breakdowns come from one pass (GROUPING SETS), the rows page by device id
 * (the primary key), so page N costs what page 1 does.
 */

type Dimension = 'model' | 'firmware' | 'country';
interface GroupRow {
  dimension: Dimension | null;
  value: string | null;
  n: number;
}

/** The count and, per model, firmware version and country, the top values and the rest. */
export async function fleetCounts(db: Db, where: SQL): Promise<FleetCounts> {
  const d = devices;
  const rows = rowsOf<GroupRow>(
    await db.execute(sql`
      SELECT CASE WHEN GROUPING(${d.modelNumber}) = 0 THEN 'model'
                  WHEN GROUPING(${d.firmwareVersion}) = 0 THEN 'firmware'
                  WHEN GROUPING(${d.country}) = 0 THEN 'country' END AS dimension,
             COALESCE(${d.modelNumber}, ${d.firmwareVersion}, ${d.country}) AS value,
             count(*)::int AS n
      FROM ${d} WHERE ${where}
      GROUP BY GROUPING SETS ((${d.modelNumber}), (${d.firmwareVersion}), (${d.country}), ())`),
  );
  const count = rows.find((r) => r.dimension === null)?.n ?? 0;
  const breakdown = (dimension: Dimension): Breakdown => {
    const all = rows
      .filter((r) => r.dimension === dimension)
      .map((r) => ({ value: r.value ?? '', count: r.n }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    const top = all.slice(0, BREAKDOWN_TOP);
    return { top, other: count - top.reduce((sum, r) => sum + r.count, 0) };
  };
  return {
    count,
    models: breakdown('model'),
    firmwareVersions: breakdown('firmware'),
    countries: breakdown('country'),
  };
}

interface DeviceRow {
  device_id: string;
  serial_number: string;
  model_number: string;
  category: string;
  brand: string;
  country: string;
  firmware_version: string;
  online: boolean;
  connected_time: string | number | null;
  onboarded_at: string | number | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

const deviceOf = (r: DeviceRow): FleetDevice => ({
  deviceId: r.device_id,
  serialNumber: r.serial_number,
  modelNumber: r.model_number,
  category: r.category,
  brand: r.brand,
  country: r.country,
  firmwareVersion: r.firmware_version,
  online: r.online,
  lastSeen: num(r.connected_time),
  onboardedAt: num(r.onboarded_at),
});

/** Up to `size` matching devices after the device id `after`, in device id order. */
export async function fleetPage(
  db: Db,
  where: SQL,
  after: string | undefined,
  size: number,
): Promise<FleetDevice[]> {
  const d = devices;
  const rows = rowsOf<DeviceRow>(
    await db.execute(sql`
      SELECT ${d.deviceId}, ${d.serialNumber}, ${d.modelNumber}, ${d.category}, ${d.brand}, ${d.country},
             ${d.firmwareVersion}, ${d.online}, ${d.connectedTime}, ${d.onboardedAt}
      FROM ${d} WHERE ${where} ${after === undefined ? sql`` : sql`AND ${d.deviceId} > ${after}`}
      ORDER BY ${d.deviceId} LIMIT ${size}`),
  );
  return rows.map(deviceOf);
}

/** Rows a CSV export reads at a time: memory stays flat whatever the segment's size. */
const EXPORT_CHUNK = 2000;

/** Every matching device, a chunk at a time, in device id order. */
export async function* fleetChunks(db: Db, where: SQL): AsyncGenerator<FleetDevice[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await fleetPage(db, where, after, EXPORT_CHUNK);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_CHUNK) return;
    after = rows.at(-1)!.deviceId;
  }
}

/** Writes the matching devices' ids into a snapshot in one statement; answers how many. */
export async function snapshotDevices(
  db: Pick<Db, 'execute'>,
  snapshotId: string,
  where: SQL,
): Promise<number> {
  const result = await db.execute(sql`
    WITH taken AS (
      INSERT INTO ${segmentSnapshotDevices} (snapshot_id, device_id)
      SELECT ${snapshotId}, ${devices.deviceId} FROM ${devices} WHERE ${where}
      RETURNING 1)
    SELECT count(*)::int AS n FROM taken`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
