import type { PushPlatform } from '@console/contracts/notifications';

/** What a channel sends one user: the address (token, number or e-mail) and the content. */
export interface Outgoing {
  deliveryId: number;
  /** The delivery's uniqueId (a UUID): APNs takes it as apns-id, the log shows it. */
  uniqueId: string;
  address: string;
  /** Push only: which platform the token belongs to. */
  platform?: PushPlatform;
  tenantId: string;
  content: NotificationContent;
}

export interface NotificationContent {
  severity: string;
  taskId: string;
  /** Push: the parsed JSON payload. */
  payload?: Record<string, unknown>;
  text?: string;
  html?: string;
  subject?: string;
  /** Epoch seconds after which the provider should drop it (APNs, FCM ttl). */
  expiry: number;
}

/** What a provider says about one message. `retry` only where the provider says so (429, 5xx). */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'tokenNotFound'; error: string }
  | { kind: 'failed'; error: string }
  | { kind: 'retry'; error: string; afterMs?: number };

/** One provider of a channel: sends a batch, one outcome per message, in order. */
export interface ChannelProvider {
  name: string;
  /** Messages a second this provider may be sent (a setting); the engine keeps to it. */
  ratePerSecond: number;
  send(batch: readonly Outgoing[]): Promise<SendOutcome[]>;
  /** Which provider carries this message, when the channel has several (push: one per platform). */
  providerFor?(message: Outgoing): string;
  /** The engine has recorded what this provider answered for these messages (the outbox's receipts start then). */
  recorded?(batch: readonly Outgoing[]): void;
  close?(): Promise<void>;
}

/** Seconds of an HTTP Retry-After header as milliseconds (a date form is read too). */
export function retryAfterMs(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** Runs `fn` over items with at most `limit` in flight, keeping the order of the results. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  });
  await Promise.all(lanes);
  return out;
}

/** HTTP status to outcome, the same reading for every HTTP provider. */
export function outcomeOfStatus(
  status: number,
  detail: string,
  retryAfter?: string | null,
  notFound: (status: number, detail: string) => boolean = (s) => s === 404 || s === 410,
): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (notFound(status, detail)) return { kind: 'tokenNotFound', error: `${status} ${detail}`.trim() };
  if (status === 429 || status >= 500)
    return { kind: 'retry', error: `${status} ${detail}`.trim(), afterMs: retryAfterMs(retryAfter) };
  return { kind: 'failed', error: `${status} ${detail}`.trim() };
}
