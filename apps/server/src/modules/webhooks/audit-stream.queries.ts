import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import type { AuditRecord } from './syslog';

/*
 * The audit stream's statements: each stream's cursor in each chain, taken FOR UPDATE SKIP LOCKED
 * (one server moves a cursor at a time), and the entries after it on the chain's unique index
 * (audit_log_tenant_chain: tenant, chain number).
 */

/** Streams that have a cursor: the webhook endpoints' that take audit entries, and syslog's chains. */
export async function findCursors(db: Db, stream?: string): Promise<{ stream: string; chain: string }[]> {
  return rowsOf(
    await db.execute(sql`
      SELECT c.stream, c.chain FROM audit_stream_cursors c
       WHERE ${stream ? sql`c.stream = ${stream}` : sql`c.stream LIKE 'webhook:%'`}
         AND (c.stream NOT LIKE 'webhook:%' OR EXISTS (
           SELECT 1 FROM webhook_endpoints p WHERE 'webhook:' || p.id = c.stream AND p.enabled))`),
  );
}

/** Gives syslog a cursor in every chain (tenants' and the one without), at its newest entry. */
export async function startSyslogCursors(db: Db) {
  await db.execute(sql`
    INSERT INTO audit_stream_cursors (stream, chain, last_seq)
    SELECT 'syslog', c.chain,
           coalesce((SELECT max(chain_seq) FROM audit_log a
                      WHERE a.tenant_id IS NOT DISTINCT FROM nullif(c.chain, '')), 0)
      FROM (SELECT id AS chain FROM tenants UNION ALL SELECT '') c
    ON CONFLICT DO NOTHING`);
}

export async function lockCursor(tx: Tx, stream: string, chain: string): Promise<number | undefined> {
  const [row] = rowsOf<{ lastSeq: number }>(
    await tx.execute(sql`
      SELECT last_seq AS "lastSeq" FROM audit_stream_cursors
       WHERE stream = ${stream} AND chain = ${chain} FOR UPDATE SKIP LOCKED`),
  );
  return row?.lastSeq;
}

export async function entriesAfter(
  tx: Tx,
  chain: string,
  after: number,
  limit: number,
): Promise<AuditRecord[]> {
  return rowsOf(
    await tx.execute(sql`
      SELECT id, tenant_id AS "tenantId", chain_seq AS seq, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
             actor_id AS "actorId", actor_name AS "actorName", action, entity, entity_id AS "entityId",
             detail, ip, hash
        FROM audit_log
       WHERE ${chain === '' ? sql`tenant_id IS NULL` : sql`tenant_id = ${chain}`} AND chain_seq > ${after}
       ORDER BY chain_seq LIMIT ${limit}`),
  );
}

export async function moveCursor(tx: Tx, stream: string, chain: string, lastSeq: number) {
  await tx.execute(sql`
    UPDATE audit_stream_cursors SET last_seq = ${lastSeq}, updated_at = now()
     WHERE stream = ${stream} AND chain = ${chain}`);
}

/** The entries as `audit.entry` events of one endpoint: outbox rows and deliveries, then NOTIFY. */
export async function queueAuditEvents(
  tx: Tx,
  tenantId: string,
  endpointId: string,
  events: { id: string; payload: Record<string, unknown> }[],
) {
  await tx.execute(sql`
    WITH ev AS (
      INSERT INTO webhook_events (id, tenant_id, type, payload)
      SELECT r.id, ${tenantId}, 'audit.entry', r.payload
        FROM jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS r(id text, payload jsonb)
      RETURNING id)
    INSERT INTO webhook_deliveries (tenant_id, endpoint_id, event_id) SELECT ${tenantId}, ${endpointId}, id FROM ev`);
  await tx.execute(sql`SELECT pg_notify('webhook_outbox', '')`);
}
