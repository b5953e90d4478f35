import { FleetFilter } from '@console/contracts/segments';

/** The filter's fields in the schema's order: a filter is written the same way whatever built it. */
const FIELDS = Object.keys(FleetFilter.shape) as (keyof FleetFilter)[];

/**
 * The filter without its empty parts (absent, or a list with nothing in it), fields in the
 * schema's order (then any the schema does not name, as given: the server says what it makes of them).
 */
export function compactFilter(filter: FleetFilter): FleetFilter {
  const out: Record<string, unknown> = {};
  const fields = [
    ...FIELDS,
    ...(Object.keys(filter) as (keyof FleetFilter)[]).filter((f) => !FIELDS.includes(f)),
  ];
  for (const field of fields) {
    const value = filter[field];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[field] = value;
  }
  return out as FleetFilter;
}

/** The filter as the page's link carries it (`?f=`) and the export call takes it: compact JSON. */
export const filterText = (filter: FleetFilter): string => JSON.stringify(compactFilter(filter));

/** Whether two filters ask the same question (the same fields and values, written in one order). */
export const sameFilter = (a: FleetFilter, b: FleetFilter): boolean => filterText(a) === filterText(b);

/** The filter of a link's `?f=`; undefined when it is not JSON or not a filter the server takes. */
export function readFilterText(text: string): FleetFilter | undefined {
  try {
    const parsed = FleetFilter.safeParse(JSON.parse(text));
    return parsed.success ? compactFilter(parsed.data) : undefined;
  } catch {
    return undefined;
  }
}
