import type { MessageCode } from '../messages';

/** The list's filters as both sides hold them: dates in epoch ms, the end one day past the last day. */
export interface ManufacturedRange {
  startDate?: number | undefined;
  endDate?: number | undefined;
  startSerialNumber?: string | undefined;
  endSerialNumber?: string | undefined;
}

/**
 * An end day before the start day: the end (exclusive, the day after the last day chosen) at or
 * before the start. Worded as Feedback words it, so both screens say the same.
 */
export function dateRangeProblem(r: ManufacturedRange): MessageCode | undefined {
  if (r.startDate === undefined || r.endDate === undefined) return undefined;
  return r.endDate <= r.startDate ? 'endBeforeStart' : undefined;
}

/**
 * A start serial after the end serial: nothing can match. Compared by code point, as the database
 * compares them (its collation is C.UTF-8; PGlite's is C).
 */
export function serialRangeProblem(r: ManufacturedRange): MessageCode | undefined {
  const start = r.startSerialNumber?.trim();
  const end = r.endSerialNumber?.trim();
  if (!start || !end) return undefined;
  return start > end ? 'manufacturedSerialRangeReversed' : undefined;
}
