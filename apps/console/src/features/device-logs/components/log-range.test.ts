import { startOfDaySeconds } from '@console/contracts/device-logs';
import { messages } from '@console/contracts/messages';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isDayDisabled, rangeOfDays } from './log-range';

const NOW = startOfDaySeconds(1_800_000_000) + 15 * 3600;
const today = dayjs(NOW * 1000);

describe('picked days to a log range', () => {
  it('runs from the start of the first day to now when the last day is today', () => {
    expect(rangeOfDays([today.subtract(2, 'day'), today], NOW)).toEqual({
      fromTs: startOfDaySeconds(NOW) - 2 * 86_400,
      toTs: NOW,
    });
  });

  it('runs to the end of an earlier last day', () => {
    const range = rangeOfDays([today.subtract(3, 'day'), today.subtract(1, 'day')], NOW);
    expect(range).toEqual({ fromTs: startOfDaySeconds(NOW) - 3 * 86_400, toTs: startOfDaySeconds(NOW) - 1 });
  });

  it('answers the message of the rule a pick breaks', () => {
    expect(rangeOfDays([today, null], NOW)).toEqual({ error: messages.logDatesRequired });
    expect(rangeOfDays([today.subtract(90, 'day'), today], NOW)).toEqual({
      error: messages.logStartTooEarly,
    });
    expect(rangeOfDays([today.add(1, 'day'), today.add(1, 'day')], NOW)).toEqual({
      error: messages.logDateInFuture,
    });
    expect(rangeOfDays([today, today.subtract(1, 'day')], NOW)).toEqual({
      error: messages.logEndBeforeStart,
    });
  });

  it('greys out days after today, before the window and before the chosen start', () => {
    expect(isDayDisabled(today, NOW)).toBe(false);
    expect(isDayDisabled(today.add(1, 'day'), NOW)).toBe(true);
    expect(isDayDisabled(today.subtract(89, 'day'), NOW)).toBe(false);
    expect(isDayDisabled(today.subtract(90, 'day'), NOW)).toBe(true);
    expect(isDayDisabled(today.subtract(5, 'day'), NOW, today.subtract(4, 'day'))).toBe(true);
  });
});
