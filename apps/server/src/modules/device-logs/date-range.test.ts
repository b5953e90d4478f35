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

describe('log date range (spec 001 section 5)', () => {
  it('accepts start of today to now, and a start 89 days back', () => {
    expect(checkDateRange({ fromTs: NOW - 3600, toTs: NOW }, NOW)).toEqual({ fromTs: NOW - 3600, toTs: NOW });
    expect(checkDateRange({ fromTs: NOW - 89 * DAY, toTs: NOW - 88 * DAY }, NOW).fromTs).toBe(NOW - 89 * DAY);
  });

  it('needs both dates', () => {
    expect(messageOf(() => checkDateRange({ fromTs: NOW }, NOW))).toBe(messages.logDatesRequired);
    expect(messageOf(() => checkDateRange({ toTs: NOW }, NOW))).toBe(messages.logDatesRequired);
  });

  it('refuses a start more than 89 days back', () => {
    expect(messageOf(() => checkDateRange({ fromTs: NOW - 91 * DAY, toTs: NOW }, NOW))).toBe(
      messages.logStartTooEarly,
    );
  });

  it('refuses dates after now', () => {
    expect(messageOf(() => checkDateRange({ fromTs: NOW, toTs: NOW + DAY }, NOW))).toBe(
      messages.logDateInFuture,
    );
    expect(messageOf(() => checkDateRange({ fromTs: NOW + DAY, toTs: NOW + DAY }, NOW))).toBe(
      messages.logDateInFuture,
    );
  });

  it('refuses an end before the start', () => {
    expect(messageOf(() => checkDateRange({ fromTs: NOW - 10, toTs: NOW - 20 }, NOW))).toBe(
      messages.logEndBeforeStart,
    );
  });
});
