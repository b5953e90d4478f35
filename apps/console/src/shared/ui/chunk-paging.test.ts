import { describe, expect, it } from 'vitest';
import { fetchOf, nextOf, pageLinks, rowsOfPage } from './chunk-paging';

describe('list paging over server pages of 100', () => {
  it('shows 20 rows a page out of a server page of 100, with its 5 page links', () => {
    const rows = Array.from({ length: 100 }, (_, i) => i);
    expect(rowsOfPage(rows, 0)).toEqual(rows.slice(0, 20));
    expect(rowsOfPage(rows, 7)).toEqual(rows.slice(40, 60));
    expect(pageLinks(0, 100)).toEqual([0, 1, 2, 3, 4]);
    expect(pageLinks(6, 100)).toEqual([5, 6, 7, 8, 9]);
    expect(pageLinks(5, 41)).toEqual([5, 6, 7]);
    expect(fetchOf(9)).toBe(1);
    expect(fetchOf(10)).toBe(2);
  });

  it('goes on to the next server page after a full one, and ends after a short one', () => {
    expect(nextOf(0, 100)).toBe(1);
    expect(nextOf(4, 100)).toBe(5);
    expect(nextOf(6, 41)).toBe(7);
    expect(nextOf(7, 41)).toBe('end');
    expect(nextOf(0, 0)).toBe('end');
    expect(nextOf(0, 20)).toBe('end');
  });
});
