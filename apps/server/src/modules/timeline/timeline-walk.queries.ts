import { createHash } from 'node:crypto';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { NUMERIC_IDS, type Place, type Source } from './timeline-cursor';

/*
 * A timeline page is one statement: a branch per source, each a bounded keyset read, then the
 * newest `limit` of all of them. A branch walks its source's (key, …, time, id) index backwards at
 * each of the page's keys (a device, a user), stopping after `limit` rows below the page's place:
 * a home of ten devices is ten short index scans per source, never a sort of everything they ever
 * reported. The branches' rows (at most sources × keys × limit) are merged by the page's order,
 * (time, source, id) descending, and cut at `limit`. One statement rather than one per source: a
 * page is then one round trip, and only the rows it shows come back (decision 0036, figures).
 *
 * The walks carry only each row's place and where it is (its ctid); the fields are built for the
 * rows the cut keeps, fetched by that ctid (in the same statement and snapshot, so the same row
 * versions): a home of ten devices walks ten times a page of rows per source, and building every
 * walked row's fields was half of its PostgreSQL time.
 *
 * The statement's text depends only on its shape (a device's or a home's page, and the sources
 * the caller may see, each with its payload or without): every value (keys, tenant, place, page
 * size, the kinds asked for) is a placeholder. So it is built once per shape and prepared: on
 * PostgreSQL each pooled connection parses and plans it once, then only binds (planning the
 * dozen branches cost as much as running them; building the text, a third of the server's CPU).
 */

/** A time column as stored: epoch seconds (device logs) or a timestamp with time zone. */
export type TimeUnit = 's' | 'tz';

/** Each source's time unit: the device logs and histories keep epoch seconds. */
export const UNIT_OF: Record<Source, TimeUnit> = {
  activity: 's',
  appLogin: 'tz',
  audit: 'tz',
  command: 'tz',
  connection: 's',
  diagnostic: 's',
  feedback: 'tz',
  firmware: 's',
  notification: 'tz',
  onboarding: 's',
  service: 'tz',
  status: 's',
  warranty: 'tz',
};

/** Whose events a page reads: one device (and its owner), or a home's devices and members. */
export type SubjectKind = 'device' | 'home';

/** A source's table and index: what one branch reads. */
export interface Walk {
  source: Source;
  table: PgTable;
  /** The index's leading column (a device, a user), walked at each of the page's keys. */
  key: PgColumn;
  /** Whose ids the key holds: the page's devices, or its people (the owner, a home's members). */
  by: 'devices' | 'users';
  /** Further conditions the index serves or that are cheap per row (tenant, a partial index's own). */
  also: (SQL | undefined)[];
  time: PgColumn;
  id: PgColumn | SQL;
  /** The source's own fields, `jsonb_build_object('name', expr, …)`. */
  data: SQL;
  /** A report's payload, as stored: a column of its own, not copied into `data`. */
  payload?: SQL;
}

/** A source's part of a page's statement: its walks (one per key kind), and how a kept row's fields are read. */
export interface SourceBranches {
  walks: SQL[];
  detail: SQL;
}

/** A row of a page: its place (time in epoch microseconds as text, source, id) and its source's fields. */
export interface WalkRow {
  us: string;
  source: Source;
  rid: string;
  data: Record<string, unknown>;
  payload: Record<string, unknown> | null;
}

const ph = sql.placeholder;

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
const idExpr = (source: Source, id: PgColumn | SQL) =>
  numeric(source) ? sql`${id}` : sql`${id} COLLATE "C"`;

/** The page's keys of a branch: its one device or owner, or a home's devices or members. */
const keyName = (by: Walk['by'], subject: SubjectKind) =>
  subject === 'home' ? by : by === 'devices' ? 'device' : 'user';

