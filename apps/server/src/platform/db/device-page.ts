import { and, desc, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

/*
 * One device's rows, newest first: the read behind every per-device log, history and DAC page.
 * Each such table has an index on (device, tenant_id, time, id) (schema/logs.ts); the rows of one
 * device of one tenant, ordered by time DESC, id DESC, are a backward walk of it that stops after
 * the page: no sort. A condition on the time (a date range, a keyset bound) stays in the index.
 */

export interface DeviceKey {
  tenantId: string;
  deviceId: string;
}
export interface Page {
  index: number;
  size: number;
}

/**
 * The columns of a per-device index, in its order. A log table with `deviceId`, `tenantId`, `ts`
 * and `id` is its own; another names them (`{ ts: t.downloadDate, … }`, the DAC log's MAC as
 * `deviceId`).
 */
export interface DeviceIndex {
  deviceId: PgColumn;
  tenantId: PgColumn;
  ts: PgColumn;
  id: PgColumn;
}

/** A key as values, or as placeholders for a prepared statement. */
export interface DeviceKeyParams {
  tenantId: string | Placeholder;
  deviceId: string | Placeholder;
}
/** LIMIT and (when given) OFFSET as values or placeholders: a keyset walk or a prepared page. */
export interface RowWindow {
  size: number | Placeholder;
  offset?: number | Placeholder;
}

/** Rows of one device of one tenant (the index's leading columns), and `also` (e.g. a date range). */
export const byDevice = (
  t: Pick<DeviceIndex, 'deviceId' | 'tenantId'>,
  key: DeviceKeyParams,
  ...also: (SQL | undefined)[]
) => and(eq(t.deviceId, key.deviceId), eq(t.tenantId, key.tenantId), ...also);

/**
 * `query` (`db.select(…).from(table).$dynamic()`) narrowed to one device's page, newest first:
 * WHERE device and tenant (and `also`), ORDER BY ts DESC, id DESC, LIMIT size OFFSET index * size.
 */
export function newestFirstPage<Q extends PgSelect>(
  query: Q,
  t: DeviceIndex,
  key: DeviceKeyParams,
  page: Page | RowWindow,
  ...also: (SQL | undefined)[]
): Q {
  const window: RowWindow = 'index' in page ? { size: page.size, offset: page.index * page.size } : page;
  const newest = query
    .where(byDevice(t, key, ...also))
    .orderBy(desc(t.ts), desc(t.id))
    .limit(window.size);
  return window.offset === undefined ? newest : newest.offset(window.offset);
}
