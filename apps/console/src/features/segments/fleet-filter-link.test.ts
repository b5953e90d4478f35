import { describe, expect, it } from 'vitest';
import { compactFilter, filterText, readFilterText, sameFilter } from './fleet-filter-link';

describe('the filter in a link', () => {
  it('is written without empty parts, its fields in one order whatever built it', () => {
    expect(filterText({ countries: ['lk'], modelNumbers: ['CS-A'], brands: [], online: undefined })).toBe(
      '{"modelNumbers":["CS-A"],"countries":["lk"]}',
    );
    expect(compactFilter({ online: false, fotaStates: [] })).toEqual({ online: false });
    expect(
      sameFilter({ countries: ['in'], online: true }, { online: true, countries: ['in'], brands: [] }),
    ).toBe(true);
    expect(sameFilter({ countries: ['in'] }, { countries: ['lk'] })).toBe(false);
  });

  it('reads back only a filter the server takes', () => {
    expect(readFilterText('{"online":true,"countries":["in"]}')).toEqual({ countries: ['in'], online: true });
    expect(readFilterText('{}')).toEqual({});
    expect(readFilterText('{nope')).toBeUndefined();
    expect(readFilterText('{"colour":"red"}')).toBeUndefined();
    expect(readFilterText('{"errorWithinHours":5}')).toBeUndefined();
  });
});