/**
 * The rows of a source that come after the page's place in the newest-first order (time, source,
 * id), as a condition on the stored time that its index serves: rows of an earlier time; at the
 * place's own time, all of them (`incl_<source>`: the source sorts before the place's, or a bound
 * between two whole seconds for a seconds log), or those of a lower id (`bid_<source>`: the
 * place's own source), or none. `placeValues` sets them; the newest page is below 'infinity'.
 */
export function belowPlace(source: Source, time: PgColumn | SQL, id: PgColumn | SQL) {
  const at = UNIT_OF[source] === 's' ? sql`${ph('atS')}::bigint` : sql`${ph('atTz')}::timestamptz`;
  const bid = numeric(source) ? sql`${ph(`bid_${source}`)}::bigint` : sql`${ph(`bid_${source}`)}::text`;
  return sql`${time} <= ${at} AND (${time} < ${at} OR ${ph(`incl_${source}`)}::boolean OR ${idExpr(source, id)} < ${bid})`;
}

/** Whether a source is read at all (the kinds asked for): a branch that is not is never started. */
export const wanted = (source: Source) => sql`${ph(`want_${source}`)}::boolean`;

/** The newest place: later than every row. */
const NEWEST = { atS: Number.MAX_SAFE_INTEGER, atTz: 'infinity' };

/**
 * The place's values for the statement: its time in both units, and for each source whether its
 * rows at that time come in whole (`incl_`), or below which id (`bid_`), and whether it is read.
 */
export function placeValues(
  sources: readonly Source[],
  read: ReadonlySet<Source>,
  below: Place | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = below
    ? { atS: Math.floor(below.us / 1_000_000), atTz: timestampOf(below.us) }
    : { ...NEWEST };
  // A bound between two whole seconds: every row of a seconds log in its second is earlier.
  const betweenSeconds = below !== undefined && below.us % 1_000_000 !== 0;
  for (const source of sources) {
    const before = below === undefined || source < below.source;
    values[`want_${source}`] = read.has(source);
    values[`incl_${source}`] = before || (UNIT_OF[source] === 's' && betweenSeconds);
    values[`bid_${source}`] = below !== undefined && below.source === source ? below.id : null;
  }
  return values;
}

/** Epoch microseconds of a time column. */
const microsOf = (time: PgColumn | SQL, unit: TimeUnit) =>
  unit === 's' ? sql`(${time}::bigint * 1000000)` : sql`(extract(epoch from ${time}) * 1000000)::bigint`;

/**
 * A walk's columns: its place, split into a number and a text id (one of them null), and where
 * its row is (`tid`: the row's ctid, for its fields once the page is cut).
 */
export function walkColumns(source: Source, time: PgColumn | SQL, id: PgColumn | SQL, tid: SQL) {
  const ids = numeric(source) ? sql`${id}::bigint, NULL::text` : sql`NULL::bigint, ${id}::text COLLATE "C"`;
  return sql`${microsOf(time, UNIT_OF[source])} AS us, ${source}::text AS source, ${ids}, ${tid} AS tid`;
}

/**
 * The fields of a kept row of the source: its table (`from`, with any join) at the page row's
 * ctid (`tid`, of the walked table), its fields and its payload (a report's; null for the others).
 * The page's rows of other sources skip it (a condition on the page row alone, checked first).
 */
export function detailBranch(
  source: Source,
  from: SQL,
  tid: SQL,
  data: SQL,
  payload: SQL = sql`NULL::jsonb`,
) {
  return sql`SELECT ${data} AS data, ${payload} AS payload FROM ${from}
     WHERE page.source = ${source}::text AND ${tid} = page.tid`;
}

/**
 * One source's walk: at each key, `limit` rows below the page's place. A device's page (the
 * usual one) walks at its one key, a value; a home's walks its devices (or members) through one
 * LATERAL join, planned and built once: walks one by one cost a home's page three times the
 * server's CPU and twice PostgreSQL's on the scale set (7.3 and 19.6 ms against 2.3 and 7.8). The
 * join trusts the table's statistics: on an audit table bloated by a million rows loaded and
 * deleted, before it was analysed again, it read the whole table once a device (decision 0036).
 */
