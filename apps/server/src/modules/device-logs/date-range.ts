import { type LogRange, logRangeProblem, SERVER_SLACK } from '@console/contracts/device-logs';
import { badRequest } from '../../platform/http/errors';

export type DateRange = LogRange;

/**
 * Spec 001 section 5, the same rules as the console's picker (contracts), with the server's
 * slack: a day on the 89-day bound (the viewer's zone is unknown) and five minutes of clock skew.
 */
export function checkDateRange(
  query: { fromTs?: number | undefined; toTs?: number | undefined },
  nowSec: number,
): DateRange {
  const problem = logRangeProblem(query, nowSec, SERVER_SLACK);
  if (problem) throw badRequest(problem);
  return { fromTs: query.fromTs as number, toTs: query.toTs as number };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
