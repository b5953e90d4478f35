import { toMillis } from '@console/contracts/constants';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

export const DISPLAY_FORMAT = 'MMMM Do YYYY, h:mm:ss a';
/** The same format without the time, for values that are a calendar day only. */
export const DISPLAY_DATE_FORMAT = 'MMMM Do YYYY';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A stored date value: epoch seconds or millis, a numeric string, an ISO string, or `{ $date }`. */
export type DateValue = number | string | { $date: number | string } | null | undefined;

function millisOf(value: DateValue): number | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value === 'object') return millisOf(value.$date);
  if (typeof value === 'number') return toMillis(value);
  if (/^\d+$/.test(value)) return toMillis(Number(value));
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** 'MMMM Do YYYY, h:mm:ss a', reading numbers of fewer than 12 digits as seconds (spec 000 section 9). */
export function formatTimestamp(value: DateValue): string | undefined {
  const ms = millisOf(value);
  return ms === undefined ? undefined : dayjs(ms).format(DISPLAY_FORMAT);
}

/**
 * A date in the display format: a calendar day (`YYYY-MM-DD`, as warranty dates are) as
 * 'MMMM Do YYYY', read as that day wherever the browser is; anything with a time as `formatTimestamp`.
 */
export function formatDate(value: DateValue): string | undefined {
  if (typeof value === 'string' && DAY_ONLY.test(value)) {
    const day = dayjs(value);
    return day.format('YYYY-MM-DD') === value ? day.format(DISPLAY_DATE_FORMAT) : undefined;
  }
  return formatTimestamp(value);
}
