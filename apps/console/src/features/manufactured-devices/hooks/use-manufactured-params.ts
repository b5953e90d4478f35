import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { WIRE_DATE_FORMATS } from '@/shared/format/dates';
import { pageOfParams } from '@/shared/routing/use-url-page';
import { useUrlSelection } from '@/shared/routing/use-url-selection';
import type { ManufacturedFilter } from '../api/keys';
import { type FilterValues, filterOf, filterProblem } from '../components/manufactured-filter';

const DAY = WIRE_DATE_FORMATS.isoDay;
const day = (text: string | null) =>
  text && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).isValid() ? dayjs(text) : null;

/** The filter's values as URL parameters: days as YYYY-MM-DD, empty ones left out. */
function paramsOf(v: FilterValues): Record<string, string> {
  const entries = {
    category: v.category,
    from: v.startDate?.format(DAY),
    to: v.endDate?.format(DAY),
    fromSerial: v.startSerialNumber?.trim(),
    toSerial: v.endSerialNumber?.trim(),
  };
  return Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => !!e[1]));
}

/**
 * The filter, the page (1-based `page`) and the opened unit (`unit`, a device id) live in the URL, so
 * a reload or a shared link shows the same list or detail; without a category and a start day there
 * is no list.
 */
export function useManufacturedParams() {
  const [params, setParams] = useSearchParams();
  // The opened unit (`?unit=`) is its own history entry: the browser's Back closes it too.
  const [unit, withUnit] = useUrlSelection('unit');
  // The filter's own parameters: opening a unit leaves the filter (and the form) as they are.
  const key = [...params].filter(([name]) => name !== 'unit').join('&');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the parameters' value; `params` is a new object each render.
  const values = useMemo<FilterValues | null>(() => {
    const category = params.get('category');
    const startDate = day(params.get('from'));
    if (!category || !startDate) return null;
    return {
      category,
      startDate,
      endDate: day(params.get('to')),
      startSerialNumber: params.get('fromSerial') ?? undefined,
      endSerialNumber: params.get('toSerial') ?? undefined,
    };
  }, [key]);
  // A contradictory filter (a link typed by hand) lists nothing: the form says what is wrong.
  const filter = useMemo<ManufacturedFilter | null>(() => {
    const f = values ? filterOf(values) : null;
    return f && !filterProblem(f) ? f : null;
  }, [values]);
  const page = pageOfParams(params);

  const apply = (v: FilterValues) => setParams(paramsOf(v));
  const reset = () => setParams({});
  const setPage = (next: number) =>
    setParams(values ? { ...paramsOf(values), page: String(next + 1) } : {}, { replace: true });

  return {
    values,
    filter,
    page,
    apply,
    reset,
    setPage,
    unit,
    openUnit: (id: string) => withUnit(id),
    closeUnit: () => withUnit(null),
  };
}
