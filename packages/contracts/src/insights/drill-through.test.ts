import { describe, expect, it } from 'vitest';
import {
  activeDrill,
  bucketOfPoint,
  cityDrill,
  dacDrill,
  firmwareDrill,
  groupCategories,
  lifecycleDrill,
  metricsDaysSpan,
} from './drill-through';
import { metricsDayOf } from './metrics-dates';

describe('chart drill-through filters', () => {
  it('span whole metrics days (UTC+05:30): the first and the last second', () => {
    const span = metricsDaysSpan('2026-11-01', '2026-11-02');
    expect(span).toEqual({
      from: Date.parse('2026-11-01T00:00:00+05:30') / 1000,
      to: Date.parse('2026-11-03T00:00:00+05:30') / 1000 - 1,
    });
    expect(metricsDayOf(span.from)).toBe('2026-11-01');
    expect(metricsDayOf(span.from - 1)).toBe('2026-10-31');
    expect(metricsDayOf(span.to)).toBe('2026-11-02');
    expect(metricsDayOf(span.to + 1)).toBe('2026-11-03');
  });

  it("find a point's bucket as the server made it: a day, a Monday week, a month, the last cut at today", () => {
    const today = '2026-11-27'; // a Friday
    expect(bucketOfPoint({ dateType: 'daily' }, '25-11-2026', today)).toEqual({
      start: '2026-11-25',
      end: '2026-11-25',
    });
    expect(bucketOfPoint({ dateType: 'weekly' }, '23-11-2026', today)).toEqual({
      start: '2026-11-23',
      end: today,
    });
    expect(bucketOfPoint({ dateType: 'weekly' }, '16-11-2026', today)).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
    expect(bucketOfPoint({ dateType: 'monthly' }, '01-10-2026', today)).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
    expect(bucketOfPoint({ startDate: '01-11-2026', endDate: '03-11-2026' }, '02-11-2026', today)).toEqual({
      start: '2026-11-02',
      end: '2026-11-02',
    });
    expect(bucketOfPoint({ dateType: 'weekly' }, '24-11-2026', today)).toBeUndefined();
    expect(bucketOfPoint({}, '24-11-2026', today)).toBeUndefined();
  });

  it('name the devices of each kind of chart', () => {
    const bucket = { start: '2026-11-01', end: '2026-11-30' };
    const { from, to } = metricsDaysSpan(bucket.start, bucket.end);
    expect(lifecycleDrill('onboard', groupCategories('WM'), bucket, 'WM-1')).toEqual({
      categories: ['WM', 'ODMFRONTLOADWM'],
      modelNumbers: ['WM-1'],
      everOnboardedFrom: from,
      everOnboardedTo: to,
    });
    expect(lifecycleDrill('offboard', ['CAC'], bucket)).toEqual({
      categories: ['CAC'],
      offboardedFrom: from,
      offboardedTo: to,
    });
    expect(activeDrill('2026-11-27', { hours: [6, 7] })).toEqual({
      activeDay: '2026-11-27',
      activeHours: [6, 7],
    });
    expect(cityDrill('Pune')).toEqual({ onboardState: 'onboarded', homeCities: ['Pune'] });
    expect(firmwareDrill({ category: 'AC', brand: 'PANASONIC', chipType: '' }, '2.3')).toEqual({
      categories: ['AC'],
      brands: ['PANASONIC'],
      firmwareVersions: ['2.3'],
    });
    expect(dacDrill('2026-11-01', '2026-11-30')).toEqual({ dacIssuedFrom: from, dacIssuedTo: to });
  });
});
