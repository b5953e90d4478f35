import { describe, expect, it } from 'vitest';
import { dateRangeProblem, serialRangeProblem } from './manufactured-devices.rules';

const DAY = 86_400_000;

describe('Manufactured Devices range rules', () => {
  it('refuses an end day before the start day; one day (end = start + a day) is fine', () => {
    expect(dateRangeProblem({ startDate: 10 * DAY, endDate: 10 * DAY })).toBe('endBeforeStart');
    expect(dateRangeProblem({ startDate: 10 * DAY, endDate: 11 * DAY })).toBeUndefined();
    expect(dateRangeProblem({ startDate: 10 * DAY })).toBeUndefined();
  });

  it('refuses a start serial after the end serial, by character code; blanks are no bound', () => {
    expect(serialRangeProblem({ startSerialNumber: 'A09', endSerialNumber: 'A01' })).toBe(
      'manufacturedSerialRangeReversed',
    );
    expect(serialRangeProblem({ startSerialNumber: ' A01', endSerialNumber: 'A01 ' })).toBeUndefined();
    expect(serialRangeProblem({ startSerialNumber: 'B', endSerialNumber: 'a' })).toBeUndefined();
    expect(serialRangeProblem({ startSerialNumber: 'A09', endSerialNumber: ' ' })).toBeUndefined();
  });
});
