import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { deviceDiagnosticLogs, deviceStatusLogs, devices } from '../../platform/db/schema';

/*
 * Writes for device telemetry, a batch at a time, each batch in one transaction. The tenant of
 * every log row is read from the device row; messages of unknown devices are left out.
 */

export interface ReportItem {
  deviceId: string;
  ts: number;
  payload: Record<string, unknown>;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The batch's known devices, locked in device id order: concurrent batches (several server
 * instances) then wait for each other instead of deadlocking.
 */
export async function lockDevices(tx: Tx, deviceIds: string[]) {
  const rows = await tx
    .select({ deviceId: devices.deviceId, tenantId: devices.tenantId, statusTs: devices.statusTs })
    .from(devices)
    .where(inArray(devices.deviceId, [...new Set(deviceIds)]))
    .orderBy(devices.deviceId)
    .for('update');
  return new Map(rows.map((r) => [r.deviceId, r]));
}

function logRows(items: ReportItem[], known: Map<string, { tenantId: string }>) {
  return items.flatMap((i) => {
    const tenantId = known.get(i.deviceId)?.tenantId;
    return tenantId ? [{ tenantId, deviceId: i.deviceId, ts: i.ts, payload: i.payload }] : [];
  });
}

/**
 * Status reports: a log row each, and their fields merged, oldest first, into `last_status`
 * (devices may send only what changed). A report older than the stored state is logged but not
 * merged, so a late message never rolls the state back. A reported `fw` becomes the device's
 * firmware version. Returns the device ids that were known.
 */
export async function writeStatusBatch(db: Db, items: ReportItem[]): Promise<Set<string>> {
  return db.transaction(async (tx) => {
    const known = await lockDevices(
      tx,
      items.map((i) => i.deviceId),
    );
    const rows = logRows(items, known);
    if (rows.length === 0) return new Set();
    await tx.insert(deviceStatusLogs).values(rows);

    const merged = new Map<string, ReportItem>();
    for (const item of [...rows].sort((a, b) => a.ts - b.ts)) {
      const storedTs = known.get(item.deviceId)?.statusTs;
      if (storedTs != null && item.ts < storedTs) continue;
      const previous = merged.get(item.deviceId)?.payload;
      merged.set(item.deviceId, { ...item, payload: { ...previous, ...item.payload } });
    }
    const values = [...merged.values()].map((r) => {
      const fw = typeof r.payload.fw === 'string' ? r.payload.fw : null;
      return sql`(${r.deviceId}::text, ${r.ts}::bigint, ${JSON.stringify(r.payload)}::jsonb, ${fw}::text)`;
    });
    if (values.length > 0) {
      await tx.execute(sql`
        UPDATE devices AS d
        SET last_status = COALESCE(d.last_status, '{}'::jsonb) || v.payload,
            status_ts = v.ts,
            firmware_version = COALESCE(v.fw, d.firmware_version)
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(device_id, ts, payload, fw)
        WHERE d.device_id = v.device_id`);
    }
    return new Set(known.keys());
  });
}

/** Diagnostics reports: one log row each. Returns the device ids that were known. */
export async function writeDiagnosticsBatch(db: Db, items: ReportItem[]): Promise<Set<string>> {
  return db.transaction(async (tx) => {
    const known = await tx
      .select({ deviceId: devices.deviceId, tenantId: devices.tenantId })
      .from(devices)
      .where(inArray(devices.deviceId, [...new Set(items.map((i) => i.deviceId))]));
    const byId = new Map(known.map((r) => [r.deviceId, r]));
    const rows = logRows(items, byId);
    if (rows.length > 0) await tx.insert(deviceDiagnosticLogs).values(rows);
    return new Set(byId.keys());
  });
}
