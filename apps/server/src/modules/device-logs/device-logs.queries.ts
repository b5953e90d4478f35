import { and, between, count, eq, exists, gte, lte, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopePlaceholders, scopeValues } from '../../platform/auth/scope';
import { type Db, preparedPerDb } from '../../platform/db/client';
import { byDevice, type DeviceKey, newestFirstPage, type Page } from '../../platform/db/device-page';
import { keysetBatches, STREAM_BATCH_ROWS } from '../../platform/db/keyset';
import {
  dacLogs,
  deviceActivityLogs,
  deviceConnectionLogs,
  deviceDiagnosticLogs,
  deviceStatusLogs,
  devices,
} from '../../platform/db/schema';
import type { DateRange } from './date-range';
import type { LogKind } from './log-fields';

/*
 * Log reads, newest first (ts DESC, id DESC), each bounded by device (or MAC) and tenant, so every
 * one is a backward walk of a (device_id, tenant_id, ts, id) index (schema/logs.ts) that stops
 * after its rows: no sort (`newestFirstPage`, platform/db/device-page.ts). Pages are `LIMIT size
 * OFFSET index * size` inside the date range: fine for 100-row pages over at most 89 days of
 * reports. The log tables are the telemetry area's (it writes them as devices report): named here
 * because each page is one statement over them.
 */

const tables = { status: deviceStatusLogs, diagnostic: deviceDiagnosticLogs } as const;
const ph = sql.placeholder;

/** The device (the devices area's table) by id inside the caller's tenant, countries, categories and brands. */
const deviceInScope = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(devices)
    .where(
      and(
        eq(devices.deviceId, ph('deviceId')),
        scopePlaceholders({
          tenantId: devices.tenantId,
          country: devices.country,
          category: devices.category,
          brand: devices.brand,
        }),
      ),
    );

const reportPages = preparedPerDb((db) => {
  const page = (kind: LogKind, scoped: boolean) => {
    const t = tables[kind];
    // The payload as its JSON text, parsed only as the page is written (log-fields.ts): rows
    // parsed as they arrive stay alive across the rest of the result's reads, and the young
    // generation's collections copied them (decision 0024, session 15).
    return newestFirstPage(
      db
        .select({ ts: t.ts, payloadJson: sql<string>`${t.payload}::text` })
        .from(t)
        .$dynamic(),
      t,
      { deviceId: ph('deviceId'), tenantId: ph('tenantId') },
      { size: ph('size'), offset: ph('offset') },
      between(t.ts, ph('fromTs'), ph('toTs')),
      scoped ? exists(deviceInScope(db)) : undefined,
    ).prepare(`device_${kind}_log_page${scoped ? '_in_scope' : ''}`);
  };
  return {
    status: page('status', false),
    diagnostic: page('diagnostic', false),
    statusInScope: page('status', true),
    diagnosticInScope: page('diagnostic', true),
  };
});

/** One page of status or diagnostic reports within the date range. */
export function findReportPage(db: Db, kind: LogKind, key: DeviceKey, range: DateRange, page: Page) {
  return reportPages(db)[kind].execute({ ...key, ...range, size: page.size, offset: page.index * page.size });
}

/**
 * The same page in one round trip with the caller's scope check on the device (by the id exactly
 * as given). Empty when there are no rows or no such device in scope: the caller tells them apart.
 */
export function findReportPageInScope(
  db: Db,
  kind: LogKind,
  auth: RequestAuth,
  deviceId: string,
  range: DateRange,
  page: Page,
) {
  return reportPages(db)[`${kind}InScope`].execute({
    deviceId,
    tenantId: auth.tenantId,
    ...scopeValues(auth),
    ...range,
    size: page.size,
    offset: page.index * page.size,
  });
}

/**
 * Every report in the range, newest first, a batch at a time (keyset on ts then id): a download
 * never holds more than one batch in memory, and each batch is an index range scan.
 */
export function streamReports(
  db: Db,
  kind: LogKind,
  key: DeviceKey,
  range: DateRange,
  batch = STREAM_BATCH_ROWS,
) {
  const t = tables[kind];
  const page = (last: { ts: number; id: number } | undefined) =>
    newestFirstPage(
      db.select({ id: t.id, ts: t.ts, payload: t.payload }).from(t).$dynamic(),
      t,
      key,
      { size: batch },
      between(t.ts, range.fromTs, range.toTs),
      // A row comparison: the index's (ts, id) bound, so each batch starts where the last stopped.
      last ? sql`(${t.ts}, ${t.id}) < (${last.ts}, ${last.id})` : undefined,
    );
  return keysetBatches(page, batch);
}

export function findConnectionPage(db: Db, key: DeviceKey, page: Page) {
  const t = deviceConnectionLogs;
  return newestFirstPage(db.select({ online: t.online, ts: t.ts }).from(t).$dynamic(), t, key, page);
}

export function findActivityPage(db: Db, key: DeviceKey, page: Page) {
  const t = deviceActivityLogs;
  const query = db.select({ activity: t.activity, status: t.status, ts: t.ts }).from(t).$dynamic();
  return newestFirstPage(query, t, key, page);
}

/** DAC events of one MAC (stored upper-case) in the caller's tenant, with the range's total. */
export async function findDacPage(
  db: Db,
  tenantId: string,
  mac: string,
  range: Partial<DateRange>,
  page: Page,
) {
  const t = dacLogs;
  // The DAC log names the device by its MAC: its index leads with it (dac_logs_mac_page).
  const index = { deviceId: t.macAddress, tenantId: t.tenantId, ts: t.ts, id: t.id };
  const key = { deviceId: mac.toUpperCase(), tenantId };
  const inRange = [
    range.fromTs === undefined ? undefined : gte(t.ts, range.fromTs),
    range.toTs === undefined ? undefined : lte(t.ts, range.toTs),
  ];
  // One after the other: a request holds one pooled connection, never two.
  const query = db.select({ timestamp: t.ts, event: t.event }).from(t).$dynamic();
  const logs = await newestFirstPage(query, index, key, page, ...inRange);
  const totals = await db
    .select({ n: count() })
    .from(t)
    .where(byDevice(index, key, ...inRange));
  return { count: totals[0]?.n ?? 0, logs };
}
