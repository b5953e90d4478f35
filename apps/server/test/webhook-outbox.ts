import { randomUUID } from 'node:crypto';
import type { WebhookEventData, WebhookEventType } from '@console/contracts/webhooks';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client';
import { webhookEndpoints, webhookEvents } from '../src/platform/db/schema';

/** An enabled endpoint of `tenantId` that chose `events` (nothing is delivered: no worker runs). */
export async function subscribeWebhook(db: Db, tenantId: string, events: WebhookEventType[]) {
  const id = `wh-${randomUUID()}`;
  await db.insert(webhookEndpoints).values({
    id,
    tenantId,
    url: 'https://receiver.example/hook',
    events,
    secretSealed: 'unused',
    createdBy: 'test',
  });
  return id;
}

/** The data of the events of `type` queued for `tenantId`, oldest first. */
export async function queuedEvents<T extends WebhookEventType>(
  db: Db,
  tenantId: string,
  type: T,
): Promise<WebhookEventData[T][]> {
  const rows = await db
    .select({ payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.tenantId, tenantId), eq(webhookEvents.type, type)))
    .orderBy(asc(webhookEvents.createdAt));
  return rows.map((r) => r.payload.data as WebhookEventData[T]);
}
