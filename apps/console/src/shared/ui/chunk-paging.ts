import { LIST_FETCH_SIZE, LIST_PAGE_LINKS, LIST_PAGE_SIZE } from '@console/contracts/constants';

/**
 * ServerPagedTable's paging over server pages of 100 (spec 002 sections 4 and 9): 20 rows a page,
 * so one server page holds the 5 page links of the window. Pages are numbered from 0 across the whole list; page p
 * lives in server page ⌊p / 5⌋ at slot p mod 5.
 */
export const PAGES_PER_FETCH = LIST_FETCH_SIZE / LIST_PAGE_SIZE;

export const fetchOf = (page: number) => Math.floor(page / PAGES_PER_FETCH);

/** The rows page `page` shows out of its server page's rows. */
export const rowsOfPage = <T>(fetched: readonly T[], page: number): T[] => {
  const start = (page % PAGES_PER_FETCH) * LIST_PAGE_SIZE;
  return fetched.slice(start, start + LIST_PAGE_SIZE);
};

/** The page links of the window: the pages the current server page has rows for (at most 5). */
export function pageLinks(page: number, fetchedRows: number): number[] {
  const first = fetchOf(page) * PAGES_PER_FETCH;
  const count = Math.min(LIST_PAGE_LINKS, Math.ceil(fetchedRows / LIST_PAGE_SIZE));
  return Array.from({ length: count }, (_, i) => first + i);
}

/**
 * Where Next leads from `page`: the next page of the window, the first page of the next server page
 * when this one was full (its rows are fetched then), or 'end' ('You have reached end of page.')
 * when a short server page was the last.
 */
export function nextOf(page: number, fetchedRows: number): number | 'end' {
  const links = pageLinks(page, fetchedRows);
  const last = links.at(-1) ?? page;
  if (page < last) return page + 1;
  return fetchedRows < LIST_FETCH_SIZE ? 'end' : page + 1;
}
