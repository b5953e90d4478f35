import { fillMessage, messages } from '@console/contracts/messages';
import { type NotificationTask, OPEN_TASK_STATUSES } from '@console/contracts/notifications';
import dayjs from 'dayjs';
import { DATE_FORMATS } from '@/shared/format/dates';
import { formatNotificationTime, taskFailures } from './notification-view';

/** What a task's details say about when it runs and what became of its users (ours, issue 34). */

export const DAY_LABELS: Record<string, string> = {
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
};

const PLATFORM_LABELS: Record<string, string> = { ios: 'iOS', an: 'Android' };

/** The channel and, for push, its platforms: 'Push Notification (iOS, Android)'. */
export function channelText(task: NotificationTask, label: string) {
  const platforms = task.channel.platform.map((p) => PLATFORM_LABELS[p] ?? p);
  return task.channel.type === 'push' && platforms.length ? `${label} (${platforms.join(', ')})` : label;
}

/** A weekly time ('HH:mm', the sender's zone) on the 12-hour clock screens use (spec 002 section 9). */
const clockText = (time: string) => dayjs(`2000-01-01T${time}`).format(DATE_FORMATS.pickerTime);

/** When the task runs: at once, once at its date, or weekly on its days at a time of the sender's zone. */
export function scheduleText(task: NotificationTask) {
  const s = task.schedule as {
    repeatType?: string;
    time?: unknown;
    days?: unknown;
    timeZone?: unknown;
  } | null;
  if (s?.repeatType === 'once' && typeof s.time === 'number')
    return `One time, ${formatNotificationTime(s.time)}`;
  if (s?.repeatType === 'weekly' && typeof s.time === 'string') {
    const days = Array.isArray(s.days) ? s.days.map((d) => DAY_LABELS[String(d)] ?? String(d)) : [];
    const zone = typeof s.timeZone === 'string' ? s.timeZone : 'UTC';
    return `Weekly on ${days.join(', ')} at ${clockText(s.time)} (${zone})`;
  }
  return 'Send now';
}

/** The users no provider took, by why: each figure with its reason, those at zero left out. */
function stoppedParts(task: NotificationTask) {
  const c = task.status.notificationProcessStatus;
  const parts: [number, string][] = [
    [c.userHeldCount, 'held by quiet hours'],
    [c.userCappedCount, 'over the promotion cap'],
    [c.userOptedOutCount, 'opted out'],
    [taskFailures(task), 'failed or without an address'],
  ];
  return parts.filter(([n]) => n > 0).map(([n, why]) => `${n} ${why}`);
}

/**
 * The funnel's text while no provider has answered for a message of the task. An open task may
 * still send (held ones go when their window ends, a scheduled one at its time); a finished one
 * will not, and says what stopped its users, so a fully capped task does not read as pending.
 */
export function nothingSentText(task: NotificationTask) {
  const parts = stoppedParts(task);
  const { taskStatus } = task.status;
  if (OPEN_TASK_STATUSES.includes(taskStatus)) {
    if (taskStatus === 'scheduled' && task.nextRunAt !== null)
      return fillMessage(messages.deliveryFunnelScheduled, { time: formatNotificationTime(task.nextRunAt) });
    return parts.length
      ? fillMessage(messages.deliveryFunnelWaiting, { outcome: parts.join(', ') })
      : messages.deliveryFunnelEmpty;
  }
  const outcome = parts.length
    ? parts.join(', ')
    : taskStatus === 'cancelled'
      ? 'the task was cancelled'
      : taskStatus === 'expired'
        ? 'the task expired'
        : 'the task had no recipients';
  return fillMessage(messages.deliveryFunnelFinal, { outcome });
}
