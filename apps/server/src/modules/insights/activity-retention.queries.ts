import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';

/*
 * The retention's deletes (docs/decisions/0020-insights-rollups.md, Retention). Nothing fires on
 * DELETE of activity_events or activity_actives (their triggers are AFTER INSERT and TRUNCATE), so
 * deleting rows never moves a rollup. Each batch is one short statement of its own, walking one
 * tenant's rows in index order from a cursor (the last key of the previous batch), and reading only
 * rows it deletes, so a run with nothing to delete reads nothing:
 * - activity_events by `activity_events_prunable` (tenant_id, ts, id), which leaves out the
 *   onboardings the retention keeps;
 * - activity_actives by its unique key (tenant_id, day, hour, subject, controller, category,
 *   subject_id), in ranges around the users' day rows it keeps.
 * Tenants are found by a loose scan of each index's leading tenant_id (one index probe a tenant).
 */

const num = (v: unknown) => Number(v ?? 0);

/** Rows of each table the retention may delete (for raw events, those `activity_events_prunable` holds). */
const PRUNABLE = {
  activity_events: sql`(kind <> 'onboard' OR superseded)`,
  activity_actives: sql`true`,
};

/** The tenants with rows to look at in `table`, one index probe each. */
export async function listActivityTenants(db: Db, table: keyof typeof PRUNABLE): Promise<string[]> {
  const name = sql.raw(table);
  const rows = rowsOf<{ tenant_id: string }>(
    await db.execute(sql`WITH RECURSIVE t AS (
        (SELECT tenant_id FROM ${name} WHERE ${PRUNABLE[table]} ORDER BY tenant_id LIMIT 1)
        UNION ALL
        SELECT (SELECT n.tenant_id FROM ${name} n
                 WHERE n.tenant_id > t.tenant_id AND ${PRUNABLE[table]} ORDER BY n.tenant_id LIMIT 1)
          FROM t WHERE t.tenant_id IS NOT NULL)
      SELECT tenant_id FROM t WHERE tenant_id IS NOT NULL`),
  );
  return rows.map((r) => r.tenant_id);
}

/** Where a batch stopped: the last key it read. */
export interface EventCursor {
  ts: number;
  id: number;
}

export interface Batch<C> {
  /** Rows read (0: the tenant's old range is done). */
  read: number;
  deleted: number;
  next: C | undefined;
}

/**
 * Deletes one batch of a tenant's raw events older than `before` (epoch seconds), after `after`.
 * It walks `activity_events_prunable`, which holds every event but a device's last onboarding: the
 * offboarding trigger takes the city of the device's last onboarding from the raw events
 * (migration 0016), and an onboarding is marked superseded once a later one of its device arrives
 * (migration 0035). So every row read is deleted, and the kept onboardings are never read.
 */
export async function deleteRawEventsBatch(
  db: Db,
  tenantId: string,
  before: number,
  after: EventCursor | undefined,
  limit: number,
): Promise<Batch<EventCursor>> {
  const from = after ? sql`AND (ts, id) > (${after.ts}::bigint, ${after.id}::bigint)` : sql``;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`WITH batch AS (
        SELECT id, ts FROM activity_events
         WHERE tenant_id = ${tenantId} AND ts < ${before}::bigint AND ${PRUNABLE.activity_events} ${from}
         ORDER BY ts, id LIMIT ${limit}
      ), gone AS (
        DELETE FROM activity_events WHERE id = ANY(ARRAY(SELECT id FROM batch)) RETURNING 1
      ), last AS (SELECT ts, id FROM batch ORDER BY ts DESC, id DESC LIMIT 1)
      SELECT (SELECT count(*) FROM batch) AS read, (SELECT count(*) FROM gone) AS deleted,
             (SELECT ts FROM last) AS ts, (SELECT id FROM last) AS id`),
  );
  const read = num(row?.read);
  return {
    read,
    deleted: num(row?.deleted),
    next: read ? { ts: num(row?.ts), id: num(row?.id) } : undefined,
  };
}

/** The unique key of an actives row after its tenant. */
export interface ActivesCursor {
  day: string;
  hour: number;
  subject: string;
  controller: string;
  category: string;
  subjectId: string;
}

/**
 * A range of one tenant's actives keys that the retention deletes whole: every day before
 * `olderThan`, or one side of a day's users' day rows (hour -1, subject 'user', controller and
 * category '*'), which sit together in the key. The side before them is walked backwards from
 * them, the side after forwards: each walk starts next to the kept rows and stops at the day's
 * end, so the kept rows are never read. (PostgreSQL stops a walk at a row comparison only where
 * its first column, the day, decides; a walk towards the kept rows would read through them.)
 */
