import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  defaultEndDate,
  foldWeekdays,
  formatJobTime,
  fotaJobErrors,
  isDayOfWeek,
  MAX_JOB_DAYS,
  to12Hour,
  to24Hour,
  unfoldWeekdays,
} from './fota-job-rules';

describe('weekday folding (spec 001 section 5)', () => {
  it.each([
    [['mon', 'tue', 'wed', 'thu', 'fri'], 'mon-fri'],
    [['fri', 'mon', 'wed'], 'mon,wed,fri'],
    [['sat', 'sun'], 'sat-sun'],
    [['mon'], 'mon'],
    [['mon', 'tue', 'thu'], 'mon,tue,thu'],
    [['sun', 'mon'], 'mon,sun'],
    [[], ''],
  ])('%j → %s', (days, folded) => expect(foldWeekdays(days)).toBe(folded));

  it('unfolds ranges and lists back into days', () => {
    expect(unfoldWeekdays('mon-wed,fri')).toEqual(['mon', 'tue', 'wed', 'fri']);
    expect(unfoldWeekdays('sun')).toEqual(['sun']);
    expect(unfoldWeekdays('xyz')).toEqual([]);
  });

  it('accepts only weekday ranges and lists', () => {
    expect(isDayOfWeek('mon-fri')).toBe(true);
    expect(isDayOfWeek('mon,wed')).toBe(true);
    expect(isDayOfWeek('mon;drop')).toBe(false);
    expect(isDayOfWeek('foo')).toBe(false);
  });
});

describe('12-hour time', () => {
  it.each([
    [12, 'AM', 0],
    [1, 'AM', 1],
    [11, 'AM', 11],
    [12, 'PM', 12],
    [1, 'PM', 13],
    [11, 'PM', 23],
  ] as const)('%i %s → %i', (hour, meridiem, hour24) => {
    expect(to24Hour(hour, meridiem)).toBe(hour24);
    expect(to12Hour(hour24)).toEqual({ hour, meridiem });
  });
  it('formats the table time', () => expect(formatJobTime(21, 5)).toBe('09:05 PM'));
});

describe('FOTA job rules', () => {
  const now = Date.UTC(2026, 10, 22, 10, 0, 0);
  const ok = { jobName: 'Nightly AC', endDate: now / 1000 + 86_400, weekdays: ['mon'] };
  it('accepts a complete job', () => expect(fotaJobErrors(ok, now)).toEqual({}));
  it('names each broken rule', () => {
    expect(fotaJobErrors({}, now)).toEqual({
      jobName: messages.addJobName,
      endDate: messages.addEndDate,
      weekdays: messages.selectWeekDays,
    });
    for (const c of '`!@#$%^&*()+-=[]{};\':"\\|<>/?~')
      expect(fotaJobErrors({ ...ok, jobName: `job${c}` }, now).jobName).toBe(
        messages.jobNameSpecialCharacter,
      );
    expect(fotaJobErrors({ ...ok, jobName: 'job_1.2, nightly' }, now)).toEqual({});
  });
  it('takes today as the earliest end date', () => {
    expect(fotaJobErrors({ ...ok, endDate: now / 1000 - 3600 }, now)).toEqual({});
    expect(fotaJobErrors({ ...ok, endDate: now / 1000 - 86_400 }, now).endDate).toBe(
      messages.endDateBeforeToday,
    );
  });
  it('refuses an end date more than a year ahead, naming the bound (1e13 s answered 500)', () => {
    const lastDay = now / 1000 + MAX_JOB_DAYS * 86_400;
    expect(fotaJobErrors({ ...ok, endDate: lastDay }, now)).toEqual({});
    for (const endDate of [lastDay + 2 * 86_400, 1e13, Number.MAX_SAFE_INTEGER]) {
      expect(fotaJobErrors({ ...ok, endDate }, now).endDate).toBe(
        'End Date must be within 365 days from today.',
      );
    }
  });
  it('defaults the end date to 15 days ahead', () =>
    expect(defaultEndDate(now)).toBe(now / 1000 + 15 * 86_400));
});
