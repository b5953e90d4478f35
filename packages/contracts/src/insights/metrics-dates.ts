import type { MessageCode } from '../messages';

/*
 * Calendar days of the metrics (spec 002 sections 5 and 9). A day is 'YYYY-MM-DD' in the metrics
 * zone, UTC+05:30 (the fleet's home market; the server's rollups use the same offset); the calls
 * send days as DD-MM-YYYY. Pure functions: both the console and the server check with them.
 */

export const METRICS_UTC_OFFSET_SECONDS = 19_800;
export const METRICS_RANGE_MAX_DAYS = 90;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the metrics day holding `epochSeconds`. */
export function metricsDayOf(epochSeconds: number): string {
  return new Date((epochSeconds + METRICS_UTC_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

/**
 * Whether a day ('YYYY-MM-DD') is after today on the metrics calendar: the days the pickers refuse
 * and the server calls future. Not the browser's today: from 18:30 UTC the metrics day is already
 * tomorrow, and east of UTC+05:30 the browser's is ahead of it.
 */
export function isAfterMetricsToday(day: string, nowMs = Date.now()): boolean {
  return day > metricsDayOf(Math.floor(nowMs / 1000));
}

/** 'DD-MM-YYYY' → 'YYYY-MM-DD', or undefined when it is not a real calendar day. */
export function parseDmy(text: string): string | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY'. */
export function toDmy(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

/** Days from `a` to `b` (both 'YYYY-MM-DD'); negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** `iso` moved by `days`. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The DAC rule (spec 002 section 5): both dates, none after today, the end not before the start. */
export function dacRangeProblem(
  from: string | undefined,
  to: string | undefined,
  today: string,
): MessageCode | undefined {
  if (!from || !to) return 'logDatesRequired';
  if (from > today || to > today) return 'logDateInFuture';
  if (to < from) return 'logEndBeforeStart';
  return undefined;
}

/** The metrics Date Range rule (spec 002 section 5), its three messages in the order a person meets them. */
export function metricsRangeProblem(
  start: string | undefined,
  end: string | undefined,
): MessageCode | undefined {
  if (!start || !end) return 'metricsRangeEmpty';
  if (end < start) return 'metricsEndBeforeStart';
  if (daysBetween(start, end) > METRICS_RANGE_MAX_DAYS) return 'metricsRangeTooLong';
  return undefined;
}

export const DATE_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type DateType = (typeof DATE_TYPES)[number];
/** The period filter's values (spec 002 section 4): Daily(1), Weekly(2), Monthly(3), Date Range(4). */
export const PERIOD_OPTIONS = [
  { value: 1, label: 'Daily', dateType: 'daily' },
  { value: 2, label: 'Weekly', dateType: 'weekly' },
  { value: 3, label: 'Monthly', dateType: 'monthly' },
  { value: 4, label: 'Date Range', dateType: undefined },
] as const;

/** How many buckets a preset period shows: 7 days, 12 weeks, 12 months, each ending with today's. */
export const PERIOD_BUCKETS: Record<DateType, number> = { daily: 7, weekly: 12, monthly: 12 };

export interface Bucket {
  /** First day of the bucket, 'YYYY-MM-DD'. */
  start: string;
  /** Last day, inclusive. */
  end: string;
}

/** The Monday of the week holding `iso`. */
function weekStart(iso: string): string {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return addDays(iso, -((weekday + 6) % 7));
}

function monthBuckets(today: string, count: number): Bucket[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const out: Bucket[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const first = new Date(Date.UTC(y, m - 1 - i, 1));
    const last = new Date(Date.UTC(y, m - i, 0));
    const end = last.toISOString().slice(0, 10);
    out.push({ start: first.toISOString().slice(0, 10), end: end > today ? today : end });
  }
  return out;
}

/** The buckets of a period: a preset ending today, or each day of a valid range. Oldest first. */
export function periodBuckets(
  period: { dateType: DateType } | { start: string; end: string },
  today: string,
) {
  if ('start' in period) {
    const days = daysBetween(period.start, period.end);
    return Array.from({ length: days + 1 }, (_, i) => {
      const day = addDays(period.start, i);
      return { start: day, end: day };
    });
  }
  const count = PERIOD_BUCKETS[period.dateType];
  if (period.dateType === 'monthly') return monthBuckets(today, count);
  if (period.dateType === 'daily') {
    return Array.from({ length: count }, (_, i) => {
      const day = addDays(today, i - count + 1);
      return { start: day, end: day };
    });
  }
  const thisWeek = weekStart(today);
  return Array.from({ length: count }, (_, i) => {
    const start = addDays(thisWeek, (i - count + 1) * 7);
    const end = addDays(start, 6);
    return { start, end: end > today ? today : end };
  });
}

/** The hourly bucket sizes of the Hourly Device Count graph (spec 002 section 2). */
export const HOUR_BUCKETS = [1, 2, 6, 12, 24] as const;
export type HourBucket = (typeof HOUR_BUCKETS)[number];

export const HOUR_KEYS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/** 12-hour clock label of an hour 0-24: 12 AM, 1 AM … 11 PM, and 12 AM again for the day's end. */
export function hourLabel(hour: number): string {
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The 24 hourly values (map keyed 00-23) summed into buckets of `size` hours, each labelled with
 * its span in the 12-hour clock ('12 AM - 6 AM').
 */
export function bucketHours(hourly: Record<string, number>, size: HourBucket) {
  return Array.from({ length: 24 / size }, (_, i) => {
    const from = i * size;
    let total = 0;
    for (let h = from; h < from + size; h++) total += hourly[HOUR_KEYS[h] as string] ?? 0;
    return { label: `${hourLabel(from)} - ${hourLabel(from + size)}`, value: total };
  });
}