export type ActivesRange = { olderThan: string } | { day: string; side: 'beforeUsers' | 'afterUsers' };

const KEY = sql`(day, hour, subject, controller, category, subject_id)`;
const DAY_PART = sql`(day, hour, subject, controller, category)`;
const usersBlockOf = (day: string | SQL) =>
  sql`(${day}::date, -1::smallint, 'user'::text, '*'::text, '*'::text)`;
const ASCENDING = sql`day, hour, subject, controller, category, subject_id`;
const DESCENDING = sql`day DESC, hour DESC, subject DESC, controller DESC, category DESC, subject_id DESC`;
const isBackward = (range: ActivesRange) => 'side' in range && range.side === 'beforeUsers';

/**
 * The days from `from` to before `to` with actives to delete beside their users' day rows: two
 * index probes a day, each next to the kept rows and walking away from them, in one statement.
 */
export async function listActivesDaysToPrune(db: Db, tenantId: string, from: string, to: string) {
  const side = (cmp: SQL, dayBound: SQL, order: SQL) => sql`(SELECT 1 FROM activity_actives a
      WHERE a.tenant_id = ${tenantId} AND a.day ${dayBound} d.day AND ${DAY_PART} ${cmp} ${usersBlockOf(sql`d.day`)}
      ORDER BY ${order} LIMIT 1) IS NOT NULL`;
  const rows = rowsOf<{ day: string }>(
    await db.execute(sql`SELECT d.day::text AS day
        FROM (SELECT generate_series(${from}::date, ${to}::date - 1, interval '1 day')::date AS day) AS d
       WHERE ${side(sql`<`, sql`>=`, DESCENDING)} OR ${side(sql`>`, sql`<=`, ASCENDING)}`),
  );
  return rows.map((r) => r.day);
}

/** Where one batch of `range` reads: after the cursor, in the range's walk direction. */
function activesBatchWhere(range: ActivesRange, after: ActivesCursor | undefined): SQL {
  const cursor =
    after &&
    sql`${KEY} ${isBackward(range) ? sql`<` : sql`>`} (${after.day}::date, ${after.hour}::smallint, ${after.subject}::text,
        ${after.controller}::text, ${after.category}::text, ${after.subjectId}::text)`;
  if ('olderThan' in range)
    return cursor ? sql`day < ${range.olderThan}::date AND ${cursor}` : sql`day < ${range.olderThan}::date`;
  if (range.side === 'afterUsers')
    return sql`day <= ${range.day}::date AND ${cursor ?? sql`${DAY_PART} > ${usersBlockOf(range.day)}`}`;
  return sql`day >= ${range.day}::date AND ${cursor ?? sql`${DAY_PART} < ${usersBlockOf(range.day)}`}`;
}

/** Deletes one batch of a tenant's actives inside `range`, after `after` (every row read goes). */
export async function deleteActivesBatch(
  db: Db,
  tenantId: string,
  range: ActivesRange,
  after: ActivesCursor | undefined,
  limit: number,
): Promise<Batch<ActivesCursor>> {
  const [walk, back] = isBackward(range) ? [DESCENDING, ASCENDING] : [ASCENDING, DESCENDING];
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`WITH batch AS (
        SELECT ctid AS row_id, day, hour, subject, controller, category, subject_id FROM activity_actives
         WHERE tenant_id = ${tenantId} AND ${activesBatchWhere(range, after)}
         ORDER BY ${walk} LIMIT ${limit}
      ), gone AS (
        DELETE FROM activity_actives WHERE ctid = ANY(ARRAY(SELECT row_id FROM batch)) RETURNING 1
      ), last AS (
        SELECT day::text AS day, hour, subject, controller, category, subject_id FROM batch ORDER BY ${back} LIMIT 1)
      SELECT (SELECT count(*) FROM batch) AS read, (SELECT count(*) FROM gone) AS deleted, last.*
        FROM (SELECT 1) AS one LEFT JOIN last ON true`),
  );
  const read = num(row?.read);
  return {
    read,
    deleted: num(row?.deleted),
    next:
      read && row
        ? {
            day: String(row.day),
            hour: num(row.hour),
            subject: String(row.subject),
            controller: String(row.controller),
            category: String(row.category),
            subjectId: String(row.subject_id),
          }
        : undefined,
  };
}
