/*
 * What a message waits for before it goes to a person (issue 34): their quiet hours, in their own
 * local time, and a cap on promotions. The times are the platform's zone data (Intl, zoned-time.ts):
 * no offsets are kept here, so summer time moves the window as the person's clock moves.
 */
import type { Severity } from './notification-rules';
import { wallClock, zonedInstant } from './zoned-time';

/** A daily window of local wall-clock times, `HH:MM`; start after end runs past midnight (22:00–08:00). */
export interface QuietHours {
  start: string;
  end: string;
}

/** How a task's messages are held and capped, resolved once when the task is created. */
export interface DeliveryPolicy {
  /** null: no quiet hours for this task. */
  quietHours: QuietHours | null;
  /** The tenant's IANA zone, for a person whose home and country name none. */
  timeZone: string;
  /** Promotions a person may get on one channel within capDays, across tasks (null: no cap). */
  cap: { count: number; days: number } | null;
}

/** A tenant's promotion cap when its settings name none: at most 2 promotions a person a week, per channel. */
export const DEFAULT_PROMOTION_CAP = { count: 2, days: 7 } as const;

/**
 * The severity policy: an alert goes at once whatever the hour (a safety recall cannot wait);
 * info and recommendation wait for the window's end; a promotion waits too and counts against the cap.
 */
export const holdsInQuietHours = (severity: string) => severity !== 'alert';
export const countsAgainstCap = (severity: string): severity is Extract<Severity, 'promotion'> =>
  severity === 'promotion';

/**
 * The zone of a country whose people share one clock (lower-case ISO 3166 code, as end users carry
 * it). Zone names only: the offsets and their summer time come from the zone data.
 */
export const COUNTRY_TIME_ZONES: Record<string, string> = {
  bd: 'Asia/Dhaka',
  in: 'Asia/Kolkata',
  jp: 'Asia/Tokyo',
  sg: 'Asia/Singapore',
  lk: 'Asia/Colombo',
  th: 'Asia/Bangkok',
  np: 'Asia/Kathmandu',
  pk: 'Asia/Karachi',
  my: 'Asia/Kuala_Lumpur',
  id: 'Asia/Jakarta',
  vn: 'Asia/Ho_Chi_Minh',
  ph: 'Asia/Manila',
  cn: 'Asia/Shanghai',
  kr: 'Asia/Seoul',
  ae: 'Asia/Dubai',
  sa: 'Asia/Riyadh',
  gb: 'Europe/London',
  ie: 'Europe/Dublin',
  de: 'Europe/Berlin',
  fr: 'Europe/Paris',
  it: 'Europe/Rome',
  es: 'Europe/Madrid',
  nl: 'Europe/Amsterdam',
  gr: 'Europe/Athens',
  tr: 'Europe/Istanbul',
  za: 'Africa/Johannesburg',
  eg: 'Africa/Cairo',
  ng: 'Africa/Lagos',
  nz: 'Pacific/Auckland',
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When a person whose clock is `timeZone` may next be sent to, if `nowMs` is inside their quiet
 * hours: the window's end as an instant. Undefined outside the window (or for an empty one).
 */
export function quietUntil(nowMs: number, timeZone: string, window: QuietHours | null): number | undefined {
  if (!window) return undefined;
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  if (start === end) return undefined;
  const local = wallClock(nowMs, timeZone);
  const minute = local.hour * 60 + local.minute;
  const crosses = start > end;
  const inside = crosses ? minute >= start || minute < end : minute >= start && minute < end;
  if (!inside) return undefined;
  // Past midnight's start: the window ends tomorrow (Date.UTC carries a day past the month's end).
  const day = crosses && minute >= start ? local.day + 1 : local.day;
  const until = zonedInstant(
    { year: local.year, month: local.month, day },
    { hour: Math.floor(end / 60), minute: end % 60 },
    timeZone,
  );
  return until > nowMs ? until : undefined;
}

/** A person's clock: their home's zone, else their country's, else the tenant's. */
export function recipientTimeZone(
  homeZone: string | null | undefined,
  country: string | null | undefined,
  tenantZone: string,
  isZone: (zone: string) => boolean,
): string {
  if (homeZone && isZone(homeZone)) return homeZone;
  const byCountry = country ? COUNTRY_TIME_ZONES[country.toLowerCase()] : undefined;
  return byCountry ?? tenantZone;
}
