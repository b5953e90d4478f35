/*
 * The Audit Log's date filter, shared by the console's picker and the server: both dates or none,
 * none in the future, the end not before the start, at most AUDIT_RANGE_DAYS days. Epoch seconds.
 */

export const AUDIT_RANGE_DAYS = 90;
const DAY_SECONDS = 86_400;

export type AuditRangeProblem =
  | 'auditDatesBoth'
  | 'auditDateInFuture'
  | 'auditEndBeforeStart'
  | 'auditRangeTooLong';

/**
 * The first rule the range breaks, or undefined. `skewSeconds`: the server grants the viewer's
 * clock some slack on "not in the future"; the console grants none.
 */
export function auditRangeProblem(
  range: { from?: number | undefined; to?: number | undefined },
  nowSec: number,
  skewSeconds = 0,
): AuditRangeProblem | undefined {
  const { from, to } = range;
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined || to === undefined) return 'auditDatesBoth';
  if (from > nowSec + skewSeconds || to > nowSec + skewSeconds) return 'auditDateInFuture';
  if (to < from) return 'auditEndBeforeStart';
  // A day's end is its last second, so 90 whole days span 90 days less a second.
  if (to - from >= AUDIT_RANGE_DAYS * DAY_SECONDS) return 'auditRangeTooLong';
  return undefined;
}
