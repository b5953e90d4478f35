import { PATHS } from '../paths';
import { FleetFilter } from './segments.schemas';

/*
 * A fleet filter in a link to Fleet Search: `/fleet?f=<compact JSON>`. One writing for every page
 * that links there (a chart's drill-through, the fleet page's own search) and one reading for the
 * fleet page, so a link made anywhere opens the same search.
 */

/** The filter's fields in the schema's order: a filter is written the same way whatever built it. */
const FIELDS = Object.keys(FleetFilter.shape) as (keyof FleetFilter)[];

/** The link parameter that carries the filter. */
export const FLEET_FILTER_PARAM = 'f';

/** The filter without its empty parts (absent, or a list with nothing in it), fields in one order. */
export function compactFilter(filter: FleetFilter): FleetFilter {
  const out: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const value = filter[field];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[field] = value;
  }
  return out as FleetFilter;
}

/** The filter as a link carries it (`?f=`) and the export call takes it: compact JSON. */
export const filterText = (filter: FleetFilter): string => JSON.stringify(compactFilter(filter));

/** Whether two filters ask the same question (the same fields and values, written in one order). */
export const sameFilter = (a: FleetFilter, b: FleetFilter): boolean => filterText(a) === filterText(b);

/** The filter of a link's `?f=` text; undefined when it is not JSON or not a filter the server takes. */
export function readFilterText(text: string): FleetFilter | undefined {
  try {
    const parsed = FleetFilter.safeParse(JSON.parse(text));
    return parsed.success ? compactFilter(parsed.data) : undefined;
  } catch {
    return undefined;
  }
}

/** The Fleet Search link that searches a filter: `/fleet?f=…`. */
export function fleetLinkOf(filter: FleetFilter): string {
  return `${PATHS.fleet}?${new URLSearchParams({ [FLEET_FILTER_PARAM]: filterText(filter) })}`;
}

/** The filter of a Fleet Search link's query (`?f=…`); undefined when it has none or it cannot be read. */
export function filterFromSearch(search: string | URLSearchParams): FleetFilter | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = params.get(FLEET_FILTER_PARAM);
  return text === null ? undefined : readFilterText(text);
}
