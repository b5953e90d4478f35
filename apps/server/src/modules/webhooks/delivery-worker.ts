import { audit } from '../../platform/audit/audit';
import { openSecret } from '../../platform/auth/secret-box';
import type { Database, Db } from '../../platform/db/client';
import { createWakeableLoop } from '../../platform/jobs/wakeable-loop';
import type { Log } from '../../platform/mqtt/log';
import { WEBHOOK_OUTBOX_CHANNEL } from '../../platform/webhooks/outbox';
import * as store from './webhook-deliveries.queries';
import { delivered, type SendResult, type WebhookSender } from './webhook-sender';
import { webhookHeaders } from './webhook-signature';
import { failPendingOf } from './webhooks.queries';

export interface DeliverySettings {
  /** First retry's delay; each next one doubles, up to an hour. */
  retryBaseSeconds: number;
  /** How long after its event a delivery is still tried. */
  retryHours: number;
  /** How long an endpoint may fail without a success before it is disabled. */
  disableAfterHours: number;
  stepSeconds: number;
}

/** Deliveries a server takes per turn, and sends at once. */
const BATCH = 200;
/** A server holds what it took this long (longer than any try): then another may take it. */
const LEASE_SECONDS = 120;
const MAX_DELAY_SECONDS = 3600;

/** When the try after `attempt` failed tries is due, or null when the event is past its day. */
export function nextTry(
  attempt: number,
  createdAt: Date,
  now: Date,
  settings: DeliverySettings,
): Date | null {
  const delay = Math.min(settings.retryBaseSeconds * 2 ** (attempt - 1), MAX_DELAY_SECONDS) * 1000;
  const deadline = createdAt.getTime() + settings.retryHours * 3_600_000;
  if (now.getTime() >= deadline) return null;
  // The last try is at the deadline itself, so a day of failures is a whole day.
  return new Date(Math.min(now.getTime() + delay, deadline));
}

/**
 * Sends due webhook deliveries on every server: woken by the outbox's NOTIFY (an event committed)
 * and every `stepSeconds` (retries fall due). Each delivery is taken by one server (SKIP LOCKED),
 * signed, posted, and its try logged; a failure is retried with exponential backoff for a day, and
 * an endpoint failing for a day is disabled with an audit entry that the screen shows.
 */
export function createDeliveryWorker(options: {
  database: Database;
  secretKey: Buffer;
  sender: WebhookSender;
  settings: DeliverySettings;
}) {
  const { database, secretKey, sender, settings } = options;
  const db: Db = database.db;
  let log: Pick<Log, 'error'> | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  const secrets = new Map<string, string>();

  const secretOf = (sealed: string) => {
    let secret = secrets.get(sealed);
    if (!secret) {
      secret = openSecret(secretKey, sealed);
      secrets.set(sealed, secret);
    }
    return secret;
  };

  async function recordFailure(d: store.TakenDelivery, result: SendResult, now: Date) {
    const retryAt = nextTry(d.attempt, d.createdAt, now, settings);
    const disableBefore = new Date(now.getTime() - settings.disableAfterHours * 3_600_000);
    await db.transaction(async (tx) => {
      await store.markFailed(tx, d.id, retryAt);
      await store.insertAttempts(tx, [attemptRow(d, result, now, retryAt)]);
      const endpoint = await store.noteFailure(tx, d.endpointId, d.createdAt, now, disableBefore, 'failing');
      if (endpoint?.justDisabled) {
        await failPendingOf(tx, d.endpointId);
        await audit(tx, {
          tenantId: endpoint.tenantId,
          action: 'webhook.disable',
          entity: 'webhook',
          entityId: d.endpointId,
          detail: {
            url: endpoint.url,
            reason: 'Every delivery failed for a day',
            lastError: result.error,
            lastStatus: result.statusCode,
          },
          ip: null,
        });
      }
    });
  }

  /** One turn at `now`: takes due deliveries in batches until none is due. Returns how many it tried. */
  async function tick(now: () => Date = () => new Date()): Promise<number> {
    let tried = 0;
    for (;;) {
      const taken = await store.takeDue(db, now(), BATCH, LEASE_SECONDS);
      if (taken.length === 0) return tried;
      tried += taken.length;
      const results = await Promise.all(
        taken.map((d) =>
          sender.send(d.url, webhookHeaders(secretOf(d.secretSealed), d.eventId, d.body, now()), d.body),
        ),
      );
      const at = now();
      const ok = taken.filter((_, i) => delivered(results[i] as SendResult));
      await db.transaction(async (tx) => {
        await store.markDelivered(
          tx,
          ok.map((d) => d.id),
          [...new Set(ok.map((d) => d.endpointId))],
          at,
        );
        await store.insertAttempts(
          tx,
          taken.flatMap((d, i) =>
            delivered(results[i] as SendResult) ? [attemptRow(d, results[i] as SendResult, at, null)] : [],
          ),
        );
      });
      for (const [i, d] of taken.entries()) {
        const result = results[i] as SendResult;
        if (!delivered(result)) await recordFailure(d, result, at);
      }
      if (taken.length < BATCH) return tried;
    }
  }

  const loop = createWakeableLoop(
    async () => {
      await tick();
    },
    (err) => log?.error({ err }, 'webhook delivery turn failed'),
  );

  return {
    tick,
    wake: loop.wake,
    idle: loop.idle,
    async start(nextLog: Pick<Log, 'error'>) {
      log = nextLog;
      stopListening = await database.listen(
        WEBHOOK_OUTBOX_CHANNEL,
        () => loop.wake(),
        () => loop.wake(),
      );
      loop.start(settings.stepSeconds);
    },
    async stop() {
      await stopListening?.();
      await loop.stop();
      sender.close();
    },
  };
}

function attemptRow(d: store.TakenDelivery, r: SendResult, at: Date, retryAt: Date | null): store.AttemptRow {
  return {
    deliveryId: d.id,
    tenantId: d.tenantId,
    endpointId: d.endpointId,
    eventId: d.eventId,
    eventType: d.eventType,
    attempt: d.attempt,
    at: at.toISOString(),
    statusCode: r.statusCode,
    durationMs: r.durationMs,
    error: r.error,
    retryAt: retryAt?.toISOString() ?? null,
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
