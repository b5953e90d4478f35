import type { WebhookAttempt } from '@console/contracts/webhooks';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import {
  auditStreamCursors,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../platform/db/schema';

/*
 * The webhooks screen's statements: endpoints by tenant (webhook_endpoints_tenant), an endpoint's
 * delivery log newest first and its newest try (webhook_attempts_endpoint), its pending count
 * (webhook_deliveries_endpoint).
 */

export interface LastAttempt {
  at: number;
  eventType: string;
  statusCode: number | null;
  error: string | null;
}
export type EndpointRow = typeof webhookEndpoints.$inferSelect & {
  pending: number;
  lastAttempt: LastAttempt | null;
};

export async function listEndpoints(db: Db, tenantId: string): Promise<EndpointRow[]> {
  return db
    .select(endpointColumns())
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId))
    .orderBy(webhookEndpoints.createdAt);
}

/**
 * An endpoint with its pending count and its newest try (webhook_attempts_endpoint, read backwards
 * from the endpoint's highest id: one index entry).
 */
const endpointColumns = () => ({
  ...getTableColumns(webhookEndpoints),
  pending: sql<number>`(SELECT count(*)::int FROM webhook_deliveries d
    WHERE d.endpoint_id = webhook_endpoints.id AND d.state = 'pending')`,
  lastAttempt: sql<LastAttempt | null>`(SELECT json_build_object(
      'at', (extract(epoch FROM a.at) * 1000)::bigint, 'eventType', a.event_type,
      'statusCode', a.status_code, 'error', a.error)
    FROM webhook_attempts a
    WHERE a.tenant_id = webhook_endpoints.tenant_id AND a.endpoint_id = webhook_endpoints.id
    ORDER BY a.id DESC LIMIT 1)`,
});

export async function findEndpoint(
  db: Db | Tx,
  tenantId: string,
  id: string,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select(endpointColumns())
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function countEndpoints(db: Db | Tx, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId));
  return row?.n ?? 0;
}

export async function insertEndpoint(tx: Tx, row: typeof webhookEndpoints.$inferInsert) {
  await tx.insert(webhookEndpoints).values(row);
}

export async function updateEndpoint(
  tx: Tx,
  tenantId: string,
  id: string,
  change: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  await tx
    .update(webhookEndpoints)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
}

export async function deleteEndpoint(tx: Tx, tenantId: string, id: string) {
  await tx
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
  await tx.delete(auditStreamCursors).where(eq(auditStreamCursors.stream, `webhook:${id}`));
}

/** Starts (or restarts) an endpoint's audit stream at its tenant's newest audit entry. */
export async function startAuditCursor(tx: Tx, tenantId: string, endpointId: string) {
  await tx.execute(sql`
    INSERT INTO audit_stream_cursors (stream, chain, last_seq)
    VALUES (${`webhook:${endpointId}`}, ${tenantId},
      coalesce((SELECT max(chain_seq) FROM audit_log WHERE tenant_id = ${tenantId}), 0))
    ON CONFLICT (stream, chain) DO UPDATE SET last_seq = excluded.last_seq, updated_at = now()`);
}

export async function stopAuditCursor(tx: Tx, endpointId: string) {
  await tx.delete(auditStreamCursors).where(eq(auditStreamCursors.stream, `webhook:${endpointId}`));
}

/** Queues one event for one endpoint (the test event): outbox row, delivery and NOTIFY. */
export async function queueForEndpoint(
  tx: Tx,
  tenantId: string,
  endpointId: string,
  event: { id: string; type: string; payload: Record<string, unknown> },
) {
  await tx.execute(sql`
    WITH ev AS (
      INSERT INTO webhook_events (id, tenant_id, type, payload)
      VALUES (${event.id}, ${tenantId}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb) RETURNING id)
    INSERT INTO webhook_deliveries (tenant_id, endpoint_id, event_id) SELECT ${tenantId}, ${endpointId}, id FROM ev`);
  await tx.execute(sql`SELECT pg_notify('webhook_outbox', '')`);
}

export type AttemptPageRow = typeof webhookAttempts.$inferSelect & {
  givenUp: WebhookAttempt['givenUp'];
  eventSubject: string | null;
};

/**
 * A page of the delivery log with, per try, why none follows it when its delivery was given up
 * (the delivery by its primary key) and an audit entry's action (the event by its primary key;
 * both may be gone with the retention). A delivery's last try (its count of tries) that failed
 * with a next try planned, on a delivery no longer waiting, was given up by the endpoint's
 * disabling; one that planned none ran out of its day of retries.
 */
export async function attemptPage(db: Db, tenantId: string, endpointId: string, page: number, size: number) {
  const where = and(eq(webhookAttempts.tenantId, tenantId), eq(webhookAttempts.endpointId, endpointId));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...getTableColumns(webhookAttempts),
        givenUp: sql<AttemptPageRow['givenUp']>`CASE
          WHEN ${webhookDeliveries.state} = 'failed' AND ${webhookAttempts.attempt} = ${webhookDeliveries.attempts}
          THEN CASE WHEN ${webhookAttempts.retryAt} IS NULL THEN 'retriesExhausted' ELSE 'endpointDisabled' END
        END`,
        eventSubject: sql<string | null>`CASE WHEN ${webhookEvents.type} = 'audit.entry'
          THEN ${webhookEvents.payload} -> 'data' ->> 'action' END`,
      })
      .from(webhookAttempts)
      .leftJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .leftJoin(webhookEvents, eq(webhookEvents.id, webhookAttempts.eventId))
      .where(where)
      .orderBy(desc(webhookAttempts.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(webhookAttempts).where(where),
  ]);
  return { rows: rows as AttemptPageRow[], total: total?.n ?? 0 };
}

/**
 * A disabled endpoint's deliveries still waiting: given up (the delivery log then says so at
 * their last try, whose planned next try will not happen).
 */
export async function failPendingOf(tx: Tx, endpointId: string) {
  await tx.execute(
    sql`UPDATE webhook_deliveries SET state = 'failed' WHERE endpoint_id = ${endpointId} AND state = 'pending'`,
  );
}
