import { DEFAULT_COUNTRY_CODE } from '@console/contracts/constants';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { UserSearchValues } from '../components/user-search-form';
import { isSearchType, type SearchType, searchBody, searchError } from '../user-search-rules';

/** The search lives in the URL (`by`, `cc`, `q`) so a reload shows the same result. */
export function useUserSearchParams() {
  const [params, setParams] = useSearchParams();
  const by = params.get('by');
  const type: SearchType = isSearchType(by) ? by : 'mobile';
  const countryCode = params.get('cc') ?? undefined;
  const value = params.get('q') ?? '';

  const initial = useMemo<Partial<UserSearchValues>>(
    () => ({ type, countryCode, value }),
    [type, countryCode, value],
  );
  // Only a valid search from the URL is sent; a hand-edited bad one is simply not run.
  const code = countryCode ?? DEFAULT_COUNTRY_CODE;
  const body = value && !searchError(type, value, code) ? searchBody(type, value, code) : null;

  const search = (v: UserSearchValues) =>
    setParams(
      v.type === 'mobile' ? { by: v.type, cc: v.countryCode, q: v.value } : { by: v.type, q: v.value.trim() },
    );
  const changeType = (next: SearchType) => setParams({ by: next }, { replace: true });

  return { initial, body, search, changeType };
}
