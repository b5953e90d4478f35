import { DEFAULT_ERROR_WINDOW_HOURS, type FleetFilter } from '@console/contracts/segments';
import { type SQL, sql } from 'drizzle-orm';
import { type ScopedCaller, scopeCondition } from '../../platform/auth/scope';
import { textList } from '../../platform/db/list-param';
import { devices, segmentSnapshotDevices } from '../../platform/db/schema';

/*
 * A fleet filter as one condition on `devices`, always inside the caller's tenant and data scope.
 * It reads other areas' tables in the same statement (device commands, logs, homes' members and
 * their app installs, dealer products), each through an index on the device: a filter is one
 * question about the fleet, counted and paged by one statement.
 */

const upper = (values: readonly string[]) => values.map((v) => v.toUpperCase());
const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());
const has = (values: readonly string[] | undefined): values is readonly string[] =>
  values !== undefined && values.length > 0;

/** `column = any(list)` when the list names anything. */
const anyOf = (column: SQL | typeof devices.category, values: readonly string[] | undefined) =>
  has(values) ? sql`${column} = any(${textList(values)})` : undefined;

/** The latest login to the app of any member of the device's home (null: no home, or no app). */
const ownerLastLogin = sql`(SELECT max(i.last_login) FROM home_members hm
  JOIN app_installs i ON i.user_id = hm.user_id WHERE hm.home_id = ${devices.homeId})`;

/** The caller's tenant and data scope over `devices`. */
export const deviceScope = (caller: ScopedCaller) =>
  scopeCondition(caller, {
    tenantId: devices.tenantId,
    country: devices.country,
    category: devices.category,
    brand: devices.brand,
  });

/** Each part of the filter as a condition; AND between them. `nowSec` fixes "within N hours". */
export function fleetCondition(caller: ScopedCaller, f: FleetFilter, nowSec: number): SQL {
  const d = devices;
  const parts: (SQL | undefined)[] = [
    scopeCondition(caller, {
      tenantId: d.tenantId,
      country: d.country,
      category: d.category,
      brand: d.brand,
    }),
    has(f.categories) ? sql`${d.category} = any(${textList(upper(f.categories))})` : undefined,
    has(f.brands) ? sql`${d.brand} = any(${textList(upper(f.brands))})` : undefined,
    anyOf(sql`${d.modelNumber}`, f.modelNumbers),
    anyOf(sql`${d.firmwareVersion}`, f.firmwareVersions),
    has(f.countries) ? sql`${d.country} = any(${textList(lower(f.countries))})` : undefined,
    f.online === undefined ? undefined : sql`${d.online} = ${f.online}`,
    // Last seen: now when online, else when it went offline (connected_time keeps the last change).
    f.lastSeenBefore === undefined
      ? undefined
      : sql`(NOT ${d.online} AND COALESCE(${d.connectedTime}, 0) < ${f.lastSeenBefore})`,
    f.lastSeenAfter === undefined
      ? undefined
      : sql`(${d.online} OR ${d.connectedTime} >= ${f.lastSeenAfter})`,
    f.onboardedFrom === undefined ? undefined : sql`${d.onboardedAt} >= ${f.onboardedFrom}`,
    f.onboardedTo === undefined ? undefined : sql`${d.onboardedAt} <= ${f.onboardedTo}`,
    onboardState(f),
    f.ownerLoginBefore === undefined
      ? undefined
      : sql`${ownerLastLogin} < to_timestamp(${f.ownerLoginBefore})`,
    f.ownerLoginAfter === undefined
      ? undefined
      : sql`${ownerLastLogin} >= to_timestamp(${f.ownerLoginAfter})`,
    latestFota(f),
    errorCodes(f, nowSec),
    has(f.dealerIds)
      ? sql`EXISTS (SELECT 1 FROM dealer_products p WHERE p.tenant_id = ${d.tenantId}
          AND p.product_serial_number = ${d.productSerialNumber} AND p.dealer_id = any(${textList(f.dealerIds)}))`
      : undefined,
  ];
  return sql.join(
    parts.filter((p): p is SQL => p !== undefined),
    sql` AND `,
  );
}

function onboardState(f: FleetFilter): SQL | undefined {
  const d = devices;
  switch (f.onboardState) {
    case 'onboarded':
      return sql`${d.onboardedAt} IS NOT NULL`;
    case 'notOnboarded':
      return sql`${d.onboardedAt} IS NULL`;
    case 'neverOnboarded':
      return sql`(${d.onboardedAt} IS NULL AND NOT EXISTS (SELECT 1 FROM device_onboard_history h
        WHERE h.device_id = ${d.deviceId} AND h.tenant_id = ${d.tenantId}))`;
    default:
      return undefined;
  }
}

/** The device's latest FOTA command (device_commands_device, newest first) in one of the states and reasons. */
function latestFota(f: FleetFilter): SQL | undefined {
  if (!has(f.fotaStates) && !has(f.fotaReasons)) return undefined;
  const conditions = [anyOf(sql`l.status`, f.fotaStates), anyOf(sql`l.reason`, f.fotaReasons)].filter(
    (c): c is SQL => c !== undefined,
  );
  return sql`EXISTS (SELECT 1 FROM (SELECT c.status, c.reason FROM device_commands c
      WHERE c.device_id = ${devices.deviceId} AND c.type = 'fota'
      ORDER BY c.created_at DESC, c.command_id DESC LIMIT 1) l
    WHERE ${sql.join(conditions, sql` AND `)})`;
}

/** A code among a status report's `errors` or a diagnostics report's `flt` within the window. */
function errorCodes(f: FleetFilter, nowSec: number): SQL | undefined {
  if (!has(f.errorCodes)) return undefined;
  const since = nowSec - (f.errorWithinHours ?? DEFAULT_ERROR_WINDOW_HOURS) * 3600;
  const codes = textList(f.errorCodes);
  const seen = (table: string, key: string) => sql`EXISTS (SELECT 1 FROM ${sql.raw(table)} l
    WHERE l.device_id = ${devices.deviceId} AND l.tenant_id = ${devices.tenantId} AND l.ts >= ${since}
      AND jsonb_typeof(l.payload -> ${key}::text) = 'array'
      AND jsonb_exists_any(l.payload -> ${key}::text, ${codes}))`;
  return sql`(${seen('device_status_logs', 'errors')} OR ${seen('device_diagnostic_logs', 'flt')})`;
}

/** The devices of a snapshot that are still in the fleet, within the caller's scope. */
export function snapshotCondition(caller: ScopedCaller, snapshotId: string): SQL {
  return sql`${deviceScope(caller)} AND EXISTS (SELECT 1 FROM ${segmentSnapshotDevices} s
    WHERE s.snapshot_id = ${snapshotId} AND s.device_id = ${devices.deviceId})`;
}
