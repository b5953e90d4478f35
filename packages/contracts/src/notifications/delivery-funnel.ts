import { z } from 'zod';
import { messages } from '../messages';
import { PUSH_PLATFORMS } from './notification-rules';
import { TaskIdParams } from './notifications.schemas';

/*
 * The delivery funnel and token health (issue 34): what became of a task's messages after the
 * provider took them, and how many push tokens the providers refuse, per platform and day.
 */

const base = '/simplifi/v1/notificationmanager';

/** A message's stages, in order: a receipt only ever moves one forward. */
export const FUNNEL_STAGES = ['queued', 'sent', 'delivered', 'opened'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

const FunnelCounts = {
  /** Delivery rows written (one per user and run). */
  queued: z.number(),
  /** Accepted by the provider. */
  sent: z.number(),
  /** Reported delivered by the provider's receipt (or implied by an open). */
  delivered: z.number(),
  /** Reported opened by the app (or the provider). */
  opened: z.number(),
  /** Refused or failed at the provider (token or number unknown included). */
  failed: z.number(),
};

/**
 * One provider's share of a task. `provider` null: rows no provider answered — not yet sent, held,
 * capped, opted out, without an address, expired or cancelled.
 */
export const FunnelRow = z.object({ provider: z.string().nullable(), ...FunnelCounts });
export type FunnelRow = z.infer<typeof FunnelRow>;

export const DeliveryFunnel = z.object({
  taskId: z.string(),
  /** Every provider together. */
  total: z.object(FunnelCounts),
  providers: z.array(FunnelRow),
  /** When it was counted (epoch seconds). */
  asOf: z.number(),
});
export type DeliveryFunnel = z.infer<typeof DeliveryFunnel>;

/** Our own: a task's funnel per provider, from its delivery rows (one aggregate). */
export const getNotificationFunnel = {
  method: 'GET',
  path: `${base}/task/:taskId/funnel`,
  params: TaskIdParams,
  response: DeliveryFunnel,
} as const;

/** Token health covers at most this many days (today, UTC, the last). */
export const TOKEN_HEALTH_MAX_DAYS = 90;

export const TokenHealthQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1, messages.tokenHealthDaysRange)
    .max(TOKEN_HEALTH_MAX_DAYS, messages.tokenHealthDaysRange)
    .default(14),
});

/** One UTC day and platform: push messages a provider answered for, and those whose token it refused. */
export const TokenHealthDay = z.object({
  day: z.string(),
  platform: z.enum(PUSH_PLATFORMS),
  sends: z.number(),
  refused: z.number(),
});
export type TokenHealthDay = z.infer<typeof TokenHealthDay>;

export const TokenHealth = z.object({
  /** The first and last day covered (YYYY-MM-DD, UTC); days without a push answer are left out. */
  from: z.string(),
  to: z.string(),
  days: z.array(TokenHealthDay),
});
export type TokenHealth = z.infer<typeof TokenHealth>;

/** Our own: the tenant's push token health per UTC day and platform. */
export const getTokenHealth = {
  method: 'GET',
  path: `${base}/tokenHealth`,
  query: TokenHealthQuery,
  response: TokenHealth,
} as const;

/**
 * The app's own call (an app session): it shows one of the user's notifications, named by the
 * uniqueId its payload carries, and says so. Only the user's own messages; repeating it changes
 * nothing. Answers the message's stage after it.
 */
export const reportNotificationOpened = {
  method: 'POST',
  path: '/simplifi/v1/appsupport/notifications/opened',
  body: z.object({ uniqueId: z.string().trim().min(1).max(64) }),
  response: z.object({ uniqueId: z.string(), stage: z.enum(FUNNEL_STAGES) }),
} as const;

/** The share refused, 0–1 (0 when nothing was sent). */
export const refusedShare = (d: Pick<TokenHealthDay, 'sends' | 'refused'>) =>
  d.sends > 0 ? d.refused / d.sends : 0;
