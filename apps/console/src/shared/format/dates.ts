import { toMillis } from '@console/contracts/constants';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/**
 * The console's one vocabulary for dates: every date a screen shows, and every picker's format, is
 * named here by the kind of place it stands in, so the same kind of place reads the same everywhere.
 * A screen for which the spec names a format of its own keeps it, under its own name below.
 */
export const DATE_FORMATS = {
  /** An instant in a list, table, detail card or popup: spec 001 section 9's display format. */
  dateTime: 'MMMM Do YYYY, h:mm:ss a',
  /** A calendar day (a warranty day, a job's end day) in the same places, without a time. */
  date: 'MMMM Do YYYY',
  /** Every day picker: what it shows and what a person types. */
  pickerDate: 'DD-MM-YYYY',
  /** A time-of-day picker: 12-hour with AM/PM (spec 001 and 002 section 9). */
  pickerTime: 'hh:mm A',
  /** The device model form's Launch Date picker: spec 001 section 3 names MM/dd/yyyy. */
  launchDatePicker: 'MM/DD/YYYY',
  /** Notification timestamps (tables, details): spec 002 section 9 names 'dd MMM yyyy AT hh:mm a', a
   * pattern whose 'a' is AM/PM in capitals ("Time display is 12-hour with AM/PM"); dayjs writes that 'A'. */
  notificationDateTime: 'DD MMM YYYY [AT] hh:mm A',
  /** The notification screen's date-and-time pickers (spec 002 section 9's format, typed without AT). */
  notificationPicker: 'DD MMM YYYY hh:mm A',
} as const;

/** Dates as calls, links and file names carry them: never how a screen shows a date. */
export const WIRE_DATE_FORMATS = {
  /** A day in a link (`?from=`), in a log range's file name, and as the metrics rules read it. */
  isoDay: 'YYYY-MM-DD',
  /** The count, DAC and metrics calls' days (spec 002 section 9: DD-MM-YYYY). */
  dayMonthYear: 'DD-MM-YYYY',
  /** The feedback search's startDate and endDate (spec 002 section 7: ddMMyyyy). */
  compactDay: 'DDMMYYYY',
  /** A weekly schedule's time of day as sent (24-hour). */
  time24: 'HH:mm',
} as const;

/** What a list or card shows where a date is missing or cannot be read. */
export const NO_DATE = '—';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored date value: epoch seconds or millis, a numeric string, an ISO string, or `{ $date }`. */
export type DateValue = number | string | { $date: number | string } | null | undefined;

/** Epoch millis of a value (fewer than 12 digits read as seconds, spec 001 section 9); none when empty or unreadable. */
export function millisOf(value: DateValue): number | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value === 'object') return millisOf(value.$date);
  if (typeof value === 'number') return Number.isFinite(value) ? toMillis(value) : undefined;
  if (/^\d+$/.test(value)) return toMillis(Number(value));
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** A bare calendar day ('2025-02-06') as that day wherever the browser is; none if it names no real day. */
function calendarDay(value: string) {
  const day = dayjs(value);
  return day.format(WIRE_DATE_FORMATS.isoDay) === value ? day : undefined;
}

/**
 * An instant as lists, tables and cards show it ('November 17th 2026, 3:50:03 am'); a value that is a
 * calendar day only ('2025-02-06') as that day, with no invented time. `NO_DATE` when empty or unreadable.
 */
export function formatDateTime(value: DateValue): string {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return formatDate(value);
  const ms = millisOf(value);
  return ms === undefined ? NO_DATE : dayjs(ms).format(DATE_FORMATS.dateTime);
}

/** The day of a value, without its time ('November 17th 2026'). `NO_DATE` when empty or unreadable. */
export function formatDate(value: DateValue): string {
  if (typeof value === 'string' && DAY_ONLY.test(value)) {
    return calendarDay(value)?.format(DATE_FORMATS.date) ?? NO_DATE;
  }
  const ms = millisOf(value);
  return ms === undefined ? NO_DATE : dayjs(ms).format(DATE_FORMATS.date);
}
