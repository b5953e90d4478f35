import { addDays } from '@console/contracts/insights';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { rollupScopeCondition, type ScopedCaller, scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { dacIssuedCounts, devices } from '../../platform/db/schema';

/*
 * Reads of the activity rollups (migration 0016, docs/decisions/0020-insights-rollups.md). Each
 * query walks the rollup's unique key, whose leading columns are (tenant_id, day, kind | subject),
 * so it reads only the rows of the asked days: a few hundred per day whatever the fleet size.
 * Scope: the caller's tenant and countries always; categories and brands where a row has one
 * ('' is none, '*' all categories). The CSV batches name devices and device_onboard_history (the
 * devices and device-history areas'): each batch of 2,000 rows is one statement over them.
 */

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

const dacScope = {
  tenantId: dacIssuedCounts.tenantId,
  country: dacIssuedCounts.country,
  category: dacIssuedCounts.category,
  brand: dacIssuedCounts.brand,
};

const deviceScope = {
  tenantId: devices.tenantId,
  country: devices.country,
  category: devices.category,
  brand: devices.brand,
};

/** The rollups' columns by bare name: each query reads one of several rollup tables alike. */
const rollupColumns = {
  tenantId: sql`tenant_id`,
  country: sql`country`,
  category: sql`category`,
  brand: sql`brand`,
};

/** The caller's scope on a rollup row ('' and '*' rows pass their dimension: rollupScopeCondition). */
const scope = (auth: ScopedCaller): SQL => rollupScopeCondition(auth, rollupColumns);

const inList = (column: SQL, values: readonly string[]) => sql`${column} = ANY(${textList(values)})`;

async function rows<T = Row>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export interface DayRange {
  from: string;
  to: string;
}

/**
 * Onboardings or offboardings (`kinds`) per day and category (or model) in the categories given;
 * with `months`, per calendar month (activity_monthly, keyed by its first day) for whole months.
 */
export async function countEventsByDay(
  db: Db,
  auth: ScopedCaller,
  input: {
    kinds: string[];
    categories: string[];
    range: DayRange;
    by: 'category' | 'model_number';
    months?: boolean;
  },
) {
  const dim = sql.raw(input.by);
  // By model: the daily rollup (model and city); by category: its narrower copy without them.
  const daily = input.by === 'model_number' ? sql`activity_daily` : sql`activity_daily_categories`;
  const [table, day] = input.months ? [sql`activity_monthly`, sql`month`] : [daily, sql`day`];
  const found = await rows(
    db,
    sql`SELECT ${day}::text AS day, kind, ${dim} AS key, sum(events) AS n FROM ${table}
     WHERE ${scope(auth)} AND ${inList(sql`kind`, input.kinds)} AND ${day} BETWEEN ${input.range.from} AND ${input.range.to}
       AND ${inList(sql`category`, input.categories)}
     GROUP BY 1, 2, 3`,
  );
  return found.map((r) => ({ day: String(r.day), kind: String(r.kind), key: String(r.key), n: num(r.n) }));
}

/** The first day of the month of `day` ('YYYY-MM-DD'). */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * Lifecycle events of `kinds` up to and including `day`, summed by `select`: whole months before
 * the day's month from activity_monthly, that month's days from activity_daily.
 */
function untilDay(auth: ScopedCaller, kinds: string[], day: string, select: SQL, where: SQL = sql`true`) {
  const first = monthOf(day);
  return sql`SELECT ${select} FROM (
      SELECT kind, city, events FROM activity_monthly
       WHERE ${scope(auth)} AND ${inList(sql`kind`, kinds)} AND month < ${first} AND ${where}
      UNION ALL
      SELECT kind, city, events FROM activity_daily
       WHERE ${scope(auth)} AND ${inList(sql`kind`, kinds)} AND day BETWEEN ${first} AND ${day} AND ${where}) AS e`;
}

/** Registrations per day in the range, and all registrations before it. */
export async function countRegistrations(db: Db, auth: ScopedCaller, range: DayRange) {
  const before = await rows(db, untilDay(auth, ['register'], addDays(range.from, -1), sql`sum(events) AS n`));
  const found = await rows(
    db,
    sql`SELECT day::text AS day, sum(events) AS n FROM activity_daily
      WHERE ${scope(auth)} AND kind = 'register' AND day BETWEEN ${range.from} AND ${range.to} GROUP BY 1`,
  );
  return [{ day: '', n: num(before[0]?.n) }, ...found.map((r) => ({ day: String(r.day), n: num(r.n) }))];
}

/**
 * Distinct active devices or users per day of the range: per hour (hour 0-23) or for the day (-1),
 * by controller ('*' any) and category. Users are counted across categories ('*') unless
 * `usersByCategory` asks for their per-category rows.
 */
export async function countActives(
  db: Db,
  auth: ScopedCaller,
  input: {
    subject: 'device' | 'user';
    range: DayRange;
    hourly: boolean;
    byController: boolean;
    usersByCategory?: boolean;
  },
) {
  const allCategories = input.subject === 'user' && !input.usersByCategory;
  const category = allCategories ? sql`category = '*'` : sql`category <> '*'`;
  const hour = input.hourly ? sql`hour >= 0` : sql`hour = -1`;
  const controller = input.byController ? sql`controller <> '*'` : sql`controller = '*'`;
  const found = await rows(
    db,
    sql`SELECT day::text AS day, hour, controller, category, sum(actives) AS n FROM activity_active_counts
     WHERE ${scope(auth)} AND subject = ${input.subject} AND day BETWEEN ${input.range.from} AND ${input.range.to}
       AND ${hour} AND ${controller} AND ${category}
     GROUP BY 1, 2, 3, 4`,
  );
  return found.map((r) => ({
    day: String(r.day),
    hour: num(r.hour),
    controller: String(r.controller),
    category: String(r.category),
    n: num(r.n),
  }));
}

/**
 * Users by the number of days of the range they were active (1, 2, 3, 4 = four or more), from the
 * usage counts (migration 0024): users active on at least k days of [from, to] are the users whose
 * k-th active day since `from` falls in the range. A few hundred rows whatever the number of users.
 * Each user counts under the scope of their first active day of the range, for every k, so no
 * difference below is negative (migration 0036, decision 0027).
 */
export async function countUsersByActiveDays(db: Db, auth: ScopedCaller, range: DayRange) {
  const { category: _none, ...usageColumns } = rollupColumns; // usage counts have no category
  const found = await rows(
    db,
    sql`SELECT k, sum(users) AS users FROM activity_usage_counts
     WHERE ${rollupScopeCondition(auth, usageColumns)}
       AND since = ${range.from} AND day BETWEEN ${range.from} AND ${range.to}
     GROUP BY k`,
  );
  const atLeast = [1, 2, 3, 4, 5].map((k) => num(found.find((r) => num(r.k) === k)?.users));
  return [1, 2, 3, 4].map((days) => ({ days, users: (atLeast[days - 1] ?? 0) - (atLeast[days] ?? 0) }));
}

/** Net onboarded devices and users' homes per city, up to and including `day`. */
export async function countByCity(db: Db, auth: ScopedCaller, day: string) {
  const found = await rows(
    db,
    sql`${untilDay(
      auth,
      ['onboard', 'offboard', 'homeMember'],
      day,
      sql`city,
        sum(CASE kind WHEN 'onboard' THEN events WHEN 'offboard' THEN -events ELSE 0 END) AS devices,
        sum(CASE kind WHEN 'homeMember' THEN events ELSE 0 END) AS users`,
      sql`city <> ''`,
    )} GROUP BY city`,
  );
  return found.map((r) => ({ city: String(r.city), devices: num(r.devices), users: num(r.users) }));
}

/**
 * Events of a kind per hour of the days of the range, by MQTT key or controller when asked, in the
 * categories given (all when none).
 */
export async function countHourly(
  db: Db,
  auth: ScopedCaller,
  input: { kind: string; range: DayRange; categories?: string[]; by?: 'mqtt_key' | 'controller' },
) {
  const key = input.by ? sql.raw(input.by) : sql`''`;
  const found = await rows(
    db,
    sql`SELECT hour, ${key} AS key, sum(events) AS n, sum(duration) AS duration FROM activity_hourly
     WHERE ${scope(auth)} AND day BETWEEN ${input.range.from} AND ${input.range.to} AND kind = ${input.kind}
       AND ${input.categories ? inList(sql`category`, input.categories) : sql`true`}
     GROUP BY 1, 2`,
  );
  return found.map((r) => ({
    hour: num(r.hour),
    key: String(r.key),
    n: num(r.n),
    duration: num(r.duration),
  }));
}

/**
 * Devices first controlled through each of the voice `controllers` (ava, gva) on a day of the
 * range, per day and controller (activity_first_control_counts, migration 0027).
 */
export async function countFirstControls(
  db: Db,
  auth: ScopedCaller,
  input: { controllers: readonly string[]; range: DayRange },
) {
  const found = await rows(
    db,
    sql`SELECT day::text AS day, controller, sum(devices) AS n FROM activity_first_control_counts
     WHERE ${scope(auth)} AND ${inList(sql`controller`, input.controllers)}
       AND day BETWEEN ${input.range.from} AND ${input.range.to}
     GROUP BY 1, 2`,
  );
  return found.map((r) => ({ day: String(r.day), controller: String(r.controller), n: num(r.n) }));
}

/**
 * DAC certificates issued on the days of the range in the caller's tenant (dac_issued_counts,
 * migration 0025), leaving out those whose device was outside the caller's countries, categories or
 * brands when issued (a MAC with no device yet, still in the factory, counts).
 */
export async function countDacIssued(db: Db, auth: RequestAuth, range: DayRange) {
  const found = await rows(
    db,
    sql`SELECT sum(issued) AS n FROM dac_issued_counts
     WHERE tenant_id = ${auth.tenantId} AND day BETWEEN ${range.from} AND ${range.to}
       AND (category = '' OR (${scopeCondition(auth, dacScope)}))`,
  );
  return num(found[0]?.n);
}

export interface CsvBatchInput {
  categories: string[];
  after: string | number | undefined;
  size: number;
}

/** A batch of onboarded devices of the categories, in device id order after `after` (the primary key). */
export interface OnboardedRow {
  device_id: string;
  model_number: string;
  category: string;
  brand: string;
  country: string;
  firmware_version: string;
  mac_address: string;
  product_serial_number: string | null;
  onboarded_at: number | string;
}

export async function findOnboardedBatch(db: Db, auth: RequestAuth, input: CsvBatchInput) {
  return rows<OnboardedRow>(
    db,
    sql`SELECT device_id, model_number, category, brand, country, firmware_version, mac_address,
            product_serial_number, onboarded_at
       FROM devices
      WHERE ${scopeCondition(auth, deviceScope)} AND onboarded_at IS NOT NULL
        AND category = ANY(${textList(input.categories)})
        AND device_id > ${input.after ?? ''}
      ORDER BY device_id LIMIT ${input.size}`,
  );
}

/** A batch of offboardings of devices in the caller's scope, in history id order after `after`. */
export interface OffboardedRow {
  id: number | string;
  device_id: string;
  model_number: string;
  category: string;
  brand: string;
  country: string;
  user_id: string | null;
  ts: number | string;
}

export async function findOffboardedBatch(
  db: Db,
  auth: RequestAuth,
  input: Omit<CsvBatchInput, 'categories'>,
) {
  return rows<OffboardedRow>(
    db,
    sql`SELECT h.id, h.device_id, devices.model_number, devices.category, devices.brand, devices.country,
            h.user_id, h.ts
       FROM device_onboard_history h
       JOIN devices ON devices.device_id = h.device_id AND devices.tenant_id = h.tenant_id
      WHERE ${scopeCondition(auth, deviceScope)} AND h.activity = 'offboard' AND h.id > ${input.after ?? 0}
      ORDER BY h.id LIMIT ${input.size}`,
  );
}
