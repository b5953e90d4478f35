import { describe, expect, it } from 'vitest';
import {
  allowedGroups,
  allowedMembers,
  CATEGORY_GROUPS,
  DOWNLOAD_GROUP_KEYS,
  groupOfCategory,
} from './category-groups';
import { OFFBOARD_CSV_COLUMNS, ONBOARD_CSV_COLUMNS } from './insights.schemas';
import {
  bucketHours,
  dacRangeProblem,
  HOUR_KEYS,
  isAfterMetricsToday,
  metricsDayOf,
  metricsRangeProblem,
  parseDmy,
  periodBuckets,
  toDmy,
} from './metrics-dates';

describe('metrics days', () => {
  it('are UTC+05:30 days', () => {
    expect(metricsDayOf(Date.parse('2026-10-01T18:29:59Z') / 1000)).toBe('2026-10-01');
    expect(metricsDayOf(Date.parse('2026-10-01T18:30:00Z') / 1000)).toBe('2026-10-02');
  });

  it('travel as DD-MM-YYYY and only real calendar days parse', () => {
    expect(parseDmy('29-02-2028')).toBe('2028-02-29');
    expect(parseDmy('29-02-2026')).toBeUndefined();
    expect(parseDmy('2026-10-01')).toBeUndefined();
    expect(parseDmy('1-10-2026')).toBeUndefined();
    expect(toDmy('2026-10-01')).toBe('01-10-2026');
  });
});

describe('date rules', () => {
  it('DAC: both dates, none after today, the end not before the start', () => {
    expect(dacRangeProblem(undefined, '2026-10-01', '2026-11-24')).toBe('logDatesRequired');
    expect(dacRangeProblem('2026-10-01', '2026-11-25', '2026-11-24')).toBe('logDateInFuture');
    expect(dacRangeProblem('2026-10-02', '2026-10-01', '2026-11-24')).toBe('logEndBeforeStart');
    expect(dacRangeProblem('2026-11-24', '2026-11-24', '2026-11-24')).toBeUndefined();
  });

  it('metrics Date Range: both dates, the end after the start, at most 90 days', () => {
    expect(metricsRangeProblem('2026-10-01', undefined)).toBe('metricsRangeEmpty');
    expect(metricsRangeProblem('2026-10-02', '2026-10-01')).toBe('metricsEndBeforeStart');
    expect(metricsRangeProblem('2026-01-01', '2026-04-02')).toBe('metricsRangeTooLong'); // 91 days on
    expect(metricsRangeProblem('2026-01-01', '2026-04-01')).toBeUndefined(); // 90 days on
  });
});

describe('period buckets', () => {
  const today = '2026-11-24'; // a Tuesday
  it('daily: the last 7 days; a range: each of its days', () => {
    const daily = periodBuckets({ dateType: 'daily' }, today);
    expect(daily).toHaveLength(7);
    expect(daily[0]).toEqual({ start: '2026-11-18', end: '2026-11-18' });
    expect(daily.at(-1)).toEqual({ start: today, end: today });
    expect(periodBuckets({ start: '2026-02-27', end: '2026-03-01' }, today).map((b) => b.start)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('weekly: 12 weeks from Monday, the last ending today; monthly: 12 months, the last ending today', () => {
    const weekly = periodBuckets({ dateType: 'weekly' }, today);
    expect(weekly).toHaveLength(12);
    expect(weekly.at(-1)).toEqual({ start: '2026-11-23', end: today });
    expect(weekly[0]).toEqual({ start: '2026-09-07', end: '2026-09-13' });
    const monthly = periodBuckets({ dateType: 'monthly' }, today);
    expect(monthly).toHaveLength(12);
    expect(monthly[0]).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(monthly[2]).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthly.at(-1)).toEqual({ start: '2026-11-01', end: today });
  });
});

describe('hourly buckets', () => {
  const hourly = Object.fromEntries(HOUR_KEYS.map((h, i) => [h, i + 1])); // 1 … 24, 300 in all
  it('sum the 24 hours into buckets of 1, 2, 6, 12 or 24 hours, labelled on the 12-hour clock', () => {
    expect(bucketHours(hourly, 1)).toHaveLength(24);
    expect(bucketHours(hourly, 1)[13]).toEqual({ label: '1 PM - 2 PM', value: 14 });
    expect(bucketHours(hourly, 6)).toEqual([
      { label: '12 AM - 6 AM', value: 21 },
      { label: '6 AM - 12 PM', value: 57 },
      { label: '12 PM - 6 PM', value: 93 },
      { label: '6 PM - 12 AM', value: 129 },
    ]);
    expect(bucketHours(hourly, 24)).toEqual([{ label: '12 AM - 12 AM', value: 300 }]);
    expect(bucketHours({}, 12).map((b) => b.value)).toEqual([0, 0]);
  });
});

describe('category groups', () => {
  it('group AC variants under AC, show TV as VDP, and offer only what the caller may see', () => {
    expect(groupOfCategory('iac')?.key).toBe('AC');
    expect(groupOfCategory('TV')?.label).toBe('VDP');
    expect(allowedGroups(['AC', 'REF', 'PLUG'], DOWNLOAD_GROUP_KEYS).map((g) => g.key)).toEqual([
      'AC',
      'REF',
    ]);
    expect(allowedMembers(CATEGORY_GROUPS[0] as (typeof CATEGORY_GROUPS)[number], ['ac', 'CAC'])).toEqual([
      'AC',
      'CAC',
    ]);
  });

  it('the CSV downloads have fixed columns', () => {
    expect(ONBOARD_CSV_COLUMNS[0]).toBe('Device Id');
    expect(ONBOARD_CSV_COLUMNS).toHaveLength(9);
    expect(OFFBOARD_CSV_COLUMNS).toContain('User Id');
    expect(OFFBOARD_CSV_COLUMNS.at(-1)).toBe('Offboarded At (UTC)');
  });
});

describe('isAfterMetricsToday', () => {
  it("counts days on the metrics calendar (UTC+05:30), not the caller's", () => {
    const evening = Date.parse('2026-11-24T19:00:00Z'); // already 25 November in the metrics zone
    expect(isAfterMetricsToday('2026-11-25', evening)).toBe(false);
    expect(isAfterMetricsToday('2026-11-26', evening)).toBe(true);
    const morning = Date.parse('2026-11-24T18:29:59Z'); // still 24 November there
    expect(isAfterMetricsToday('2026-11-24', morning)).toBe(false);
    expect(isAfterMetricsToday('2026-11-25', morning)).toBe(true);
  });
});