export function walkBranch(w: Walk, subject: SubjectKind): SQL {
  const walk = (key: SQL) => sql`SELECT ${walkColumns(w.source, w.time, w.id, sql`${w.table}.ctid`)}
      FROM ${w.table}
     WHERE ${and(sql`${w.key} = ${key}`, ...w.also, belowPlace(w.source, w.time, w.id), wanted(w.source))}
     ORDER BY ${w.time} DESC, ${idExpr(w.source, w.id)} DESC
     LIMIT ${ph('limit')}`;
  if (subject === 'device') return walk(sql`${ph(keyName(w.by, subject))}`);
  return sql`SELECT x.* FROM unnest(${ph(keyName(w.by, subject))}::text[]) AS k(key) CROSS JOIN LATERAL (${walk(sql`k.key`)}) x`;
}

/** A source read from one table: its walks (all of one source and table) and its fields at a kept row. */
export function sourceBranches(walks: readonly Walk[], subject: SubjectKind): SourceBranches {
  const [w] = walks as [Walk];
  return {
    walks: walks.map((walk) => walkBranch(walk, subject)),
    detail: detailBranch(w.source, sql`${w.table}`, sql`${w.table}.ctid`, w.data, w.payload),
  };
}

const ORDER = sql`DESC, page.source COLLATE "C" DESC, page.num_id DESC NULLS LAST, page.text_id COLLATE "C" DESC`;

/**
 * The statement of a page's shape: the newest `limit` places of all its walks, in the page's order
 * (by the time as a number, not its text), then each one's fields.
 */
function pageStatement(db: Db, branches: readonly SourceBranches[], name: string) {
  const union = (parts: SQL[]) =>
    sql.join(
      parts.map((part) => sql`(${part})`),
      sql` UNION ALL `,
    );
  const walks = union(branches.flatMap((b) => b.walks));
  const details = union(branches.map((b) => b.detail));
  return db
    .select({
      us: sql<string>`page.us::text`,
      source: sql<Source>`page.source`,
      rid: sql<string>`coalesce(page.num_id::text, page.text_id)`,
      data: sql<Record<string, unknown>>`d.data`,
      payload: sql<Record<string, unknown> | null>`d.payload`,
    })
    .from(sql`(SELECT * FROM (${walks}) AS page (us, source, num_id, text_id, tid)
       ORDER BY page.us ${ORDER} LIMIT ${ph('limit')}) AS page
       CROSS JOIN LATERAL (${details}) AS d`)
    .orderBy(sql`page.us ${ORDER}`)
    .prepare(name);
}

type PageStatement = ReturnType<typeof pageStatement>;

/** The statements of each database handle, by shape (a handful: subjects × what roles may see). */
const statementsByDb = new WeakMap<Db, Map<string, PageStatement>>();

/**
 * A page: the statement of its shape (built from `branches` the first time, named after the shape,
 * which always builds the same text) run with the page's values.
 */
export function readPage(
  db: Db,
  shape: string,
  branches: () => readonly SourceBranches[],
  values: Record<string, unknown>,
): Promise<WalkRow[]> {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  let statement = statements.get(shape);
  if (!statement) {
    const name = `timeline_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`;
    statement = pageStatement(db, branches(), name);
    statements.set(shape, statement);
  }
  return statement.execute(values);
}

/** The page's keys as the statement takes them (a missing owner is no key: its branches find nothing). */
export function keyValues(subject: SubjectKind, deviceIds: readonly string[], userIds: readonly string[]) {
  return subject === 'home'
    ? { devices: [...new Set(deviceIds)], users: [...new Set(userIds)] }
    : { device: deviceIds[0] ?? null, user: userIds[0] ?? null, devices: deviceIds.slice(0, 1) };
}
