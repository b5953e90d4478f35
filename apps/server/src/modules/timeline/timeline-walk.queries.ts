import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { NUMERIC_IDS, type Place, type Source } from './timeline-cursor';

/*
 * A timeline page is one statement: a branch per source, each a bounded keyset read, then the
 * newest `limit` of all of them. A branch walks its source's (key, …, time, id) index backwards at
 * each of the page's keys (a device, a user), stopping after `limit` rows below the page's place:
 * a home of ten devices is ten short index scans per source, never a sort of everything they ever
 * reported. The branches' rows (at most sources × keys × limit) are merged
 * by the page's order, (time, source, id) descending, and cut at `limit`. One statement rather
 * than one per source: a page is then one round trip, and only the rows it shows come back
 * (decision 0036, figures).
 */

/** A time column as stored: epoch seconds (device logs) or a timestamp with time zone. */
export type TimeUnit = 's' | 'tz';

/** A source's table and index: what one branch reads. */
export interface Walk {
  source: Source;
  table: PgTable;
  /** The index's leading column (a device, a user), walked at each of the page's keys. */
  key: PgColumn;
  /** Further conditions the index serves or that are cheap per row (tenant, a partial index's own). */
  also: (SQL | undefined)[];
  time: PgColumn;
  unit: TimeUnit;
  id: PgColumn | SQL;
  /** The source's own fields, `jsonb_build_object('name', expr, …)`. */
  data: SQL;
  /** A report's payload, as stored: a column of its own, not copied into `data` for rows the cut drops. */
  payload?: SQL;
}

/** Where a page reads: at which keys, below which place (exclusive; none for the newest page), how many rows. */
export interface WalkWindow {
  keys: readonly string[];
  below: Place | undefined;
  limit: number;
}

/** A row of a page: its place (time in epoch microseconds as text, source, id) and its source's fields. */
export interface WalkRow {
  us: string;
  source: Source;
  rid: string;
  data: Record<string, unknown>;
  payload: Record<string, unknown> | null;
}

/**
 * A timestamp literal of an exact number of epoch microseconds ('2026-01-01T00:00:00.123456Z'): a
 * JavaScript date has milliseconds only, and a float of seconds loses the last digit.
 */
export function timestampOf(us: number): string {
  const ms = Math.floor(us / 1000);
  const micros = String(us - ms * 1000).padStart(3, '0');
  return new Date(ms).toISOString().replace(/Z$/, `${micros}Z`);
}

const numeric = (source: Source) => NUMERIC_IDS.has(source);
/** Text ids compared byte by byte, as the cursor compares them, whatever the database's collation. */
const idExpr = (w: Pick<Walk, 'source' | 'id'>) =>
  numeric(w.source) ? sql`${w.id}` : sql`${w.id} COLLATE "C"`;

/**
 * The rows of the source that come after `below` in the newest-first order (time, source, id), as
 * a condition on the stored time the index serves: rows of an earlier time; at the same time, all of
 * a source that sorts before the bound's, none of one after it, and lower ids of the bound's own.
 */
export function belowPlace(
  w: Pick<Walk, 'source' | 'unit' | 'id'> & { time: PgColumn | SQL },
  below: Place | undefined,
) {
  if (!below) return undefined;
  let at: SQL;
  if (w.unit === 's') {
    // A bound between two whole seconds: every row of its second or before is earlier.
    if (below.us % 1_000_000 !== 0) return sql`${w.time} <= ${Math.floor(below.us / 1_000_000)}`;
    at = sql`${below.us / 1_000_000}`;
  } else {
    at = sql`${timestampOf(below.us)}::timestamptz`;
  }
  if (w.source < below.source) return sql`${w.time} <= ${at}`;
  if (w.source > below.source) return sql`${w.time} < ${at}`;
  const id = numeric(w.source) ? sql`${Number(below.id)}` : sql`${below.id}`;
  return sql`(${w.time}, ${idExpr(w)}) < (${at}, ${id})`;
}

/** Epoch microseconds of a time column. */
export const microsOf = (time: PgColumn | SQL, unit: TimeUnit) =>
  unit === 's' ? sql`(${time}::bigint * 1000000)` : sql`(extract(epoch from ${time}) * 1000000)::bigint`;

/**
 * A branch's columns: its place, split into a number and a text id (one of them null), its fields
 * and its payload (a report's; null for the others).
 */
export function branchColumns(
  source: Source,
  time: PgColumn | SQL,
  unit: TimeUnit,
  id: PgColumn | SQL,
  data: SQL,
  payload: SQL = sql`NULL::jsonb`,
) {
  const ids = numeric(source) ? sql`${id}::bigint, NULL::text` : sql`NULL::bigint, ${id}::text COLLATE "C"`;
  return sql`${microsOf(time, unit)} AS us, ${source}::text AS source, ${ids}, ${id}::text AS rid,
    ${data} AS data, ${payload} AS payload`;
}

/**
 * One source's branch: a walk at each key, `limit` rows each below the page's place. One key (a
 * device's page, the usual one) is walked with the key as a value, so the planner sees it and its
 * statistics: a key holding most of a table's rows is still walked on its index. Several keys (a
 * home's devices) are walked through one LATERAL join, which hides each key from the planner but
 * is planned and built once: walks one by one cost a home's page three times the server's CPU and
 * twice PostgreSQL's on the scale set (7.3 and 19.6 ms against 2.3 and 7.8). The join trusts the
 * table's statistics: on an audit table bloated by a million rows loaded and deleted, before it
 * was analysed again, it read the whole table once a device (decision 0036).
 */
export function walkBranch(w: Walk, window: WalkWindow): SQL | undefined {
  const keys = [...new Set(window.keys)];
  if (keys.length === 0) return undefined;
  const id = idExpr(w);
  const walk = (key: SQL) => sql`SELECT ${branchColumns(w.source, w.time, w.unit, w.id, w.data, w.payload)}
      FROM ${w.table}
     WHERE ${and(sql`${w.key} = ${key}`, ...w.also, belowPlace(w, window.below))}
     ORDER BY ${w.time} DESC, ${id} DESC
     LIMIT ${window.limit}`;
  if (keys.length === 1) return walk(sql`${keys[0]}`);
  return sql`SELECT x.* FROM unnest(${sql.param(keys)}::text[]) AS k(key) CROSS JOIN LATERAL (${walk(sql`k.key`)}) x`;
}

/** The newest `limit` rows of all the branches, in the page's order (by the time as a number, not its text). */
export async function readBranches(db: Db, branches: (SQL | undefined)[], limit: number): Promise<WalkRow[]> {
  const parts = branches.filter((b): b is SQL => b !== undefined);
  if (parts.length === 0 || limit <= 0) return [];
  const union = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` UNION ALL `,
  );
  const result = await db.execute(sql`
    SELECT page.us::text AS us, page.source, page.rid, page.data, page.payload
      FROM (${union}) AS page (us, source, num_id, text_id, rid, data, payload)
     ORDER BY page.us DESC, page.source COLLATE "C" DESC, page.num_id DESC NULLS LAST, page.text_id COLLATE "C" DESC
     LIMIT ${limit}`);
  return rowsOf<WalkRow>(result);
}
