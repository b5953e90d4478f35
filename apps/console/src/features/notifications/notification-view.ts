import { messages } from '@console/contracts/messages';
import {
  failureSum,
  type NotificationDraft,
  type NotificationTask,
  type NotificationTaskBody,
  notificationErrors,
  OPEN_TASK_STATUSES,
} from '@console/contracts/notifications';
import dayjs, { type Dayjs } from 'dayjs';
import Papa from 'papaparse';
import { DATE_FORMATS, WIRE_DATE_FORMATS } from '@/shared/format/dates';

/** 'dd MMM yyyy AT hh:mm a' of spec 002 section 9, from epoch seconds. */
export const formatNotificationTime = (seconds: number) =>
  dayjs(seconds * 1000).format(DATE_FORMATS.notificationDateTime);

/** The channel label: the value plus 'Notification' (spec 002 section 3). */
export const channelLabel = (type: string) =>
  `${type === 'sms' ? 'SMS' : type === 'email' ? 'Email' : type.charAt(0).toUpperCase() + type.slice(1)} Notification`;

/**
 * A task is polled while it is open (scheduled, queued or processing) and, once processed, until its
 * counts account for every user (spec 002 section 4); any other status (cancelled, expired, or one
 * the server may add such as failed) is final.
 */
export function isTaskSettled(task: NotificationTask): boolean {
  const { taskStatus, taskProcessStatus, notificationProcessStatus } = task.status;
  if (OPEN_TASK_STATUSES.includes(taskStatus)) return false;
  if (taskStatus !== 'processed') return true;
  const failed = failureSum({ ...taskProcessStatus, ...notificationProcessStatus });
  // Capped and opted-out users are final too (issue 34): a task with some is settled, not polled on.
  const { userSentCount, userCappedCount = 0, userOptedOutCount = 0 } = notificationProcessStatus;
  return userSentCount + failed + userCappedCount + userOptedOutCount === taskProcessStatus.userCount;
}

export const taskFailures = (task: NotificationTask) =>
  failureSum({ ...task.status.taskProcessStatus, ...task.status.notificationProcessStatus });

/** What the Send form holds. */
export interface SendFormValues {
  channel?: 'push' | 'sms' | 'email';
  platform?: ('ios' | 'an')[];
  expiry?: Dayjs;
  severity?: string;
  payload?: string;
  text?: string;
  html?: string;
  subject?: string;
  userIds?: string;
  /** Ours (issue 32): the owners of a Fleet Search snapshot's devices (`?segmentSnapshot=`). */
  segmentSnapshotId?: string;
  broadcast?: boolean;
  country?: string;
  categories?: string[];
  lastLogin?: [Dayjs | null, Dayjs | null] | null;
  scheduleType?: 'now' | 'once' | 'weekly';
  scheduleAt?: Dayjs;
  scheduleTime?: Dayjs;
  scheduleDays?: string[];
  isFeedbackRequired?: boolean;
  notificationTag?: string;
  /** Ours (issue 34): the tenant's default quiet hours, none, or this task's own window. */
  quietMode?: QuietMode;
  quietWindow?: [Dayjs | null, Dayjs | null] | null;
}

export type QuietMode = 'tenant' | 'none' | 'window';

/** The task's quiet hours as sent: omitted for the tenant's default, null for none, else `HH:mm`–`HH:mm`. */
function quietHoursOf(v: SendFormValues): NotificationTaskBody['quietHours'] {
  if (v.quietMode === 'none') return null;
  if (v.quietMode !== 'window') return undefined;
  const [start, end] = v.quietWindow ?? [null, null];
  return {
    start: start?.format(WIRE_DATE_FORMATS.time24) ?? '',
    end: end?.format(WIRE_DATE_FORMATS.time24) ?? '',
  };
}

/** User ids typed or uploaded: separated by commas, semicolons, spaces or lines; blanks and repeats dropped. */
export const parseUserIds = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(/[\s,;]+/)
      .map((id) => id.trim().replace(/^"|"$/g, ''))
      .filter(Boolean),
  ),
];

