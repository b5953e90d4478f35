import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { jsonParam } from '../../platform/db/json-param';
import { rowsOf } from '../../platform/db/rows';
import { deviceDiagnosticLogs, deviceStatusLogs, devices } from '../../platform/db/schema';

/*
 * Writes for device telemetry, a batch at a time, each batch in one transaction. The tenant of
 * every log row is read from the device row; messages of unknown devices are left out. The ingest
 * is the one writer of another area's table: it keeps the devices row's reported state (online,
 * connected time, last status, firmware version) in the same transaction as the logs it writes.
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
  const rows = rowsOf<{ deviceId: string; tenantId: string; statusTs: number | null }>(
    await tx.execute(sql`
      SELECT device_id AS "deviceId", tenant_id AS "tenantId", status_ts::float8 AS "statusTs"
        FROM ${devices}
       WHERE device_id IN (SELECT jsonb_array_elements_text(${jsonParam([...new Set(deviceIds)])}))
       ORDER BY device_id
         FOR UPDATE`),
  );
  return new Map(rows.map((r) => [r.deviceId, r]));
}

function logRows(items: ReportItem[], known: Map<string, { tenantId: string }>) {
  return items.flatMap((i) => {
    const tenantId = known.get(i.deviceId)?.tenantId;
    return tenantId ? [{ tenant_id: tenantId, device_id: i.deviceId, ts: i.ts, payload: i.payload }] : [];
  });
}

/** Log rows in the batch's order (ids follow it), the batch as one JSON parameter. */
const insertLogs = (tx: Tx, table: typeof deviceStatusLogs | typeof deviceDiagnosticLogs, rows: unknown[]) =>
  tx.execute(sql`
    INSERT INTO ${table} (tenant_id, device_id, ts, payload)
    SELECT r.tenant_id, r.device_id, r.ts, r.payload
      FROM jsonb_to_recordset(${jsonParam(rows)}) AS r(tenant_id text, device_id text, ts bigint, payload jsonb)`);

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
    await insertLogs(tx, deviceStatusLogs, rows);

    const merged = new Map<string, { deviceId: string; ts: number; payload: Record<string, unknown> }>();
    for (const item of [...rows].sort((a, b) => a.ts - b.ts)) {
      const storedTs = known.get(item.device_id)?.statusTs;
      if (storedTs != null && item.ts < storedTs) continue;
      const previous = merged.get(item.device_id)?.payload;
      merged.set(item.device_id, {
        deviceId: item.device_id,
        ts: item.ts,
        payload: { ...previous, ...item.payload },
      });
    }
    const updates = [...merged.values()].map((r) => ({
      device_id: r.deviceId,
      ts: r.ts,
      payload: r.payload,
      fw: typeof r.payload.fw === 'string' ? r.payload.fw : null,
    }));
    if (updates.length > 0) {
      await tx.execute(sql`
        UPDATE devices AS d
        SET last_status = COALESCE(d.last_status, '{}'::jsonb) || v.payload,
            status_ts = v.ts,
            firmware_version = COALESCE(v.fw, d.firmware_version)
        FROM jsonb_to_recordset(${jsonParam(updates)}) AS v(device_id text, ts bigint, payload jsonb, fw text)
        WHERE d.device_id = v.device_id`);
    }
    return new Set(known.keys());
  });
}

/** Diagnostics reports: one log row each. Returns the device ids that were known. */
export async function writeDiagnosticsBatch(db: Db, items: ReportItem[]): Promise<Set<string>> {
  return db.transaction(async (tx) => {
    const known = rowsOf<{ deviceId: string; tenantId: string }>(
      await tx.execute(sql`
        SELECT device_id AS "deviceId", tenant_id AS "tenantId" FROM ${devices}
         WHERE device_id IN (SELECT jsonb_array_elements_text(${jsonParam([...new Set(items.map((i) => i.deviceId))])}))`),
    );
    const byId = new Map(known.map((r) => [r.deviceId, r]));
    const rows = logRows(items, byId);
    if (rows.length > 0) await insertLogs(tx, deviceDiagnosticLogs, rows);
    return new Set(byId.keys());
  });
}
