import { describe, expect, it } from 'vitest';
import {
  DAY_SECONDS as DAY,
  defaultLogRange,
  earliestLogStart,
  isLogDayAllowed,
  logRangeProblem,
  SERVER_SLACK,
  startOfDaySeconds,
} from './log-date-range';

// Mid-afternoon local time, so "today" is unambiguous whatever zone the tests run in.
const NOW = startOfDaySeconds(1_800_000_000) + 15 * 3600;

describe('log date range (spec 001 section 5)', () => {
  it('defaults to the start of today until now', () => {
    const range = defaultLogRange(NOW);
    expect(range).toEqual({ fromTs: NOW - 15 * 3600, toTs: NOW });
    expect(logRangeProblem(range, NOW)).toBeUndefined();
  });

  it('accepts a start at midnight 89 days back, refuses one a second earlier', () => {
    const earliest = earliestLogStart(NOW);
    expect(new Date(earliest * 1000).getHours()).toBe(0);
    expect(Math.round((NOW - earliest) / DAY)).toBe(90); // 89 whole days plus today's 15 hours
    expect(logRangeProblem({ fromTs: earliest, toTs: NOW }, NOW)).toBeUndefined();
    expect(logRangeProblem({ fromTs: earliest - 1, toTs: NOW }, NOW)).toBe('logStartTooEarly');
  });

  it('needs both dates', () => {
    expect(logRangeProblem({ fromTs: NOW }, NOW)).toBe('logDatesRequired');
    expect(logRangeProblem({ toTs: NOW }, NOW)).toBe('logDatesRequired');
    expect(logRangeProblem({}, NOW)).toBe('logDatesRequired');
  });

  it('refuses either date after now', () => {
    expect(logRangeProblem({ fromTs: NOW, toTs: NOW + 1 }, NOW)).toBe('logDateInFuture');
    expect(logRangeProblem({ fromTs: NOW + DAY, toTs: NOW + DAY }, NOW)).toBe('logDateInFuture');
  });

  it('refuses an end before the start', () => {
    expect(logRangeProblem({ fromTs: NOW - 10, toTs: NOW - 20 }, NOW)).toBe('logEndBeforeStart');
  });

  it('gives the server a day of slack on the window and five minutes on the clock', () => {
    const early = earliestLogStart(NOW) - DAY / 2;
    expect(logRangeProblem({ fromTs: early, toTs: NOW }, NOW, SERVER_SLACK)).toBeUndefined();
    expect(logRangeProblem({ fromTs: early - DAY, toTs: NOW }, NOW, SERVER_SLACK)).toBe('logStartTooEarly');
    expect(logRangeProblem({ fromTs: NOW, toTs: NOW + 299 }, NOW, SERVER_SLACK)).toBeUndefined();
    expect(logRangeProblem({ fromTs: NOW, toTs: NOW + 301 }, NOW, SERVER_SLACK)).toBe('logDateInFuture');
  });

  it('lets the picker offer today back to the 89th day before it, nothing else', () => {
    expect(isLogDayAllowed(NOW, NOW)).toBe(true);
    expect(isLogDayAllowed(NOW + DAY, NOW)).toBe(false);
    expect(isLogDayAllowed(NOW - 89 * DAY, NOW)).toBe(true);
    expect(isLogDayAllowed(NOW - 90 * DAY, NOW)).toBe(false);
  });
});
