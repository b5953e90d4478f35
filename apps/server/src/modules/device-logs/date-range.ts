import { LOG_WINDOW_DAYS } from '@console/contracts/constants';
import { badRequest } from '../../platform/http/errors';

const DAY = 86_400;
/**
 * The console picks whole days in the viewer's time zone (start of a day, now), so the server
 * allows one day of slack on the 89-day bound and five minutes of clock skew on "not after now".
 */
const WINDOW_SLACK = DAY;
const SKEW = 300;

export interface DateRange {
  fromTs: number;
  toTs: number;
}

/** Spec 001 section 5: both dates, start no earlier than 89 days ago, neither after now, end not before start. */
export function checkDateRange(
  query: { fromTs?: number | undefined; toTs?: number | undefined },
  nowSec: number,
): DateRange {
  const { fromTs, toTs } = query;
  if (fromTs === undefined || toTs === undefined) throw badRequest('logDatesRequired');
  if (fromTs > nowSec + SKEW || toTs > nowSec + SKEW) throw badRequest('logDateInFuture');
  if (fromTs < nowSec - LOG_WINDOW_DAYS * DAY - WINDOW_SLACK) throw badRequest('logStartTooEarly');
  if (toTs < fromTs) throw badRequest('logEndBeforeStart');
  return { fromTs, toTs };
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
