import { messages } from '../messages';
import { fillMessage } from '../messages/fill-message';

/** Weekday codes in week order (spec 001 section 5). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Default end date: now plus this many days (spec 001 section 9). */
export const DEFAULT_JOB_DAYS = 15;
/** How far ahead a job may end: a year, renewed by editing the job (issue 29: an unbounded end date answered 500). */
export const MAX_JOB_DAYS = 365;

/**
 * Ours (issue 29): the share of a model's upgradable devices a job's firing reaches when none is
 * given, the smallest that reaches any (1 %: at least one device, devicesForPercentage), so a job
 * saved without a thought never rolls a firmware out to the whole fleet at once.
 */
export const DEFAULT_JOB_PERCENTAGE = 1;

/** The characters the spec lists as not allowed in a job name. */
export const JOB_NAME_SPECIAL = /[`!@#$%^&*()+\-=[\]{};':"\\|<>/?~]/;

const isWeekday = (v: string): v is Weekday => (WEEKDAYS as readonly string[]).includes(v);

/**
 * The chosen days as the server takes them: one run of consecutive days as a range (mon-fri),
 * anything else as a comma list in week order (mon,wed,fri).
 */
export function foldWeekdays(days: readonly string[]): string {
  const order = [...new Set(days)]
    .filter(isWeekday)
    .sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
  const first = order[0];
  const last = order.at(-1);
  if (!first || !last) return '';
  const run = WEEKDAYS.indexOf(last) - WEEKDAYS.indexOf(first) + 1 === order.length;
  return run && order.length > 1 ? `${first}-${last}` : order.join(',');
}

/** The days of a day_of_week value (ranges, lists, or both); unknown parts are dropped. */
export function unfoldWeekdays(value: string): Weekday[] {
  const days = new Set<Weekday>();
  for (const part of value.toLowerCase().split(',')) {
    const [from = '', to = from] = part.trim().split('-');
    if (!isWeekday(from) || !isWeekday(to)) continue;
    for (let i = WEEKDAYS.indexOf(from); i <= WEEKDAYS.indexOf(to); i++) days.add(WEEKDAYS[i] as Weekday);
  }
  return WEEKDAYS.filter((d) => days.has(d));
}

/** True when a day_of_week value is a range or list of weekday codes. */
export const isDayOfWeek = (value: string) =>
  /^[a-z]{3}(-[a-z]{3})?(,[a-z]{3}(-[a-z]{3})?)*$/.test(value) && unfoldWeekdays(value).length > 0;

export type Meridiem = 'AM' | 'PM';

/** 12-hour to 24-hour: 12 AM is 0, PM adds 12 (12 PM stays 12, noon). */
export function to24Hour(hour12: number, meridiem: Meridiem): number {
  const base = hour12 % 12;
  return meridiem === 'PM' ? base + 12 : base;
}

export function to12Hour(hour24: number): { hour: number; meridiem: Meridiem } {
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, meridiem: hour24 < 12 ? 'AM' : 'PM' };
}

/** '09:05 PM' for the table. */
export function formatJobTime(hour24: number, minute: number): string {
  const { hour, meridiem } = to12Hour(hour24);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${meridiem}`;
}

/** The default end date, in epoch seconds. */
export const defaultEndDate = (nowMs: number, days = DEFAULT_JOB_DAYS) =>
  Math.floor(nowMs / 1000) + days * 86_400;

/** Start of the UTC day of `nowMs`, in epoch seconds: an end date may not be before it. */
export const startOfTodaySeconds = (nowMs: number) => Math.floor(nowMs / 86_400_000) * 86_400;

export interface FotaJobFields {
  jobName?: string;
  /** Epoch seconds. */
  endDate?: number | null;
  weekdays?: readonly string[];
}

export type FotaJobErrors = Partial<Record<'jobName' | 'endDate' | 'weekdays', string>>;

/** The dialog's rules of spec 001 section 5, per field; the server checks the same. */
export function fotaJobErrors(f: FotaJobFields, nowMs: number): FotaJobErrors {
  const errors: FotaJobErrors = {};
  const name = f.jobName?.trim() ?? '';
  if (!name) errors.jobName = messages.addJobName;
  else if (JOB_NAME_SPECIAL.test(name)) errors.jobName = messages.jobNameSpecialCharacter;
  if (f.endDate == null) errors.endDate = messages.addEndDate;
  else if (f.endDate < startOfTodaySeconds(nowMs)) errors.endDate = messages.endDateBeforeToday;
  else if (f.endDate > startOfTodaySeconds(nowMs) + (MAX_JOB_DAYS + 1) * 86_400)
    errors.endDate = fillMessage(messages.endDateTooFar, { days: MAX_JOB_DAYS });
  if (!f.weekdays?.length) errors.weekdays = messages.selectWeekDays;
  return errors;
}
