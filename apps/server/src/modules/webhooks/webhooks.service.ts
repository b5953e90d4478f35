import { randomUUID } from 'node:crypto';
import {
  type CreateWebhookBody,
  MAX_WEBHOOK_ENDPOINTS,
  type UpdateWebhookBody,
  WEBHOOK_TEST_EVENT,
  type WebhookAttempt,
  type WebhookEndpoint,
} from '@console/contracts/webhooks';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { sealSecret } from '../../platform/auth/secret-box';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/http/errors';
import { newWebhookEventId } from '../../platform/webhooks/outbox';
import { ForbiddenAddressError, hostOf, resolveAllowed } from './address-guard';
import { newWebhookSecret } from './webhook-signature';
import * as store from './webhooks.queries';

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const endpointOf = (r: store.EndpointRow): WebhookEndpoint => ({
  endpointId: r.id,
  url: r.url,
  description: r.description,
  events: r.events,
  enabled: r.enabled,
  disabledAt: seconds(r.disabledAt),
  disabledReason: r.disabledReason,
  disabledBy: r.disabledBy,
  failingSince: seconds(r.failingSince),
  createdBy: r.createdBy,
  createdAt: seconds(r.createdAt) ?? 0,
  pending: r.pending,
  lastAttempt: r.lastAttempt,
});

export type WebhooksService = ReturnType<typeof createWebhooksService>;

/** A tenant's webhook endpoints (issue 33): registered, changed, tested and read by its admins. */
export function createWebhooksService(deps: { db: Db; secretKey: Buffer; allowPrivate: boolean }) {
  const { db, secretKey, allowPrivate } = deps;

  /** Refuses a URL whose host resolves to a forbidden address, or to none. */
  async function checkUrl(url: string) {
    try {
      await resolveAllowed(hostOf(new URL(url)), allowPrivate);
    } catch (error) {
      throw badRequest(
        error instanceof ForbiddenAddressError ? 'webhookUrlNotAllowed' : 'webhookUrlUnresolved',
      );
    }
  }

  async function found(auth: RequestAuth, endpointId: string) {
    const row = await store.findEndpoint(db, auth.tenantId, endpointId);
    if (!row) throw notFound('webhookNotFound');
    return row;
  }

  return {
    async list(auth: RequestAuth) {
      return { endpoints: (await store.listEndpoints(db, auth.tenantId)).map(endpointOf) };
    },

    async create(auth: RequestAuth, body: z.output<typeof CreateWebhookBody>, ip: string) {
      await checkUrl(body.url);
      const id = randomUUID();
      const secret = newWebhookSecret();
      await db.transaction(async (tx) => {
        if ((await store.countEndpoints(tx, auth.tenantId)) >= MAX_WEBHOOK_ENDPOINTS)
          throw badRequest('webhookTooMany');
        await store.insertEndpoint(tx, {
          id,
          tenantId: auth.tenantId,
          url: body.url,
          description: body.description,
          events: body.events,
          secretSealed: sealSecret(secretKey, secret),
          createdBy: auth.userName,
        });
        await audit(tx, auth, {
          action: 'webhook.create',
          entity: 'webhook',
          entityId: id,
          detail: { url: body.url, events: body.events },
          ip,
        });
        // After its own creation's entry: the stream starts with what comes next.
        if (body.events.includes('audit.entry')) await store.startAuditCursor(tx, auth.tenantId, id);
      });
      return { ...endpointOf(await found(auth, id)), secret };
    },

    async update(
      auth: RequestAuth,
      endpointId: string,
      body: z.output<typeof UpdateWebhookBody>,
      ip: string,
    ) {
      const before = await found(auth, endpointId);
      if (body.url !== undefined && body.url !== before.url) await checkUrl(body.url);
      await db.transaction(async (tx) => {
        const change: Parameters<typeof store.updateEndpoint>[3] = {};
        if (body.url !== undefined) change.url = body.url;
        if (body.description !== undefined) change.description = body.description;
        if (body.events !== undefined) change.events = body.events;
        if (body.enabled === true && !before.enabled) {
          Object.assign(change, {
            enabled: true,
            disabledAt: null,
            disabledReason: null,
            disabledBy: null,
            failingSince: null,
          });
        }
        if (body.enabled === false && before.enabled) {
          Object.assign(change, {
            enabled: false,
            disabledAt: new Date(),
            disabledReason: 'by hand',
            disabledBy: auth.userName,
          });
          await store.failPendingOf(tx, endpointId);
        }
        await store.updateEndpoint(tx, auth.tenantId, endpointId, change);
        await audit(tx, auth, {
          action: 'webhook.update',
          entity: 'webhook',
          entityId: endpointId,
          detail: { ...body },
          ip,
        });
        const wasAudit = before.events.includes('audit.entry');
        const isAudit = (body.events ?? before.events).includes('audit.entry');
        if (isAudit && !wasAudit) await store.startAuditCursor(tx, auth.tenantId, endpointId);
        if (!isAudit && wasAudit) await store.stopAuditCursor(tx, endpointId);
      });
      return endpointOf(await found(auth, endpointId));
    },

    async remove(auth: RequestAuth, endpointId: string, ip: string) {
      const before = await found(auth, endpointId);
      await db.transaction(async (tx) => {
        await store.deleteEndpoint(tx, auth.tenantId, endpointId);
        await audit(tx, auth, {
          action: 'webhook.delete',
          entity: 'webhook',
          entityId: endpointId,
          detail: { url: before.url },
          ip,
        });
      });
      return endpointOf(before);
    },

    /** Queues a `webhook.test` event for this endpoint alone; its delivery shows in the log. */
    async sendTest(auth: RequestAuth, endpointId: string, ip: string) {
      const endpoint = await found(auth, endpointId);
      if (!endpoint.enabled) throw badRequest('webhookDisabledNoTest');
      const eventId = newWebhookEventId();
      const payload = {
        type: WEBHOOK_TEST_EVENT,
        timestamp: new Date().toISOString(),
        data: { endpointId, sentBy: auth.userName },
      };
      await db.transaction(async (tx) => {
        await store.queueForEndpoint(tx, auth.tenantId, endpointId, {
          id: eventId,
          type: WEBHOOK_TEST_EVENT,
          payload,
        });
        await audit(tx, auth, {
          action: 'webhook.test',
          entity: 'webhook',
          entityId: endpointId,
          detail: { eventId },
          ip,
        });
      });
      return { eventId };
    },

    async attempts(auth: RequestAuth, endpointId: string, query: { page: number; size: number }) {
      await found(auth, endpointId);
      const { rows, total } = await store.attemptPage(db, auth.tenantId, endpointId, query.page, query.size);
      const attempts: WebhookAttempt[] = rows.map((r) => ({
        attemptId: r.id,
        eventId: r.eventId,
        eventType: r.eventType,
        attempt: r.attempt,
        at: r.at.getTime(),
        statusCode: r.statusCode,
        durationMs: r.durationMs,
        error: r.error,
        retryAt: r.retryAt && !r.givenUp ? r.retryAt.getTime() : null,
        givenUp: r.givenUp,
        eventSubject: r.eventSubject,
      }));
      return { total, attempts };
    },
  };
}
