import {
  type AudienceChannel,
  CHANNEL_TYPES,
  type ChannelType,
  type DeliveryPolicy,
  firstRunAt,
  NOTIFICATION_EXPIRY_MAX_DAYS,
  type NotificationAudience,
  type NotificationTaskBody,
  notificationErrors,
} from '@console/contracts/notifications';
import type { AudienceGroup } from './audience.queries';
import { quietFor } from './delivery-policy';

/** Messages a second each channel's provider is sent (the server's PUSH/SMS/EMAIL_RATE_PER_SECOND). */
export type ChannelRates = Record<ChannelType, number>;

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * When the previewed task would first run: its schedule's time when the schedule passes its rules
 * and the time is within the furthest expiry (no task runs later), else now (a draft's schedule may
 * not be a time yet, or name a zone nobody knows).
 */
export function previewRunAt(body: NotificationTaskBody, nowMs: number): number {
  if (!body.schedule || notificationErrors(body, nowMs).schedule) return nowMs;
  const first = firstRunAt(body.schedule, nowMs);
  const latest = nowMs + NOTIFICATION_EXPIRY_MAX_DAYS * 86_400_000;
  return Number.isFinite(first) && first > nowMs && first <= latest ? first : nowMs;
}

/**
 * The audience preview (issue 34, docs/decisions/0039) from the audience's clock groups: per channel,
 * whom the engine would skip as opted out, hold by quiet hours at the first run, cap, or send at once,
 * by the rules and in the order the send path applies them (opt-outs, then quiet hours: a held
 * promotion meets the cap when its window ends), and how long the ones that go take at the provider's pace.
 */
export function summariseAudience(
  groups: readonly AudienceGroup[],
  o: {
    policy: DeliveryPolicy;
    severity: string;
    /** Whether the cap is in play (a promotion, and the tenant has a cap). */
    capped: boolean;
    runAtMs: number;
    nowMs: number;
    rates: ChannelRates;
  },
): NotificationAudience {
  const channel = (c: ChannelType): AudienceChannel => {
    let recipients = 0;
    let optedOut = 0;
    let held = 0;
    let capped = 0;
    let heldUntil: number | null = null;
    for (const g of groups) {
      recipients += g[c];
      optedOut += g[`${c}_opted_out`];
      const wanted = g[c] - g[`${c}_opted_out`];
      const quiet = quietFor(o.policy, o.severity, g, o.runAtMs);
      if (quiet) {
        held += wanted;
        if (wanted > 0) heldUntil = Math.max(heldUntil ?? 0, seconds(quiet.until));
      } else capped += g[`${c}_capped`];
    }
    const sendNow = recipients - optedOut - held - capped;
    const rate = o.rates[c];
    return {
      recipients,
      optedOut,
      held,
      capped: o.capped ? capped : null,
      sendNow,
      heldUntil,
      ratePerSecond: rate,
      estimatedSeconds: Math.ceil((sendNow + held) / rate),
    };
  };
  const total = (k: 'users' | ChannelType) => groups.reduce((n, g) => n + g[k], 0);
  return {
    users: total('users'),
    push: total('push'),
    sms: total('sms'),
    email: total('email'),
    asOf: seconds(o.nowMs),
    runAt: seconds(o.runAtMs),
    quietHours: o.policy.quietHours,
    channels: Object.fromEntries(CHANNEL_TYPES.map((c) => [c, channel(c)])) as Record<
      ChannelType,
      AudienceChannel
    >,
  };
}
