import { messages } from '@console/contracts/messages';
import { describe, expect, it } from 'vitest';
import { checkDateRange } from './date-range';

const NOW = 1_800_000_000;
const DAY = 86_400;
const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

/** The rules themselves are tested in contracts; here, that the server turns them into 400s with their text. */
describe('server log date range', () => {
  it('answers the range when it is valid, 89 days back included', () => {
    expect(checkDateRange({ fromTs: NOW - 3600, toTs: NOW }, NOW)).toEqual({ fromTs: NOW - 3600, toTs: NOW });
    expect(checkDateRange({ fromTs: NOW - 89 * DAY, toTs: NOW - 88 * DAY }, NOW).fromTs).toBe(NOW - 89 * DAY);
  });

  it('throws each rule as its catalogue message', () => {
    expect(messageOf(() => checkDateRange({ fromTs: NOW }, NOW))).toBe(messages.logDatesRequired);
    expect(messageOf(() => checkDateRange({ fromTs: NOW - 92 * DAY, toTs: NOW }, NOW))).toBe(
      messages.logStartTooEarly,
    );
    expect(messageOf(() => checkDateRange({ fromTs: NOW, toTs: NOW + DAY }, NOW))).toBe(
      messages.logDateInFuture,
    );
    expect(messageOf(() => checkDateRange({ fromTs: NOW - 10, toTs: NOW - 20 }, NOW))).toBe(
      messages.logEndBeforeStart,
    );
  });
});
