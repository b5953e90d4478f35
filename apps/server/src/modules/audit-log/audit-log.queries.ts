import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { auditLog } from '../../platform/db/schema';
import { csvFieldSql, csvLineSql, isoTimestampSql, ndjsonLineSql } from '../../platform/http/file-lines-sql';

/*
 * Indexes walked, backwards (newest first), the page's keyset bound `at <= …` an index condition,
 * so a page reads its rows and stops: `audit_log_tenant_action_at` (tenant_id, action, at, id) when
 * an action is chosen, else `audit_log_tenant_at` (tenant_id, at). The other filters (actor, entity
 * id, dates) are conditions on the rows the walk meets. The actions: a skip scan of the first index.
 */

export interface AuditFilter {
  tenantId: string;
  action?: string | undefined;
  actor?: string | undefined;
  entityId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
  /** The id of the entry the page follows: the page holds entries before it in (at, id). */
  before?: number | undefined;
}

const t = auditLog;

/** (at, id) < the cursor entry's, spelled so `at <= …` bounds the index walk; no such entry, no rows. */
function olderThan(tenantId: string, id: number): SQL {
  const cursorAt = sql`(select c.at from audit_log c where c.id = ${id} and c.tenant_id = ${tenantId})`;
  return sql`${t.at} <= ${cursorAt} and (${t.at} < ${cursorAt} or ${t.id} < ${id})`;
}

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    eq(t.tenantId, f.tenantId),
    f.action ? eq(t.action, f.action) : undefined,
    f.actor ? sql`lower(${t.actorName}) = lower(${f.actor})` : undefined,
    f.entityId ? eq(t.entityId, f.entityId) : undefined,
    f.from ? gte(t.at, f.from) : undefined,
    f.until ? lt(t.at, f.until) : undefined,
    f.before === undefined ? undefined : olderThan(f.tenantId, f.before),
  );
}

/** Up to `size` entries matching the filter, newest first. */
export function findAuditPage(db: Db, filter: AuditFilter, size: number) {
  return db
    .select({
      id: t.id,
      at: t.at,
      actorName: t.actorName,
      action: t.action,
      entity: t.entity,
      entityId: t.entityId,
      detail: t.detail,
      ip: t.ip,
    })
    .from(t)
    .where(whereOf(filter))
    .orderBy(desc(t.at), desc(t.id))
    .limit(size);
}

/**
 * Entries an export reads per statement: few enough that a chunk's lines die young (they are garbage
 * before the next collection of V8's young generation rather than promoted), which keeps the
 * server's memory flat over 1,000,000 entries.
 */
const EXPORT_CHUNK = 500;

export type AuditExportFormat = 'csv' | 'ndjson';

/** The detail's JSON text as the database prints it (written out as is, never parsed here). */
const detailText = sql`${t.detail}::text`;

/** A CSV line: the entry's columns (the export's header names them), its time in ISO 8601. */
const csvLine = csvLineSql([
  sql`${t.id}::text`,
  isoTimestampSql(sql`${t.at}`),
  ...[t.actorId, t.actorName, t.action, t.entity, t.entityId, t.ip].map((c) => csvFieldSql(sql`${c}`)),
  csvFieldSql(detailText),
  sql`${t.chainSeq}::text`,
  sql`${t.prevHash}`,
  sql`${t.hash}`,
]);

/**
 * One JSON object a line, the same fields as the CSV under the API's names; the time as ISO 8601;
 * the detail last, its JSON text from the database put in as it is.
 */
const ndjsonLine = ndjsonLineSql([
  ['id', sql`${t.id}`, 'number'],
  ['at', isoTimestampSql(sql`${t.at}`), 'string'],
  ['actorId', sql`${t.actorId}`, 'string'],
  ['actorName', sql`${t.actorName}`, 'string'],
  ['action', sql`${t.action}`, 'string'],
  ['entity', sql`${t.entity}`, 'string'],
  ['entityId', sql`${t.entityId}`, 'string'],
  ['ip', sql`${t.ip}`, 'string'],
  ['chainSeq', sql`${t.chainSeq}`, 'number'],
  ['prevHash', sql`${t.prevHash}`, 'string'],
  ['hash', sql`${t.hash}`, 'string'],
  ['detail', detailText, 'json'],
]);

const LINES = { csv: csvLine, ndjson: ndjsonLine } as const;

/**
 * Every entry matching the filter, newest first, as the lines of a file in `format`, written by
 * PostgreSQL (file-lines-sql.ts), a chunk at a time (keyset on (at, id) as the list pages, so
 * memory holds one chunk whatever the count).
 */
export async function* auditExportLines(
  db: Db,
  filter: AuditFilter,
  format: AuditExportFormat,
): AsyncGenerator<string[]> {
  const line = LINES[format];
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .select({ id: t.id, line: sql<string>`${line}` })
      .from(t)
      .where(whereOf({ ...filter, before }))
      .orderBy(desc(t.at), desc(t.id))
      .limit(EXPORT_CHUNK);
    if (rows.length > 0) yield rows.map((r) => r.line);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_CHUNK) return;
    before = last.id;
  }
}

/**
 * The actions recorded in the tenant, by name: one index probe per action (a recursive skip scan),
 * where DISTINCT would read every entry of the tenant.
 */
export async function findAuditActions(db: Db, tenantId: string): Promise<string[]> {
  const result = await db.execute(sql`
    WITH RECURSIVE a(action) AS (
      (SELECT action FROM audit_log WHERE tenant_id = ${tenantId} ORDER BY action LIMIT 1)
      UNION ALL
      SELECT (SELECT l.action FROM audit_log l WHERE l.tenant_id = ${tenantId} AND l.action > a.action
              ORDER BY l.action LIMIT 1)
      FROM a WHERE a.action IS NOT NULL
    )
    SELECT action FROM a WHERE action IS NOT NULL`);
  return rowsOf<{ action: string }>(result).map((r) => r.action);
}
