import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlSelection } from '@/shared/routing/use-url-selection';
import { DEALER_SEARCH_TYPES, type DealerSearch } from '../components/dealer-search-tab';

const TABS = ['create', 'search', 'upload'] as const;
export type DealerTab = (typeof TABS)[number];

/**
 * The tab (`tab`, Get Dealer Information when absent), the last search (`by`, `q`) and the dealer
 * card opened from a country's list (`dealer`, beside the list's `page`) live in the URL, so a
 * reload or a shared link shows the same list or card.
 */
export function useDealerPageParams() {
  const [params, setParams] = useSearchParams();
  const tab: DealerTab = TABS.find((t) => t === params.get('tab')) ?? 'search';
  const by = params.get('by');
  const q = params.get('q')?.trim() ?? '';
  const search = useMemo<DealerSearch | null>(() => {
    const type = DEALER_SEARCH_TYPES.find((t) => t === by);
    return type && q ? { type, value: q } : null;
  }, [by, q]);

  const searchParams = (s: DealerSearch | null): Record<string, string> =>
    s ? { by: s.type, q: s.value } : {};
  const show = (next: DealerTab) => {
    const kept = searchParams(search);
    setParams(next === 'search' ? kept : { tab: next, ...kept }, { replace: true });
  };
  const setSearch = (s: DealerSearch) => setParams(searchParams(s));
  // The opened card (`?dealer=`) is its own history entry: Back returns to the list.
  const [opened, open] = useUrlSelection('dealer');

  return { tab, search, show, setSearch, opened, open };
}
