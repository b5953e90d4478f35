import { LOG_WINDOW_DAYS } from '../constants';

/*
 * The log date rules of spec 001 section 5, shared by the console (picker and Filter/Download)
 * and the server (every dated log call). Times are epoch seconds; "today" is the local day of
 * whoever runs the check (the viewer's browser, the server's zone).
 */

export const DAY_SECONDS = 86_400;

export type LogRangeProblem =
  | 'logDatesRequired'
  | 'logDateInFuture'
  | 'logStartTooEarly'
  | 'logEndBeforeStart';

export interface LogRange {
  fromTs: number;
  toTs: number;
}

/**
 * Slack a checker grants: the server does not know the viewer's time zone (a day on the 89-day
 * bound) nor its clock (skew on "not after now"). The console checks with none.
 */
export interface LogRangeSlack {
  windowSeconds: number;
  skewSeconds: number;
}
export const NO_SLACK: LogRangeSlack = { windowSeconds: 0, skewSeconds: 0 };
export const SERVER_SLACK: LogRangeSlack = { windowSeconds: DAY_SECONDS, skewSeconds: 300 };

/** Midnight (local time) of the day holding `sec`. */
export function startOfDaySeconds(sec: number): number {
  const d = new Date(sec * 1000);
  d.setHours(0, 0, 0, 0);
  return Math.floor(d.getTime() / 1000);
}

/** The last second (local time) of the day holding `sec`. */
export function endOfDaySeconds(sec: number): number {
  const d = new Date(sec * 1000);
  d.setHours(23, 59, 59, 0);
  return Math.floor(d.getTime() / 1000);
}

/** The earliest allowed start: midnight of the day 89 days back. */
export function earliestLogStart(nowSec: number): number {
  return startOfDaySeconds(nowSec - LOG_WINDOW_DAYS * DAY_SECONDS);
}

/** The default range: start of today to now (spec 001 section 4). */
export function defaultLogRange(nowSec: number): LogRange {
  return { fromTs: startOfDaySeconds(nowSec), toTs: nowSec };
}

/** The first rule a range breaks, in the order a person fixes them, or undefined when it is valid. */
export function logRangeProblem(
  range: { fromTs?: number | undefined; toTs?: number | undefined },
  nowSec: number,
  slack: LogRangeSlack = NO_SLACK,
): LogRangeProblem | undefined {
  const { fromTs, toTs } = range;
  if (fromTs === undefined || toTs === undefined) return 'logDatesRequired';
  const latest = nowSec + slack.skewSeconds;
  if (fromTs > latest || toTs > latest) return 'logDateInFuture';
  if (fromTs < earliestLogStart(nowSec) - slack.windowSeconds) return 'logStartTooEarly';
  if (toTs < fromTs) return 'logEndBeforeStart';
  return undefined;
}

/** Whether a calendar day (any second of it) may be picked: not after today, not before the window. */
export function isLogDayAllowed(daySec: number, nowSec: number): boolean {
  return daySec <= endOfDaySeconds(nowSec) && endOfDaySeconds(daySec) >= earliestLogStart(nowSec);
}
