import { randomUUID } from 'node:crypto';
import type { WebhookEventData, WebhookEventType } from '@console/contracts/webhooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** NOTIFY channel the delivery workers listen on: an event was queued (sent at its commit). */
export const WEBHOOK_OUTBOX_CHANNEL = 'webhook_outbox';

/** A new event id, as Standard Webhooks' `webhook-id` carries it. */
export const newWebhookEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/**
 * Queues an event for every enabled endpoint of the tenant that chose its type: the outbox row,
 * one delivery an endpoint and a NOTIFY, in one statement. Pass the transaction of the change the
 * event tells of, so both commit together (or neither); a tenant without such an endpoint costs one
 * indexed look-up and writes nothing. Returns how many endpoints it was queued for.
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  db: Pick<Db, 'execute'>,
  tenantId: string,
  type: T,
  data: WebhookEventData[T],
): Promise<number> {
  const id = newWebhookEventId();
  const payload = { type, timestamp: new Date().toISOString(), data };
  const result = await db.execute(sql`
    WITH eps AS (
      SELECT id FROM webhook_endpoints
       WHERE tenant_id = ${tenantId} AND enabled AND ${type}::text = ANY(events)),
    ev AS (
      INSERT INTO webhook_events (id, tenant_id, type, payload)
      SELECT ${id}, ${tenantId}, ${type}, ${JSON.stringify(payload)}::jsonb
       WHERE EXISTS (SELECT 1 FROM eps)
      RETURNING id),
    queued AS (
      INSERT INTO webhook_deliveries (tenant_id, endpoint_id, event_id)
      SELECT ${tenantId}, eps.id, ev.id FROM eps, ev
      RETURNING 1)
    SELECT count(*)::int AS n, (SELECT pg_notify(${WEBHOOK_OUTBOX_CHANNEL}, '') FROM ev) AS notified
      FROM queued`);
  const rows = rowsOf<{ n: number }>(result);
  return Number(rows[0]?.n ?? 0);
}
