/**
 * The webhook fan-out figure of `npm run bench` (issue 33; aim: p99 from event to delivery under
 * 1 s): WEBHOOK_EVENTS (default 10,000) events of one tenant, each chosen by 3 endpoints, queued
 * one statement each as the areas queue them (emitWebhookEvent), WEBHOOK_EVENTS_PER_SECOND
 * (default 500) a second from 8 connections, on a database of its own. One delivery worker sends
 * them, signed, to 3 real HTTP receivers on 127.0.0.1 that verify each signature with
 * `standardwebhooks`; the delay of each delivery is its arrival less the event's own timestamp.
 * Receivers and worker share this process, as the delays are read where the requests land.
 */
import { randomBytes } from 'node:crypto';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { createDeliveryWorker, createWebhookSender, newWebhookSecret } from '../modules/webhooks';
import { sealSecret } from '../platform/auth/secret-box';
import { openDatabase } from '../platform/db/client';
import { webhookEndpoints } from '../platform/db/schema';
import { emitWebhookEvent } from '../platform/webhooks/outbox';
import { insertBenchTenant, TENANT, withDatabase } from './rollout-bench';

export const WEBHOOK_FIGURE = 'webhook fan-out';
const ENDPOINTS = 3;
const LANES = 8;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

export async function webhookFigure(options: { databaseUrl: string; events?: number; perSecond?: number }) {
  const events = options.events ?? Number(process.env.WEBHOOK_EVENTS ?? 10_000);
  const perSecond = options.perSecond ?? Number(process.env.WEBHOOK_EVENTS_PER_SECOND ?? 500);
  return withDatabase(options.databaseUrl, async (url) => {
    const database = await openDatabase({ url });
    const receivers = await Promise.all(Array.from({ length: ENDPOINTS }, () => startWebhookReceiver()));
    const secretKey = randomBytes(32);
    const worker = createDeliveryWorker({
      database,
      secretKey,
      sender: createWebhookSender({ timeoutMs: 5000, allowPrivate: true }),
      settings: { retryBaseSeconds: 5, retryHours: 24, disableAfterHours: 24, stepSeconds: 1 },
    });
    try {
      await insertBenchTenant(database.db);
      for (const [i, receiver] of receivers.entries()) {
        const secret = newWebhookSecret();
        receiver.useSecret(secret);
        await database.db.insert(webhookEndpoints).values({
          id: `bench-${i}`,
          tenantId: TENANT,
          url: receiver.url,
          events: ['firmware.uploaded'],
          secretSealed: sealSecret(secretKey, secret),
          createdBy: 'bench',
        });
      }
      await worker.start({ error: (o: unknown) => console.error(o) });
      const started = Date.now();
      // Queued from LANES connections at once, as many requests of a server would: the i-th
      // event no earlier than i / perSecond seconds after the start.
      const lane = async (first: number) => {
        for (let i = first; i < events; i += LANES) {
          const due = started + (i * 1000) / perSecond;
          if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
          await emitWebhookEvent(database.db, TENANT, 'firmware.uploaded', {
            firmwareId: `bench-${i}`,
            kind: 'fota',
            version: `1.${i}`,
            category: 'AC',
            brand: 'PANASONIC',
            modelNumber: 'BENCH',
            sha256: '0'.repeat(64),
            size: 1,
            uploadedBy: 'bench',
          });
        }
      };
      await Promise.all(Array.from({ length: LANES }, (_, first) => lane(first)));
      const queuedMs = Date.now() - started;
      const expected = events * ENDPOINTS;
      const deadline = Date.now() + 300_000;
      const count = () => receivers.reduce((n, r) => n + r.received.length, 0);
      while (count() < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const delays = receivers
        .flatMap((r) => r.received.map((x) => x.receivedAt - x.eventAt))
        .sort((a, b) => a - b);
      const ids = receivers.flatMap((r) => r.received.map((x) => `${r.url} ${x.id}`));
      return {
        figure: `${WEBHOOK_FIGURE}: ${events.toLocaleString('en')} events to ${ENDPOINTS} endpoints`,
        events,
        endpoints: ENDPOINTS,
        eventsPerSecondAsked: perSecond,
        eventsPerSecondQueued: Math.round(events / (queuedMs / 1000)),
        delivered: delays.length,
        duplicates: ids.length - new Set(ids).size,
        refusedSignatures: receivers.reduce((n, r) => n + r.refused.length, 0),
        lastDeliveredAfterMs: Date.now() - started,
        p50DelayMs: quantile(delays, 0.5),
        p99DelayMs: quantile(delays, 0.99),
        maxDelayMs: delays.at(-1),
        targetP99DelayMs: 1000,
      };
    } finally {
      await worker.stop();
      await Promise.all(receivers.map((r) => r.close()));
      await database.close();
    }
  });
}
