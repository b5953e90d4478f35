import { z } from 'zod';
import { MAX_PAGE_NUMBER } from '../constants';
import { messages } from '../messages';

const base = '/simplifi/v1/notificationmanager';
const str = (max: number) => z.string().max(max);

/**
 * The task of spec 002 section 3, loose on purpose: every missing or wrong part is named by its
 * own section 5 message (notificationErrors), not by a schema error.
 */
export const NotificationTaskBody = z.object({
  channel: z.object({ type: str(16).optional(), platform: z.array(str(8)).max(2).optional() }).optional(),
  message: z
    .object({
      payload: str(20_000).optional(),
      text: str(20_000).optional(),
      html: str(20_000).optional(),
      subject: str(20_000).optional(),
    })
    .optional(),
  severity: str(32).optional(),
  users: z
    .object({
      broadcast: z.boolean().optional(),
      country: str(8).optional(),
      categories: z.array(str(32)).max(50).optional(),
      lastLogin: z.object({ gt: z.number().optional(), lt: z.number().optional() }).optional(),
      userIds: z.array(str(100)).max(20_000).optional(),
      /** Ours (issue 32): the owners (home members) of a segment snapshot's devices. */
      segmentSnapshotId: str(64).optional(),
    })
    .optional(),
  schedule: z
    .object({
      repeatType: str(16).optional(),
      time: z.union([z.number(), str(8)]).optional(),
      days: z.array(str(3)).max(7).optional(),
      /** The sender's IANA time zone: a weekly time is that zone's wall-clock time (UTC when absent). */
      timeZone: str(64).optional(),
    })
    .optional(),
  expiry: z.number().optional(),
  /**
   * Ours (issue 34): this task's quiet hours in each recipient's local time (`HH:MM`), instead of
   * the tenant's; null sends without quiet hours. Alerts are never held.
   */
  quietHours: z
    .object({ start: str(5), end: str(5) })
    .nullable()
    .optional(),
  isFeedbackRequired: z.boolean().optional(),
  notificationTag: str(100).optional(),
  /**
   * Ours: the sender confirms sending a task identical to one they sent in the last
   * DUPLICATE_SEND_WINDOW_MINUTES (refused with 409 otherwise). Not part of the task kept.
   */
  confirmDuplicate: z.boolean().optional(),
});
export type NotificationTaskBody = z.infer<typeof NotificationTaskBody>;

const Counts = {
  taskProcessStatus: z.object({ status: z.string(), userCount: z.number(), userFailedCount: z.number() }),
  notificationProcessStatus: z.object({
    userSentCount: z.number(),
    failedUserSentCount: z.number(),
    tokenNotFoundUserCount: z.number(),
    /** Ours (issue 34): users waiting for their quiet hours to end, and users capped (not sent). */
    userHeldCount: z.number(),
    userCappedCount: z.number(),
    /** Ours (issue 34): users not sent because they opted out of the channel, or of the task's severity on it. */
    userOptedOutCount: z.number(),
  }),
};

/** A task as read back (spec 002 section 3): counts, status, and what was sent. */
export const NotificationTask = z.object({
  taskId: z.string(),
  status: z.object({ taskStatus: z.string(), ...Counts }),
  channel: z.object({ type: z.string(), platform: z.array(z.string()) }),
  severity: z.string(),
  creationDate: z.number(),
  expiry: z.number(),
  message: z.record(z.string(), z.unknown()),
  users: z.record(z.string(), z.unknown()),
  schedule: z.record(z.string(), z.unknown()).nullable(),
  nextRunAt: z.number().nullable(),
  run: z.number(),
  isFeedbackRequired: z.boolean(),
  notificationTag: z.string().nullable(),
  createdBy: z.string(),
});
export type NotificationTask = z.infer<typeof NotificationTask>;

export const TaskIdParams = z.object({ taskId: z.string().trim().min(1).max(64) });

/**
 * The spec's send. Ours beside it: 409 `notificationDuplicate` when the same sender sent an
 * identical task within DUPLICATE_SEND_WINDOW_MINUTES (sent again with `confirmDuplicate: true`).
 */
export const sendNotification = {
  method: 'POST',
  path: `${base}/send`,
  body: NotificationTaskBody,
  response: z.object({ taskId: z.string(), message: z.string() }),
} as const;

export const getNotificationTask = {
  method: 'GET',
  path: `${base}/task/:taskId`,
  params: TaskIdParams,
  response: NotificationTask,
} as const;

export const cancelNotificationTask = {
  method: 'DELETE',
  path: `${base}/task/:taskId`,
  params: TaskIdParams,
  response: z.object({ taskId: z.string(), message: z.string() }),
} as const;

/** Our own: recent tasks of the tenant, newest first, for the Last Sent table and the task id autocomplete. */
export const listNotificationTasks = {
  method: 'GET',
  path: `${base}/tasks`,
  query: z.object({
    q: z.string().trim().max(64).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  }),
  response: z.array(NotificationTask),
} as const;

/**
 * One channel of the audience preview (issue 34), as the engine would treat it now: of the users it
 * reaches (`recipients`), those who opted out of it (never sent), then of the rest those held by
 * quiet hours at the task's first run, those over the promotion
 * cap (a held one is checked when its window ends, so it counts as held here; null when the cap is not
 * in play: not a promotion, or the tenant has none), and those who go at once; `recipients` =
 * optedOut + held + capped + sendNow. `estimatedSeconds`: the ones that go
 * (at once and held) at the provider's pace (`ratePerSecond`, the server's setting); `heldUntil`: when
 * the last window ends (epoch seconds, null when none is held).
 */
export const AudienceChannel = z.object({
  recipients: z.number(),
  optedOut: z.number(),
  held: z.number(),
  capped: z.number().nullable(),
  sendNow: z.number(),
  heldUntil: z.number().nullable(),
  ratePerSecond: z.number(),
  estimatedSeconds: z.number(),
});
export type AudienceChannel = z.infer<typeof AudienceChannel>;

/** Our own: the exact audience of a task before it is sent, per channel (users reachable on it). */
export const notificationAudience = {
  method: 'POST',
  path: `${base}/audience`,
  /** A dry run: it only counts, so a read-only API token may call it. */
  reads: true,
  body: NotificationTaskBody,
  response: z.object({
    users: z.number(),
    push: z.number(),
    sms: z.number(),
    email: z.number(),
    /** Ours (issue 34): when it was counted, and when the quiet hours were read (the first run; epoch seconds). */
    asOf: z.number(),
    runAt: z.number(),
    /** The quiet hours the task would keep (its own, else the tenant's; null: none). */
    quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
    channels: z.object({ push: AudienceChannel, sms: AudienceChannel, email: AudienceChannel }),
  }),
} as const;
export type NotificationAudience = z.infer<typeof notificationAudience.response>;

export const NotificationLogEntry = z.object({
  uniqueId: z.string(),
  ts: z.number(),
  severity: z.string(),
  message: z.record(z.string(), z.unknown()),
  taskId: z.string(),
  channel: z.string(),
});
export type NotificationLogEntry = z.infer<typeof NotificationLogEntry>;

export const NotificationLogQuery = z.object({
  userId: z.string().trim().min(1).max(100),
  pgIndex: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(1),
  pgSize: z.coerce.number().int().min(1).max(100).default(20),
  severity: z.string().trim().max(32).optional(),
});

export const getNotificationLog = {
  method: 'GET',
  path: `${base}/log`,
  query: NotificationLogQuery,
  response: z.array(NotificationLogEntry),
} as const;
