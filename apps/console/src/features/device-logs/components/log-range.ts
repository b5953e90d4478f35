import {
  endOfDaySeconds,
  isLogDayAllowed,
  type LogRange,
  logRangeProblem,
  startOfDaySeconds,
} from '@console/contracts/device-logs';
import { messages } from '@console/contracts/messages';
import dayjs, { type Dayjs } from 'dayjs';
import { WIRE_DATE_FORMATS } from '@/shared/format/dates';

/** What the picker holds: two days, either not chosen yet. */
export type PickedDays = [Dayjs | null, Dayjs | null];

export const pickedDaysOf = (range: LogRange): PickedDays => [
  dayjs(range.fromTs * 1000),
  dayjs(range.toTs * 1000),
];

/**
 * Picked days to a range: from the start of the first day to the end of the last, or now when
 * the last is today. Answers the catalogue message of the first broken rule instead.
 */
export function rangeOfDays(days: PickedDays, nowSec: number): LogRange | { error: string } {
  const [from, to] = days;
  const range = {
    fromTs: from ? startOfDaySeconds(from.unix()) : undefined,
    toTs: to ? Math.min(endOfDaySeconds(to.unix()), nowSec) : undefined,
  };
  const problem = logRangeProblem(range, nowSec);
  return problem ? { error: messages[problem] } : (range as LogRange);
}

/** Days the picker greys out: after today, before the 89-day window, before the chosen start. */
export function isDayDisabled(day: Dayjs, nowSec: number, start?: Dayjs | null): boolean {
  if (!isLogDayAllowed(day.unix(), nowSec)) return true;
  return Boolean(start && day.isBefore(start, 'day'));
}

/** The range as a person reads it, in the alert and the file name. */
export const rangeText = (range: LogRange) =>
  [range.fromTs, range.toTs].map((s) => dayjs(s * 1000).format(WIRE_DATE_FORMATS.isoDay)).join('_');
