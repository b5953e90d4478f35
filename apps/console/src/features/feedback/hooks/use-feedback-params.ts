import { type FeedbackFilterInput, parseDdMmYyyy } from '@console/contracts/feedback';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

const KEYS = ['type', 'deviceCategory', 'deviceBrand', 'status', 'startDate', 'endDate'] as const;

/** The filters live in the URL under the search call's own names, so a reload shows the same list. */
export function useFeedbackParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the parameters' value; `params` is a new object each render.
  const filters = useMemo(
    () =>
      Object.fromEntries(
        KEYS.flatMap((k) => {
          const value = params.get(k);
          // A date that names no real day is left out, as the picker shows none.
          const isDate = k === 'startDate' || k === 'endDate';
          return value && (!isDate || parseDdMmYyyy(value)) ? [[k, value]] : [];
        }),
      ) as FeedbackFilterInput,
    [key],
  );
  const setFilters = (next: FeedbackFilterInput) =>
    setParams(Object.fromEntries(KEYS.flatMap((k) => (next[k] ? [[k, String(next[k])]] : []))));
  return { filters, setFilters };
}
