import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { NUMERIC_IDS, type Place, type Source } from './timeline-cursor';

/*
 * One source's page of a timeline: for each key (a device, a user), a backward walk of the
 * source's (key, …, time, id) index that stops after `limit` rows below the page's bound, then the
 * newest `limit` of those. A LATERAL join runs the walks in one statement, so a home of ten devices
 * is ten short index scans, never a sort of everything the devices ever reported.
 */

/** A time column as stored: epoch seconds (device logs) or a timestamp with time zone. */
export type TimeUnit = 's' | 'tz';

/** A source's table and index: what one walk reads. */
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
  /** The source's own columns, `expr AS name` each. */
  columns: SQL;
}

/** Where a page reads: at which keys, below which place (exclusive; none for the newest page), how many rows. */
export interface WalkWindow {
  keys: readonly string[];
  below: Place | undefined;
  limit: number;
}

/** A row of a walk: its time (epoch microseconds, as text: beyond a float's exact range in SQL), id and columns. */
export type WalkRow = { us: string; rid: string } & Record<string, unknown>;

/**
 * A timestamp literal of an exact number of epoch microseconds ('2026-01-01T00:00:00.123456Z'): a
 * JavaScript date has milliseconds only, and a float of seconds loses the last digit.
 */
export function timestampOf(us: number): string {
  const ms = Math.floor(us / 1000);
  const micros = String(us - ms * 1000).padStart(3, '0');
  return new Date(ms).toISOString().replace(/Z$/, `${micros}Z`);
}

/** Text ids compared byte by byte, as the cursor compares them, whatever the database's collation. */
const idExpr = (w: Pick<Walk, 'source' | 'id'>) =>
  NUMERIC_IDS.has(w.source) ? sql`${w.id}` : sql`${w.id} COLLATE "C"`;

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
  const id = NUMERIC_IDS.has(w.source) ? sql`${Number(below.id)}` : sql`${below.id}`;
  return sql`(${w.time}, ${idExpr(w)}) < (${at}, ${id})`;
}

/** Epoch microseconds of a time column, as text. */
export const microsOf = (time: PgColumn | SQL, unit: TimeUnit) =>
  unit === 's'
    ? sql`(${time}::bigint * 1000000)::text`
    : sql`(extract(epoch from ${time}) * 1000000)::bigint::text`;

export async function walkNewest(db: Db, w: Walk, window: WalkWindow): Promise<WalkRow[]> {
  if (window.keys.length === 0 || window.limit <= 0) return [];
  const where = and(sql`${w.key} = k.key`, ...w.also, belowPlace(w, window.below));
  const id = idExpr(w);
  const result = await db.execute(sql`
    SELECT x.* FROM unnest(${sql.param([...window.keys])}::text[]) AS k(key)
    CROSS JOIN LATERAL (
      SELECT ${microsOf(w.time, w.unit)} AS us, ${w.id}::text AS rid, ${w.time} AS sort_time, ${id} AS sort_id,
             ${w.columns}
        FROM ${w.table}
       WHERE ${where}
       ORDER BY ${w.time} DESC, ${id} DESC
       LIMIT ${window.limit}
    ) x
    ORDER BY x.sort_time DESC, x.sort_id DESC
    LIMIT ${window.limit}`);
  return rowsOf<WalkRow>(result);
}
