import type { ChannelType } from '@console/contracts/notifications';
import type { Db } from '../../platform/db/client';
import { capAllowance, needsClocks, type Screened, screen } from './delivery-policy';
import {
  type ClaimedDelivery,
  type DeliveryResult,
  type Recipient,
  type RecipientQuery,
  recipientsOf,
  recordResults,
  type TaskRow,
} from './notifications.queries';
import { platformsOf } from './notifications.targeting';
import type { ChannelProviders, NotificationContent, Outgoing, SendOutcome } from './providers';
import type { createSendPace } from './send-pace';

interface DeliverDeps {
  db: Db;
  providers: ChannelProviders;
  paces: Record<'push' | 'sms' | 'email', ReturnType<typeof createSendPace>>;
  maxAttempts: number;
  now: () => number;
}

/** Backoff before attempt n+1: 1 s, 2 s, 4 s … up to 5 min, or what the provider asked for if longer. */
export const backoffMs = (attempts: number, askedMs = 0) =>
  Math.max(askedMs, Math.min(300_000, 1000 * 2 ** Math.max(0, attempts - 1)));

/** What every message of the task carries, from the task as it was sent. */
export function contentOf(task: TaskRow): NotificationContent {
  const message = (task.request.message ?? {}) as Record<string, string | undefined>;
  let payload: Record<string, unknown> | undefined;
  if (task.channel === 'push') {
    const parsed: unknown = JSON.parse(message.payload ?? '{}');
    payload =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : { body: parsed };
  }
  return {
    severity: task.severity,
    taskId: task.id,
    payload,
    text: message.text,
    html: message.html,
    subject: message.subject,
    expiry: Math.floor(task.expiry.getTime() / 1000),
  };
}

/**
 * One user's outcome from its messages' outcomes: sent if any went; else retried while attempts
 * remain (and the provider said so); else failed; tokens all unknown (or none) is token-not-found.
 */
export function foldOutcomes(
  delivery: ClaimedDelivery,
  outcomes: SendOutcome[],
  maxAttempts: number,
  nowMs: number,
): DeliveryResult {
  if (outcomes.length === 0) return { id: delivery.id, status: 'tokenNotFound', error: 'no address' };
  if (outcomes.some((o) => o.kind === 'sent')) return { id: delivery.id, status: 'sent' };
  const retry = outcomes.find((o) => o.kind === 'retry');
  if (retry?.kind === 'retry') {
    if (delivery.attempts >= maxAttempts) return { id: delivery.id, status: 'failed', error: retry.error };
    const at = new Date(nowMs + backoffMs(delivery.attempts, retry.afterMs));
    return { id: delivery.id, status: 'queued', error: retry.error, nextAttemptAt: at };
  }
  const failed = outcomes.find((o) => o.kind === 'failed');
  if (failed?.kind === 'failed') return { id: delivery.id, status: 'failed', error: failed.error };
  const notFound = outcomes.find((o) => o.kind === 'tokenNotFound');
  return {
    id: delivery.id,
    status: 'tokenNotFound',
    error: notFound?.kind === 'tokenNotFound' ? notFound.error : '',
  };
}

/**
 * What the provider said of one user's messages, for the funnel and token health (issue 34): the
 * provider that carried it (of the first message that went, else of the first), and for push the
 * tokens tried and refused as unknown per platform.
 */
export function answerOf(
  channel: string,
  sent: { message: Outgoing; outcome: SendOutcome }[],
  providerFor: (m: Outgoing) => string,
): Pick<DeliveryResult, 'provider' | 'tokens'> {
  const first = sent.find((s) => s.outcome.kind === 'sent') ?? sent[0];
  if (!first) return {};
  if (channel !== 'push') return { provider: providerFor(first.message) };
  const tokens = { an: [0, 0], ios: [0, 0] } as { an: [number, number]; ios: [number, number] };
  for (const { message, outcome } of sent) {
    const counts = tokens[message.platform ?? 'an'];
    counts[0]++;
    if (outcome.kind === 'tokenNotFound') counts[1]++;
  }
  return { provider: providerFor(first.message), tokens };
}

