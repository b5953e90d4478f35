import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { auditLog } from '../../platform/db/schema';

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
 * Entries an export reads per statement: few enough that a chunk's rows die young (they are garbage
 * before the next collection of V8's young generation rather than promoted), which keeps the
 * server's memory flat over 1,000,000 entries.
 */
const EXPORT_CHUNK = 500;

/** An entry as the exports write it: every column but the tenant's. */
export interface AuditExportEntry {
  id: number;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  ip: string | null;
  /** The detail's JSON text as the database prints it (written out as is, never parsed here). */
  detail: string | null;
  chainSeq: number;
  prevHash: string;
  hash: string;
}

/**
 * Every entry matching the filter, newest first, a chunk at a time (keyset on (at, id) as the list
 * pages, so memory holds one chunk whatever the count), with the chain columns.
 */
export async function* auditExportChunks(db: Db, filter: AuditFilter): AsyncGenerator<AuditExportEntry[]> {
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: t.id,
        at: t.at,
        actorId: t.actorId,
        actorName: t.actorName,
        action: t.action,
        entity: t.entity,
        entityId: t.entityId,
        ip: t.ip,
        detail: sql<string | null>`${t.detail}::text`,
        chainSeq: t.chainSeq,
        prevHash: t.prevHash,
        hash: t.hash,
      })
      .from(t)
      .where(whereOf({ ...filter, before }))
      .orderBy(desc(t.at), desc(t.id))
      .limit(EXPORT_CHUNK);
    if (rows.length > 0) yield rows;
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
