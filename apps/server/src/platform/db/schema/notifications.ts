import type { OptOutScope } from '@console/contracts/notifications';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { endUsers } from './people';
import { tenants } from './tenants';

/**
 * The appliance app on an end user's phone: what push targeting needs. A user may have several
 * (a phone and a tablet); `pushToken` is null until the app registered for push.
 */
export const appInstalls = pgTable(
  'app_installs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    /** `an` (Android) or `ios`, as the notification channel's platform list names them. */
    platform: text('platform').$type<'an' | 'ios'>().notNull(),
    pushToken: text('push_token'),
    appVersion: text('app_version').notNull(),
    lastLogin: timestamp('last_login', { withTimezone: true }).notNull(),
  },
  (t) => [index('app_installs_user').on(t.userId, t.platform)],
);

/** The notification tasks of spec 002 section 3, with the engine's progress and exact counts. */
export const notificationTasks = pgTable(
  'notification_tasks',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdById: text('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    /** `push`, `sms` or `email`. */
    channel: text('channel').$type<'push' | 'sms' | 'email'>().notNull(),
    platforms: text('platforms').array().notNull().default(sql`'{}'::text[]`),
    severity: text('severity').notNull(),
    /** The task as it was sent (channel, message, users, schedule …): the JSON tab shows it. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** The audience, resolved against the sender's scope: see notifications.targeting.ts. */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    expiry: timestamp('expiry', { withTimezone: true }).notNull(),
    /** scheduled, queued, processing, processed, cancelled, expired. */
    status: text('status').notNull(),
    /** The run of a repeating task (1 for the first); deliveries are unique per run. */
    run: integer('run').notNull().default(1),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /** Keyset cursor of the audience expansion for the current run (last user id written). */
    cursor: text('cursor'),
    expanded: boolean('expanded').notNull().default(false),
    /** Which worker holds the task, until when (a crashed worker's lease runs out). */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    userCount: integer('user_count').notNull().default(0),
    userFailedCount: integer('user_failed_count').notNull().default(0),
    userSentCount: integer('user_sent_count').notNull().default(0),
    failedUserSentCount: integer('failed_user_sent_count').notNull().default(0),
    tokenNotFoundUserCount: integer('token_not_found_user_count').notNull().default(0),
    /** Users whose message waits for their quiet hours to end (issue 34): goes down as they are sent. */
    userHeldCount: integer('user_held_count').notNull().default(0),
    /** Users not sent the promotion because they had their cap of promotions on the channel. */
    userCappedCount: integer('user_capped_count').notNull().default(0),
    /** Users not sent because they opted out of the task's channel (issue 34). */
    userOptedOutCount: integer('user_opted_out_count').notNull().default(0),
    /** Quiet hours, the tenant's zone and the cap, resolved at creation (delivery-policy.ts); null: none. */
    policy: jsonb('policy').$type<Record<string, unknown>>(),
    /** The sender's Idempotency-Key: the same key within 24 hours returns this task. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_tasks_tenant_created').on(t.tenantId, t.createdAt),
    index('notification_tasks_open')
      .on(t.status)
      .where(sql`${t.status} in ('scheduled', 'queued', 'processing')`),
    index('notification_tasks_idempotency')
      .on(t.tenantId, t.createdById, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * One row per task run, user and channel, written before the provider is called: the unique key
 * is what keeps a retry or a restart from sending twice. Sent rows are the users' notification log.
 */
// fillfactor 70 (migration 0065): room on each page for a receipt's in-place update.
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The log entry's uniqueId. */
    uniqueId: text('unique_id').notNull().default(sql`gen_random_uuid()::text`),
    tenantId: text('tenant_id').notNull(),
    taskId: text('task_id')
      .notNull()
      .references(() => notificationTasks.id, { onDelete: 'cascade' }),
    run: integer('run').notNull(),
    userId: text('user_id').notNull(),
    channel: text('channel').notNull(),
    /** queued, held (quiet hours, until next_attempt_at), sending, sent, failed, tokenNotFound, capped, optedOut, expired, cancelled. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A promotion that passed its user's cap check: counts against the cap unless it failed. */
    capCounted: boolean('cap_counted').notNull().default(false),
    /**
     * The delivery funnel (issue 34): queued (the row written) → sent (`sent_at`, the provider
     * accepted it) → delivered → opened, each stage's time kept once reached (delivery-receipts.ts:
     * a receipt never moves a stage back). `provider`: the one that carried it (for push, the
     * platform's provider of the first message that went); null until a provider answered.
     */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    provider: text('provider'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /**
     * Token health (issue 34), push only: when the provider last answered, and of the tokens that
     * attempt went to, per platform, how many and how many it refused as unknown (unregistered or
     * invalid: the providers' tokenNotFound).
     */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    anTokens: smallint('an_tokens'),
    anRefused: smallint('an_refused'),
    iosTokens: smallint('ios_tokens'),
    iosRefused: smallint('ios_refused'),
  },
  (t) => [
    uniqueIndex('notification_deliveries_once').on(t.taskId, t.run, t.userId, t.channel),
    // A receipt (the provider's, or the app's "opened") names the message by its uniqueId.
    uniqueIndex('notification_deliveries_unique_id').on(t.uniqueId),
    // Token health: a tenant's push answers by day.
    index('notification_deliveries_token_health')
      .on(t.tenantId, t.answeredAt)
      .where(sql`${t.answeredAt} is not null`),
    // A run's open deliveries (claims, retries, what a stop closes): a row that reaches its outcome
    // leaves it, so a sent, capped or opted-out row costs no entry here (issue 34's broadcast).
    index('notification_deliveries_open')
      .on(t.taskId, t.run, t.status)
      .where(sql`${t.status} in ('queued', 'held', 'sending')`),
    index('notification_deliveries_user_log')
      .on(t.tenantId, t.userId, t.sentAt, t.id)
      .where(sql`${t.status} = 'sent'`),
    index('notification_deliveries_cap').on(t.tenantId, t.userId, t.channel).where(sql`${t.capCounted}`),
  ],
);

/**
 * An app user's opt-out of a channel (issue 34), whole (`all`: every task skips them on it, alerts
 * included) or of one severity an alert is not (info, recommendation, promotion), until taken back
 * (contracts' opt-out-rules.ts). Set by support from the user's page or by the user in the app
 * (`set_by` = 'app'); read by user and channel (its key's first columns).
 */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'push' | 'sms' | 'email'>().notNull(),
    /** What it covers: `all` (the rows kept from before severities were) or one severity. */
    severity: text('severity').$type<OptOutScope>().notNull().default('all'),
    /** Who set it (a staff user's name, or 'app'), and when. */
    setBy: text('set_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel, t.severity] }),
    check(
      'notification_opt_outs_severity',
      sql`${t.severity} in ('all', 'info', 'recommendation', 'promotion')`,
    ),
  ],
);

/**
 * The embedded push and SMS provider's record: every message it accepted or refused, so a newcomer
 * sees deliveries without any provider account.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    platform: text('platform'),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** accepted or rejected (token or number unknown). */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_outbox_delivery').on(t.deliveryId)],
);
