import type { DataScope } from '@console/contracts/access';
import { HEALTH_SIGNALS, type HealthSignal } from '@console/contracts/rollouts';
import { type SQL, sql } from 'drizzle-orm';
import { scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { hashedOrder } from '../../platform/db/hashed-order';
import { rowsOf } from '../../platform/db/rows';
import {
  deviceCommands,
  deviceConnectionLogs,
  deviceDiagnosticLogs,
  deviceStatusLogs,
  devices,
  feedbackTickets,
  rolloutDevices,
} from '../../platform/db/schema';
import type { GroupCounts } from './health-gate';

/*
 * The health gate's counts (decision 0035), from what devices already report. One statement per
 * group: the group's devices, each with its window [s, e) in epoch seconds, then per device
 *  - reboots: connection log rows `connect` whose previous row of the device is a `lastWill` (it
 *    went away without saying goodbye and came back; devices report no boot counter);
 *  - disconnects: connection log rows going offline (`disconnect` or `lastWill`);
 *  - faults: error codes that appear, i.e. a code in a report's list not in the device's report
 *    before it (status `errors`, diagnostics `flt`); a device sending both lists reports the same
 *    faults twice (the simulator's AC does), so a device's faults are the larger of the two counts;
 *  - silent: gaps of more than 2 × the report interval between status reports (from s, and to e);
 *  - tickets: feedback tickets raised about the device.
 * Exposure is Σ (e − s) over the group's devices, the same for every signal.
 *
 * Indexes walked: rollout_devices_phase and the device_commands key (the treated group);
 * devices_fleet (the control group), the rollout_devices key (not in this rollout); per device,
 * the (device_id, tenant_id, ts, id) index of each log table, forwards for the window and once
 * backwards for the report before it; feedback_tickets_tenant_created for the tickets' range.
 * Each group is a sample of at most `maxDevicesPerGroup` devices (hashed from the rollout id,
 * so every evaluation reads the same), which bounds the log rows a gate reads.
 */

export const DEFAULT_REPORT_INTERVAL_SECONDS = 15;
export const DEFAULT_MAX_DEVICES_PER_GROUP = 5_000;
const HISTORY_SECONDS = 7 * 24 * 3600;

export interface HealthSignalsQuery {
  tenantId: string;
  modelNumber: string;
  /** The rollout's stored scope (its creator's): the control group is taken within it. */
  scope: DataScope;
  rolloutId: string;
  phaseIndex: number;
  targetVersion: string;
  from: Date;
  to: Date;
  /** The gate's minimum sample: a smaller control group is replaced by the model's history. */
  minDevices: number;
  minDeviceHours?: number;
  /** How often devices report status (SIMULATOR_INTERVAL_SECONDS for the simulator's). */
  reportIntervalSeconds?: number;
  maxDevicesPerGroup?: number;
}

export interface GroupSignals extends GroupCounts {
  /**
   * Devices the group had before sampling (`devices` were measured); for the control groups, before
   * the check that they were live at the start (only the devices the sample walks are checked).
   */
  population: number;
}

export interface HealthSignals {
  treated: GroupSignals;
  control: GroupSignals;
  controlSource: 'sameModel' | 'modelHistory';
}

interface Window {
  tenantId: string;
  gapSeconds: number;
}

/** How many of a report's codes (a jsonb list) its previous report had not. */
const newCodes = (codes: SQL, before: SQL) => sql`(
  SELECT count(DISTINCT code)::int FROM jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(${codes}) = 'array' THEN ${codes} ELSE '[]'::jsonb END) AS code
  WHERE NOT COALESCE(jsonb_typeof(${before}) = 'array' AND ${before} @> to_jsonb(code), false))`;

/**
 * Per group device g (g.device_id, g.s, g.e): its reports of one log table in the window, plus the
 * one before it, each with the previous report's codes and time; summed to new codes and gaps.
 */
function reportStream(table: typeof deviceStatusLogs | typeof deviceDiagnosticLogs, key: string, w: Window) {
  const report = (range: SQL, tail: SQL) => sql`(
    SELECT l.ts, l.id, l.payload -> ${key}::text AS codes FROM ${table} AS l
    WHERE l.device_id = g.device_id AND l.tenant_id = ${w.tenantId} AND ${range} ${tail})`;
  return sql`LATERAL (
    SELECT COALESCE(sum(${newCodes(sql`y.codes`, sql`y.prev_codes`)}) FILTER (WHERE y.ts >= g.s), 0)::int AS faults,
           count(*) FILTER (WHERE y.ts >= g.s AND y.ts - GREATEST(y.prev_ts, g.s) > ${w.gapSeconds})::int AS gaps,
           max(y.ts) FILTER (WHERE y.ts >= g.s) AS last_ts
    FROM (
      SELECT r.ts, r.codes, lag(r.ts) OVER o AS prev_ts, lag(r.codes) OVER o AS prev_codes
      FROM (${report(sql`l.ts < g.s`, sql`ORDER BY l.ts DESC, l.id DESC LIMIT 1`)}
            UNION ALL ${report(sql`l.ts >= g.s AND l.ts < g.e`, sql``)}) AS r
      WINDOW o AS (ORDER BY r.ts, r.id)
    ) AS y)`;
}

/** The signals of one group, `group` selecting (device_id, s, e, population), in one statement. */
async function measureGroup(db: Db, group: SQL, w: Window): Promise<GroupSignals> {
  const result = await db.execute(sql`
    WITH g AS MATERIALIZED (${group}),
    per_device AS (
      SELECT g.s, g.e, st.gaps + (CASE WHEN g.e - GREATEST(st.last_ts, g.s) > ${w.gapSeconds} THEN 1 ELSE 0 END) AS silent,
             GREATEST(st.faults, dg.faults) AS faults,
             cn.reboots, cn.disconnects
      FROM g
      CROSS JOIN ${reportStream(deviceStatusLogs, 'errors', w)} AS st
      CROSS JOIN ${reportStream(deviceDiagnosticLogs, 'flt', w)} AS dg
      CROSS JOIN LATERAL (
        SELECT count(*) FILTER (WHERE c.online AND p.reason = 'lastWill')::int AS reboots,
               count(*) FILTER (WHERE NOT c.online)::int AS disconnects
        FROM ${deviceConnectionLogs} AS c
        LEFT JOIN LATERAL (
          SELECT b.reason FROM ${deviceConnectionLogs} AS b
          WHERE b.device_id = c.device_id AND b.tenant_id = c.tenant_id AND (b.ts, b.id) < (c.ts, c.id)
          ORDER BY b.ts DESC, b.id DESC LIMIT 1) AS p ON c.online
        WHERE c.device_id = g.device_id AND c.tenant_id = ${w.tenantId} AND c.ts >= g.s AND c.ts < g.e
      ) AS cn
    )
    SELECT (SELECT count(*)::int FROM g) AS devices,
           (SELECT COALESCE(max(population), 0)::int FROM g) AS population,
           (SELECT COALESCE(sum(e - s), 0)::float8 FROM g) AS seconds,
           (SELECT COALESCE(sum(reboots), 0)::int FROM per_device) AS reboots,
           (SELECT COALESCE(sum(disconnects), 0)::int FROM per_device) AS disconnects,
           (SELECT COALESCE(sum(faults), 0)::int FROM per_device) AS faults,
           (SELECT COALESCE(sum(silent), 0)::int FROM per_device) AS silent,
           (SELECT count(*)::int FROM g JOIN ${feedbackTickets} AS f ON f.device_id = g.device_id
             WHERE f.tenant_id = ${w.tenantId}
               AND f.created_at >= (SELECT to_timestamp(min(s)) FROM g) AND f.created_at < (SELECT to_timestamp(max(e)) FROM g)
               AND f.created_at >= to_timestamp(g.s) AND f.created_at < to_timestamp(g.e)) AS tickets`);
  const row = rowsOf<Record<HealthSignal | 'devices' | 'population' | 'seconds', number>>(result)[0];
  const deviceHours = Number(row?.seconds ?? 0) / 3600;
  const perSignal = Object.fromEntries(
    HEALTH_SIGNALS.map((s) => [s, { events: Number(row?.[s] ?? 0), deviceHours }]),
  ) as GroupSignals['perSignal'];
  return { devices: Number(row?.devices ?? 0), population: Number(row?.population ?? 0), perSignal };
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * At most `limit` of the devices `eligible` selects (device_id, s, e), in an order hashed from
 * `salt`, keeping only those that were live at `live.at` when given: a status report within the
 * last `gap` seconds before it, looked up (one index probe) only for the devices walked in that
 * order until the sample is full. `population` counts the eligible devices before that check.
 */
const sample = (
  eligible: SQL,
  salt: string,
  limit: number,
  live?: { at: number; gap: number; tenantId: string },
) => sql`
  SELECT device_id, s, e, population FROM (
    SELECT device_id, s, e, count(*) OVER () AS population FROM (${eligible}) AS eligible
    WHERE e > s ORDER BY ${hashedOrder(salt, sql`device_id`)}) AS walked
  ${
    live
      ? sql`WHERE (SELECT l.ts FROM ${deviceStatusLogs} AS l
          WHERE l.device_id = walked.device_id AND l.tenant_id = ${live.tenantId} AND l.ts <= ${live.at}::bigint
          ORDER BY l.ts DESC, l.id DESC LIMIT 1) >= ${live.at - live.gap}::bigint`
      : sql``
  }
  LIMIT ${limit}`;

/** The model's devices within the rollout's scope (tenant, countries, categories, brands). */
const modelDevices = (q: HealthSignalsQuery) =>
  sql`${scopeCondition(
    { tenantId: q.tenantId, scope: q.scope },
    {
      tenantId: devices.tenantId,
      country: devices.country,
      category: devices.category,
      brand: devices.brand,
    },
  )} AND ${devices.modelNumber} = ${q.modelNumber}`;

/** The current command of a device of this rollout, when it succeeded: its install time. */
const installedAt = sql`floor(extract(epoch FROM dc.updated_at))::bigint`;

/**
 * Counts for the gate of one phase. Treated: the phase's devices whose current command
 * (rollout_devices.command_id) ended in `success`, each from its install time (the command's
 * updated_at) to `to`. Control: the model's devices within the rollout's scope that are not in
 * this rollout, do not run `targetVersion` and were live (a status report within 2 × the interval)
 * at `from`, over [from, to). Under `minDevices` (or `minDeviceHours`) the control is the model's
 * history instead: the same devices, plus those of this rollout until their install, live 7 days
 * before `from`, over the 7 days before `from` ('modelHistory').
 */
export async function healthSignals(db: Db, q: HealthSignalsQuery): Promise<HealthSignals> {
  const gap = 2 * (q.reportIntervalSeconds ?? DEFAULT_REPORT_INTERVAL_SECONDS);
  const limit = q.maxDevicesPerGroup ?? DEFAULT_MAX_DEVICES_PER_GROUP;
  const w: Window = { tenantId: q.tenantId, gapSeconds: gap };
  const [from, to] = [epoch(q.from), epoch(q.to)];

  const treated = await measureGroup(
    db,
    sample(
      sql`SELECT rd.device_id, ${installedAt} AS s, ${to}::bigint AS e
        FROM ${rolloutDevices} AS rd JOIN ${deviceCommands} AS dc ON dc.command_id = rd.command_id
        WHERE rd.rollout_id = ${q.rolloutId} AND rd.phase_index = ${q.phaseIndex}
          AND dc.tenant_id = ${q.tenantId} AND dc.status = 'success'`,
      `${q.rolloutId}:treated:`,
      limit,
    ),
    w,
  );

  const notInRollout = sql`NOT EXISTS (SELECT 1 FROM ${rolloutDevices} AS rd
    WHERE rd.rollout_id = ${q.rolloutId} AND rd.device_id = ${devices.deviceId})`;
  const control = await measureGroup(
    db,
    sample(
      sql`SELECT ${devices.deviceId} AS device_id, ${from}::bigint AS s, ${to}::bigint AS e FROM ${devices}
        WHERE ${modelDevices(q)} AND ${devices.firmwareVersion} <> ${q.targetVersion} AND ${notInRollout}`,
      `${q.rolloutId}:control:`,
      limit,
      { at: from, gap, tenantId: q.tenantId },
    ),
    w,
  );
  const hours = control.perSignal.reboots.deviceHours;
  if (control.devices >= q.minDevices && hours >= (q.minDeviceHours ?? 0))
    return { treated, control, controlSource: 'sameModel' };

  // The model's last 7 days before `from`; this rollout's devices count until they installed.
  const start = from - HISTORY_SECONDS;
  const history = await measureGroup(
    db,
    sample(
      sql`SELECT ${devices.deviceId} AS device_id, ${start}::bigint AS s,
          LEAST(${from}::bigint, COALESCE(inst.s, ${from}::bigint)) AS e
        FROM ${devices} LEFT JOIN LATERAL (
          SELECT ${installedAt} AS s FROM ${rolloutDevices} AS rd
          JOIN ${deviceCommands} AS dc ON dc.command_id = rd.command_id AND dc.status = 'success'
          WHERE rd.rollout_id = ${q.rolloutId} AND rd.device_id = ${devices.deviceId}) AS inst ON true
        WHERE ${modelDevices(q)} AND (${devices.firmwareVersion} <> ${q.targetVersion} OR inst.s IS NOT NULL)`,
      `${q.rolloutId}:history:`,
      limit,
      { at: start, gap, tenantId: q.tenantId },
    ),
    w,
  );
  return { treated, control: history, controlSource: 'modelHistory' };
}
