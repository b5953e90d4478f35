import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';

/*
 * The retention's deletes (docs/decisions/0020-insights-rollups.md, Retention). Nothing fires on
 * DELETE of activity_events or activity_actives (their triggers are AFTER INSERT and TRUNCATE), so
 * deleting rows never moves a rollup. Each batch is one short statement of its own, walking one
 * tenant's rows in index order from a cursor (the last key of the previous batch), so rows kept
 * inside the old range are read once per run, never once per batch:
 * - activity_events by `activity_events_tenant_ts` (tenant_id, ts), id breaking ties; the later
 *   onboarding of a device by `activity_events_device` (device_id, kind, ts);
 * - activity_actives by its unique key (tenant_id, day, hour, subject, controller, category,
 *   subject_id).
 * Tenants are found by a loose scan of each table's leading tenant_id (one index probe a tenant).
 */

const num = (v: unknown) => Number(v ?? 0);

/** The tenants with rows in `table` (activity_events or activity_actives), one index probe each. */
export async function listActivityTenants(
  db: Db,
  table: 'activity_events' | 'activity_actives',
): Promise<string[]> {
  const name = sql.raw(table);
  const rows = rowsOf<{ tenant_id: string }>(
    await db.execute(sql`WITH RECURSIVE t AS (
        (SELECT tenant_id FROM ${name} ORDER BY tenant_id LIMIT 1)
        UNION ALL
        SELECT (SELECT n.tenant_id FROM ${name} n WHERE n.tenant_id > t.tenant_id ORDER BY n.tenant_id LIMIT 1)
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
 * An onboarding stays until a later onboarding of its device exists: the offboarding trigger takes
 * the city of the device's last onboarding from the raw events (migration 0016).
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
        SELECT id, ts, kind, device_id FROM activity_events
         WHERE tenant_id = ${tenantId} AND ts < ${before}::bigint ${from}
         ORDER BY ts, id LIMIT ${limit}
      ), gone AS (
        DELETE FROM activity_events WHERE id = ANY(ARRAY(
          SELECT b.id FROM batch b
           WHERE b.kind <> 'onboard' OR EXISTS (
             SELECT 1 FROM activity_events later
              WHERE later.device_id = b.device_id AND later.kind = 'onboard' AND later.ts > b.ts)))
        RETURNING 1
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

const USER_DAY = sql`b.subject = 'user' AND b.hour = -1 AND b.controller = '*' AND b.category = '*'`;

/**
 * Deletes one batch of a tenant's actives of days before `before` ('YYYY-MM-DD'), after `after`:
 * every row, but the users' day rows (any controller, any category) of days from `userDaysFrom`
 * on, which the usage counts trigger reads back 400 days (migration 0024).
 */
export async function deleteActivesBatch(
  db: Db,
  tenantId: string,
  before: string,
  userDaysFrom: string,
  after: ActivesCursor | undefined,
  limit: number,
): Promise<Batch<ActivesCursor>> {
  const from: SQL = after
    ? sql`AND (day, hour, subject, controller, category, subject_id) >
          (${after.day}::date, ${after.hour}::smallint, ${after.subject}::text, ${after.controller}::text,
           ${after.category}::text, ${after.subjectId}::text)`
    : sql``;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`WITH batch AS (
        SELECT ctid AS row_id, day, hour, subject, controller, category, subject_id FROM activity_actives
         WHERE tenant_id = ${tenantId} AND day < ${before}::date ${from}
         ORDER BY day, hour, subject, controller, category, subject_id LIMIT ${limit}
      ), gone AS (
        DELETE FROM activity_actives WHERE ctid = ANY(ARRAY(
          SELECT b.row_id FROM batch b WHERE b.day < ${userDaysFrom}::date OR NOT (${USER_DAY})))
        RETURNING 1
      ), last AS (
        SELECT day::text AS day, hour, subject, controller, category, subject_id FROM batch
         ORDER BY day DESC, hour DESC, subject DESC, controller DESC, category DESC, subject_id DESC LIMIT 1)
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