/**
 * The user ids of an uploaded CSV (papaparse): the `userId` column when there is a header naming
 * it, else every cell. A CSV that does not parse (an unterminated quote) throws, so the form says
 * 'Failed to Parse User IDs Uploaded List' rather than sending what a broken file seemed to hold.
 */
export function userIdsFromCsv(text: string): string[] {
  const { data: rows, errors } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  // A one-column file has no delimiter to detect: papaparse's note on that is no parse failure.
  const failure = errors.find((e) => e.type !== 'Delimiter');
  if (failure) throw new Error(failure.message);
  const header = rows[0]?.findIndex((cell) => /^user_?id$/i.test(cell.trim())) ?? -1;
  const cells = header >= 0 ? rows.slice(1).map((r) => r[header] ?? '') : rows.flat();
  return parseUserIds(cells.join('\n'));
}

const seconds = (d: Dayjs | null | undefined) => (d ? d.unix() : undefined);

/** The sender's time zone: a weekly time is meant as their wall-clock time. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The task body of the form's values (spec 002 section 3). */
export function toTaskBody(v: SendFormValues): NotificationTaskBody & NotificationDraft {
  const ids = parseUserIds(v.userIds);
  const [from, to] = v.lastLogin ?? [null, null];
  const schedule =
    v.scheduleType === 'once'
      ? { repeatType: 'once', time: seconds(v.scheduleAt) }
      : v.scheduleType === 'weekly'
        ? {
            repeatType: 'weekly',
            time: v.scheduleTime?.format(WIRE_DATE_FORMATS.time24),
            days: v.scheduleDays ?? [],
            timeZone: browserTimeZone(),
          }
        : undefined;
  return {
    channel: v.channel
      ? { type: v.channel, ...(v.channel === 'push' ? { platform: v.platform ?? [] } : {}) }
      : undefined,
    message:
      v.channel === 'push'
        ? { payload: v.payload ?? '' }
        : v.channel === 'sms'
          ? { text: v.text ?? '' }
          : { subject: v.subject ?? '', text: v.text || undefined, html: v.html || undefined },
    severity: v.severity,
    users: {
      ...(ids.length ? { userIds: ids } : {}),
      ...(v.segmentSnapshotId ? { segmentSnapshotId: v.segmentSnapshotId } : {}),
      ...(v.broadcast ? { broadcast: true } : {}),
      ...(v.country ? { country: v.country } : {}),
      ...(v.categories?.length ? { categories: v.categories } : {}),
      ...(from || to ? { lastLogin: { gt: seconds(from), lt: seconds(to) } } : {}),
    },
    schedule,
    expiry: seconds(v.expiry),
    isFeedbackRequired: v.isFeedbackRequired ?? false,
    notificationTag: v.notificationTag || undefined,
    ...(v.quietMode === 'none' || v.quietMode === 'window' ? { quietHours: quietHoursOf(v) } : {}),
  };
}

/**
 * What the audience preview is asked (issue 34): the parts of the task that decide whom it reaches
 * and how the policy treats them (channel and platforms, severity, users, schedule, quiet hours), as
 * a key that changes only when one of them does; or, while it cannot be counted, what the form
 * still lacks (the users, or a whole quiet-hours window), so the preview names that.
 */
export type PreviewAsk = { key: string } | { missing: string };

export function previewAskOf(v: SendFormValues | undefined): PreviewAsk {
  if (!v) return { missing: messages.audiencePreviewEmpty };
  const body = toTaskBody(v);
  const errors = notificationErrors(body, Date.now());
  // No audience yet: the preview's own hint; an audience the rules refuse (too many ids): their message.
  if (errors.users)
    return {
      missing: errors.users === messages.selectAnyUsers ? messages.audiencePreviewEmpty : errors.users,
    };
  if (errors.quietHours) return { missing: messages.audiencePreviewNeedsQuietHours };
  const { channel, severity, users, schedule, quietHours } = body;
  return { key: JSON.stringify({ channel, severity, users, schedule, quietHours }) };
}
