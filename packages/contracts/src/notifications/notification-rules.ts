import { messages } from '../messages';
import { isTimeZone, wallClock, zonedInstant } from './zoned-time';

/** Spec 002 section 9 and section 4. */
export const SEVERITIES = ['info', 'alert', 'recommendation', 'promotion'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const CHANNEL_TYPES = ['push', 'sms', 'email'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];
export const PUSH_PLATFORMS = ['ios', 'an'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

export const NOTIFICATION_LIMITS = { push: 500, sms: 200, email: 200 } as const;
export const NOTIFICATION_POLL_MS = 10_000;
/**
 * A task's taskStatus (spec 002 section 3 names cancelled; the rest are the delivery engine's).
 * Only an open task still changes by itself (a weekly task goes back to scheduled between runs);
 * processed, cancelled and expired are final, counts included, and so is any status not listed.
 */
export const TASK_STATUSES = [
  'scheduled',
  'queued',
  'processing',
  'processed',
  'cancelled',
  'expired',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const OPEN_TASK_STATUSES: readonly string[] = [
  'scheduled',
  'queued',
  'processing',
] satisfies TaskStatus[];
/**
 * Whether a task may still be cancelled: only while it is open, as nothing of a processed,
 * cancelled or expired task is left to stop. The server refuses the others (409) and the console
 * offers Cancel Notification only for these.
 */
export const isCancellable = (taskStatus: string) => OPEN_TASK_STATUSES.includes(taskStatus);
export const NOTIFICATION_LOG_PAGE_SIZE = 20;
export const ID_TAIL = 6;
export const MAX_CATEGORY_TAGS = 10;
export const MAX_USER_IDS = 10_000;
/**
 * The furthest expiry, in days from now (issue 29; the spec sets none): a task is kept open, and a
 * weekly one runs, until it expires, and past year 275,760 a date is not a date at all (1e308 answered 500).
 */
export const NOTIFICATION_EXPIRY_MAX_DAYS = 365;
const DAY_MS = 86_400_000;
/** The last second of year 9999: a login date past it is no date (1e308 was taken, and failed the task's audience). */
export const LOGIN_DATE_MAX_SECONDS = 253_402_300_799;
const isLoginDate = (v: number | undefined) =>
  v === undefined || (Number.isFinite(v) && v >= 0 && v <= LOGIN_DATE_MAX_SECONDS);

/** Broadcast countries as the product labels them (spec 002 section 9), by ISO3 code. */
export const BROADCAST_COUNTRIES: Record<string, string> = {
  BGD: 'Bangladesh',
  IND: 'India',
  JPN: 'Japan',
  SGP: 'Srilanka',
  LKA: 'Srilanka',
  THA: 'Thailand',
  NPL: 'Nepal',
};
/** ISO3 to the end users' lower-case country (SGP is labelled Srilanka by the product, and is Singapore's code). */
export const COUNTRY_OF_ISO3: Record<string, string> = {
  BGD: 'bd',
  IND: 'in',
  JPN: 'jp',
  SGP: 'sg',
  LKA: 'lk',
  THA: 'th',
  NPL: 'np',
};

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A task as the rules see it: loose, so each missing part is named by its own message. */
export interface NotificationDraft {
  channel?: { type?: string; platform?: string[] };
  message?: { payload?: string; text?: string; html?: string; subject?: string };
  severity?: string;
  users?: {
    broadcast?: boolean;
    country?: string;
    categories?: string[];
    lastLogin?: { gt?: number; lt?: number };
    userIds?: string[];
    segmentSnapshotId?: string;
  };
  schedule?: { repeatType?: string; time?: number | string; days?: string[]; timeZone?: string };
  expiry?: number;
  quietHours?: { start?: string; end?: string } | null;
}

export type DraftField = 'channel' | 'message' | 'severity' | 'users' | 'schedule' | 'expiry' | 'quietHours';

const blank = (v: string | undefined) => !v || v.trim() === '';
const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

function messageError(d: NotificationDraft): string | undefined {
  const m = d.message ?? {};
  switch (d.channel?.type) {
    case 'push':
      if (!d.channel.platform?.length) return messages.pushPlatformRequired;
      if (blank(m.payload)) return messages.pushMessageEmpty;
      if ((m.payload ?? '').length > NOTIFICATION_LIMITS.push) return messages.pushMessageTooLong;
      if (!isJson(m.payload ?? '')) return messages.pushMessageNotJson;
      return undefined;
    case 'sms':
      if (blank(m.text)) return messages.smsMessageEmpty;
      if ((m.text ?? '').length > NOTIFICATION_LIMITS.sms) return messages.smsMessageTooLong;
      return undefined;
    case 'email':
      if (blank(m.subject)) return messages.emailSubjectRequired;
      if (blank(m.text) && blank(m.html)) return messages.emailNeedsContent;
      if ([m.subject, m.text, m.html].some((v) => (v ?? '').length > NOTIFICATION_LIMITS.email))
        return messages.emailFieldTooLong;
      return undefined;
    default:
      return undefined;
  }
}

/** Whether the audience uses what only level 4 and above may choose (spec 002 section 6). */
export function usesBroadAudience(users: NotificationDraft['users']): boolean {
  if (!users) return false;
  return Boolean(
    users.broadcast ||
      users.country ||
      users.categories?.length ||
      users.lastLogin?.gt !== undefined ||
      users.lastLogin?.lt !== undefined ||
      users.segmentSnapshotId,
  );
}

function usersError(d: NotificationDraft): string | undefined {
  const u = d.users ?? {};
  if ((u.categories?.length ?? 0) > MAX_CATEGORY_TAGS) return messages.tooManyCategories;
  if ((u.userIds?.length ?? 0) > MAX_USER_IDS) return messages.tooManyUserIds;
  if (!isLoginDate(u.lastLogin?.gt) || !isLoginDate(u.lastLogin?.lt)) return messages.loginDateInvalid;
  if (!u.userIds?.some((id) => id.trim()) && !usesBroadAudience(u)) return messages.selectAnyUsers;
  return undefined;
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

function scheduleError(d: NotificationDraft, nowMs: number): string | undefined {
  const s = d.schedule;
  if (!s) return undefined;
  if (s.repeatType === 'once') {
    if (typeof s.time !== 'number' || !Number.isFinite(s.time)) return messages.selectScheduleDateTime;
    if (s.time * 1000 <= nowMs) return messages.scheduleInPast;
    if (d.expiry !== undefined && s.time >= d.expiry) return messages.scheduleAfterExpiry;
    return undefined;
  }
  if (s.repeatType === 'weekly') {
    if (typeof s.time !== 'string' || !HH_MM.test(s.time)) return messages.selectScheduleTime;
    if (!s.days?.length || !s.days.every((day) => (WEEKDAYS as readonly string[]).includes(day)))
      return messages.selectScheduleDays;
    if (s.timeZone !== undefined && !isTimeZone(s.timeZone)) return messages.unknownTimeZone;
    return undefined;
  }
  return messages.selectScheduleType;
}

/**
 * A task's own quiet hours (issue 34): both ends as `HH:MM`, and not the same minute (an empty window).
 * An end left out is named as such, without the wire format: the console's picker is 12-hour.
 */
export function quietHoursError(d: Pick<NotificationDraft, 'quietHours'>): string | undefined {
  const q = d.quietHours;
  if (!q) return undefined;
  if (blank(q.start) || blank(q.end)) return messages.quietHoursIncomplete;
  if (!HH_MM.test(q.start ?? '') || !HH_MM.test(q.end ?? '')) return messages.invalidQuietHours;
  return q.start === q.end ? messages.quietHoursEmpty : undefined;
}

/** Every rule of spec 002 section 5 for a task, by field; an empty object when it may be sent. */
export function notificationErrors(d: NotificationDraft, nowMs: number): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  if (!(CHANNEL_TYPES as readonly string[]).includes(d.channel?.type ?? ''))
    errors.channel = messages.invalidChannelType;
  const message = messageError(d);
  if (message) errors.message = message;
  if (!(SEVERITIES as readonly string[]).includes(d.severity ?? ''))
    errors.severity = messages.invalidSeverityType;
  const users = usersError(d);
  if (users) errors.users = users;
  if (typeof d.expiry !== 'number' || !Number.isFinite(d.expiry) || d.expiry <= 0)
    errors.expiry = messages.invalidExpiryType;
  else if (d.expiry * 1000 <= nowMs) errors.expiry = messages.expiryInPast;
  else if (d.expiry * 1000 > nowMs + NOTIFICATION_EXPIRY_MAX_DAYS * DAY_MS)
    errors.expiry = messages.expiryTooFar;
  const schedule = scheduleError(d, nowMs);
  if (schedule) errors.schedule = schedule;
  const quiet = quietHoursError(d);
  if (quiet) errors.quietHours = quiet;
  return errors;
}

/**
 * The next run of a weekly schedule strictly after `afterMs`: the first of the chosen weekdays whose
 * `HH:mm` lies ahead, both read in the schedule's time zone (UTC when it names none, as tasks sent
 * before zones were kept). Undefined only when no day is chosen.
 */
export function nextWeeklyRun(
  schedule: { time: string; days: readonly string[]; timeZone?: string },
  afterMs: number,
) {
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  const days = new Set(schedule.days.map((d) => WEEKDAYS.indexOf(d as Weekday)).filter((i) => i >= 0));
  if (days.size === 0) return undefined;
  const zone = schedule.timeZone ?? 'UTC';
  const today = wallClock(afterMs, zone);
  for (let offset = 0; offset <= 8; offset++) {
    const date = { year: today.year, month: today.month, day: today.day + offset };
    const weekday = new Date(Date.UTC(date.year, date.month, date.day)).getUTCDay();
    if (!days.has(weekday)) continue;
    const at = zonedInstant(date, { hour, minute }, zone);
    if (at > afterMs) return at;
  }
  return undefined;
}

/** The first run of a task: now, the one-time date, or the next weekly time. */
export function firstRunAt(schedule: NotificationDraft['schedule'], nowMs: number): number {
  if (schedule?.repeatType === 'once' && typeof schedule.time === 'number') return schedule.time * 1000;
  if (schedule?.repeatType === 'weekly' && typeof schedule.time === 'string')
    return (
      nextWeeklyRun({ time: schedule.time, days: schedule.days ?? [], timeZone: schedule.timeZone }, nowMs) ??
      nowMs
    );
  return nowMs;
}

/** The failure count of a task row: failed sends, unknown tokens and users that could not be served. */
export const failureSum = (s: {
  failedUserSentCount: number;
  tokenNotFoundUserCount: number;
  userFailedCount: number;
}) => s.failedUserSentCount + s.tokenNotFoundUserCount + s.userFailedCount;

/** The last characters of an id, after an ellipsis (spec 002 section 9). */
export const idTail = (id: string) => (id.length > ID_TAIL ? `…${id.slice(-ID_TAIL)}` : id);
