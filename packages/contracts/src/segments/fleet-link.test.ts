import { describe, expect, it } from 'vitest';
import {
  compactFilter,
  filterFromSearch,
  filterText,
  fleetLinkOf,
  readFilterText,
  sameFilter,
} from './fleet-link';
import { FleetFilter } from './segments.schemas';

describe('a fleet filter in a Fleet Search link', () => {
  it('is written without empty parts, its fields in the schema order whatever built it', () => {
    expect(filterText({ countries: ['lk'], modelNumbers: ['CS-A'], brands: [], online: undefined })).toBe(
      '{"modelNumbers":["CS-A"],"countries":["lk"]}',
    );
    expect(compactFilter({ online: false, fotaStates: [] })).toEqual({ online: false });
    expect(
      sameFilter({ countries: ['in'], online: true }, { online: true, countries: ['in'], brands: [] }),
    ).toBe(true);
    expect(sameFilter({ countries: ['in'] }, { countries: ['lk'] })).toBe(false);
  });

  it('makes /fleet?f= links that read back as the same filter', () => {
    const filter: FleetFilter = { homeCities: ['New Delhi'], onboardState: 'onboarded', categories: ['AC'] };
    const link = fleetLinkOf(filter);
    expect(link.startsWith('/fleet?f=')).toBe(true);
    const search = link.slice(link.indexOf('?'));
    expect(filterFromSearch(search)).toEqual(compactFilter(filter));
    expect(filterFromSearch(new URLSearchParams(search))).toEqual(compactFilter(filter));
    expect(filterFromSearch('?segment=s1')).toBeUndefined();
  });

  it('reads back only a filter the server takes', () => {
    expect(readFilterText('{"online":true,"countries":["in"]}')).toEqual({ countries: ['in'], online: true });
    expect(readFilterText('{}')).toEqual({});
    expect(readFilterText('{nope')).toBeUndefined();
    expect(readFilterText('{"colour":"red"}')).toBeUndefined();
    expect(readFilterText('{"errorWithinHours":5}')).toBeUndefined();
  });
});

describe('the drill-through filter fields', () => {
  const problems = (filter: unknown) =>
    FleetFilter.safeParse(filter).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('take a real metrics day, its hours or its controllers', () => {
    expect(problems({ activeDay: '2026-11-27', activeHours: [0, 23] })).toEqual([]);
    expect(problems({ activeDay: '2026-11-27', activeControllers: ['an', 'rem'] })).toEqual([]);
    expect(problems({ activeDay: '2026-02-30' })).toEqual(['activeDay: Not a valid day.']);
    expect(problems({ activeDay: '27-11-2026' })).toEqual(['activeDay: Not a valid day.']);
    expect(problems({ activeHours: [3] })).toEqual(['activeDay: Choose the day the devices were active on.']);
    expect(problems({ activeDay: '2026-11-27', activeHours: [3], activeControllers: ['an'] })).toEqual([
      'activeHours: Choose hours or controllers of the active day, not both.',
    ]);
    expect(problems({ activeDay: '2026-11-27', activeHours: [24] })).toHaveLength(1);
    expect(problems({ activeDay: '2026-11-27', activeControllers: ['alexa'] })).toHaveLength(1);
  });

  it('refuse a window that ends before it starts', () => {
    for (const [from, to] of [
      ['everOnboardedFrom', 'everOnboardedTo'],
      ['offboardedFrom', 'offboardedTo'],
      ['dacIssuedFrom', 'dacIssuedTo'],
    ])
      expect(problems({ [from as string]: 200, [to as string]: 100 })).toEqual([
        `${to}: End date cannot be before start date`,
      ]);
  });
});
