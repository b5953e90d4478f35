import { DEFAULT_ERROR_WINDOW_HOURS, type FleetFilter } from '@console/contracts/segments';
import { type SQL, sql } from 'drizzle-orm';
import { type ScopedCaller, scopeCondition } from '../../platform/auth/scope';
import { textList } from '../../platform/db/list-param';
import { devices, segmentSnapshotDevices } from '../../platform/db/schema';

/*
 * A fleet filter as one condition on `devices`, always inside the caller's tenant and data scope.
 * It reads other areas' tables in the same statement (device commands, logs, the onboard history,
 * homes, their members and app installs, dealer products, the record of active devices), each
 * through an index on the device or its key: a filter is one question about the fleet, counted and
 * paged by one statement.
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
    errorCodes(f, caller.tenantId, nowSec),
    has(f.dealerIds)
      ? sql`EXISTS (SELECT 1 FROM dealer_products p WHERE p.tenant_id = ${d.tenantId}
          AND p.product_serial_number = ${d.productSerialNumber} AND p.dealer_id = any(${textList(f.dealerIds)}))`
      : undefined,
    historyWithin('onboard', f.everOnboardedFrom, f.everOnboardedTo),
    historyWithin('offboard', f.offboardedFrom, f.offboardedTo),
    has(f.homeCities)
      ? sql`EXISTS (SELECT 1 FROM homes h WHERE h.id = ${d.homeId} AND h.tenant_id = ${d.tenantId}
          AND h.city = any(${textList(f.homeCities)}))`
      : undefined,
    anyOf(sql`${d.chipType}`, f.chipTypes),
    activeOn(f),
    dacIssued(f),
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

/**
 * A code among a status report's `errors` or a diagnostics report's `flt` within the window: the
 * window's reports in a fault (a partial index each, by tenant and time) are read once into the
 * set of devices that reported a code, not probed once per device of the fleet.
 */
function errorCodes(f: FleetFilter, tenantId: string, nowSec: number): SQL | undefined {
  if (!has(f.errorCodes)) return undefined;
  const since = nowSec - (f.errorWithinHours ?? DEFAULT_ERROR_WINDOW_HOURS) * 3600;
  const codes = textList(f.errorCodes);
  // The key is written in the statement, not bound: the partial indexes on the reports in a fault
  // (device_status_logs_errors, device_diagnostic_logs_faults) are chosen only when the planner
  // sees their condition, a parameter it cannot match.
  const reported = (table: string, key: 'errors' | 'flt') => sql`SELECT l.device_id FROM ${sql.raw(table)} l
    WHERE l.tenant_id = ${tenantId} AND l.ts >= ${since}
      AND jsonb_typeof(l.payload -> ${sql.raw(`'${key}'`)}) = 'array'
      AND jsonb_exists_any(l.payload -> ${sql.raw(`'${key}'`)}, ${codes})`;
  return sql`${devices.deviceId} IN (${reported('device_status_logs', 'errors')}
    UNION ${reported('device_diagnostic_logs', 'flt')})`;
}

/** Both ends of a window, each optional (inclusive). */
const within = (column: SQL, from: number | undefined, to: number | undefined) =>
  sql.join(
    [
      from === undefined ? sql`true` : sql`${column} >= ${from}`,
      to === undefined ? sql`true` : sql`${column} <= ${to}`,
    ],
    sql` AND `,
  );

/**
 * An onboarding or offboarding in the device's history within the window (device_onboard_history,
 * the device-history area's, by its device_onboard_history_device_page index): what the Metrics
 * Chart's lifecycle graphs count, as its rollups are written from those rows.
 */
function historyWithin(activity: 'onboard' | 'offboard', from: number | undefined, to: number | undefined) {
  if (from === undefined && to === undefined) return undefined;
  return sql`EXISTS (SELECT 1 FROM device_onboard_history h
    WHERE h.device_id = ${devices.deviceId} AND h.tenant_id = ${devices.tenantId} AND h.activity = ${activity}
      AND ${within(sql`h.ts`, from, to)})`;
}

/**
 * Active on a metrics day, in the hours or through the controllers: a row of the distinct active
 * devices the Metrics Chart counts (activity_actives, the insights area's, by its unique key:
 * tenant, day, hour, subject, controller, then category and device). Day rows have hour -1 and per
 * controller rows; hour rows have controller '*'.
 */
function activeOn(f: FleetFilter): SQL | undefined {
  if (f.activeDay === undefined) return undefined;
  const hours = f.activeHours?.length ? f.activeHours : [-1];
  const controllers = f.activeControllers?.length ? [...f.activeControllers] : ['*'];
  return sql`${devices.deviceId} IN (SELECT a.subject_id FROM activity_actives a
    WHERE a.tenant_id = ${devices.tenantId} AND a.day = ${f.activeDay}::date
      AND a.hour = any(${sql.param(hours)}::smallint[]) AND a.subject = 'device'
      AND a.controller = any(${textList(controllers)}) AND a.category <> '*')`;
}

/**
 * A DAC certificate issued for the device's MAC within the window (dac_logs, the device-logs
 * area's, by dac_logs_mac_page; MACs are logged upper-case, as the DAC count matches them).
 */
function dacIssued(f: FleetFilter): SQL | undefined {
  if (f.dacIssuedFrom === undefined && f.dacIssuedTo === undefined) return undefined;
  return sql`EXISTS (SELECT 1 FROM dac_logs l
    WHERE l.mac_address = upper(${devices.macAddress}) AND l.tenant_id = ${devices.tenantId}
      AND l.event = 'DAC_ISSUED' AND ${within(sql`l.ts`, f.dacIssuedFrom, f.dacIssuedTo)})`;
}

/** The devices of a snapshot that are still in the fleet, within the caller's scope. */
export function snapshotCondition(caller: ScopedCaller, snapshotId: string): SQL {
  return sql`${deviceScope(caller)} AND EXISTS (SELECT 1 FROM ${segmentSnapshotDevices} s
    WHERE s.snapshot_id = ${snapshotId} AND s.device_id = ${devices.deviceId})`;
}