/** What the send path reads of a task's recipients. */
export const recipientQueryOf = (task: TaskRow): RecipientQuery => ({
  channel: task.channel as ChannelType,
  severity: task.severity,
  platforms: platformsOf(task.platforms),
  clocks: needsClocks(task),
});

const stoppedResult = (s: Screened<ClaimedDelivery>): DeliveryResult => ({
  id: s.item.id,
  status: s.status,
  error: s.error,
  nextAttemptAt: s.nextAttemptAt,
});

/**
 * Sends deliveries written before (retries, releases from quiet hours): their users read again
 * (addresses, opt-outs, clocks) and the task's policy applied again, then sent.
 */
export async function deliverBatch(deps: DeliverDeps, task: TaskRow, batch: ClaimedDelivery[]) {
  const recipients = await recipientsOf(
    deps.db,
    recipientQueryOf(task),
    batch.map((d) => d.userId),
  );
  const screened = screen(task, batch, (userId) => recipients.get(userId), deps.now());
  const cap = await capAllowance(deps.db, task, screened.go);
  await sendDecided(deps, task, cap.go, recipients, [...screened.stopped.map(stoppedResult), ...cap.stopped]);
}

/**
 * Sends deliveries the policy let go through the channel's provider at its pace, and records every
 * outcome with `stopped` (the batch's others). Quiet hours are checked once more right before the
 * provider call: the batch may have waited for its pace, or been decided while the one before it
 * was sent. Nothing goes out inside quiet hours.
 */
export async function sendDecided(
  deps: DeliverDeps,
  task: TaskRow,
  claimed: ClaimedDelivery[],
  recipients: ReadonlyMap<string, Recipient>,
  stopped: DeliveryResult[],
) {
  if (claimed.length === 0) return recordResults(deps.db, task.id, stopped);
  const addresses = (d: ClaimedDelivery) => recipients.get(d.userId)?.addresses ?? [];
  const content = contentOf(task);
  const outgoingOf = (batch: ClaimedDelivery[]) =>
    batch.flatMap((d, i) =>
      addresses(d).map((a) => ({
        message: { deliveryId: d.id, uniqueId: d.uniqueId, tenantId: task.tenantId, content, ...a },
        owner: i,
      })),
    );
  const planned = outgoingOf(claimed);
  if (planned.length > 0) await deps.paces[task.channel].take(planned.length);
  // The task expired while the batch waited for the provider's pace: none of it goes out.
  if (deps.now() >= task.expiry.getTime()) {
    const expired = claimed.map((d): DeliveryResult => ({ id: d.id, status: 'expired' }));
    return recordResults(deps.db, task.id, [...stopped, ...expired]);
  }
  const late = screen(task, claimed, (userId) => recipients.get(userId), deps.now());
  const going = late.go;
  const sendList = late.stopped.length === 0 ? planned : outgoingOf(going);
  const outgoing = sendList.map((o) => o.message);
  let outcomes: SendOutcome[];
  if (outgoing.length === 0) outcomes = [];
  else {
    outcomes = await deps.providers[task.channel]
      .send(outgoing)
      .catch((error: Error) => outgoing.map(() => ({ kind: 'retry' as const, error: error.message })));
  }
  const perDelivery: { message: Outgoing; outcome: SendOutcome }[][] = going.map(() => []);
  outcomes.forEach((outcome, k) => {
    const sent = sendList[k];
    if (sent) perDelivery[sent.owner]?.push({ message: sent.message, outcome });
  });
  const provider = deps.providers[task.channel];
  const providerFor = (m: Outgoing) => provider.providerFor?.(m) ?? provider.name;
  const nowMs = deps.now();
  await recordResults(deps.db, task.id, [
    ...stopped,
    ...late.stopped.map(stoppedResult),
    ...going.map((d, i) => {
      const sent = perDelivery[i] ?? [];
      const result = foldOutcomes(
        d,
        sent.map((s) => s.outcome),
        deps.maxAttempts,
        nowMs,
      );
      return { ...result, ...answerOf(task.channel, sent, providerFor) };
    }),
  ]);
  provider.recorded?.(outgoing);
}
