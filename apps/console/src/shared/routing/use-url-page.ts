import { useSearchParams } from 'react-router';

/** A list's page (0-based) from the URL's 1-based `page`; missing or not a number is the first. */
export const pageOfParams = (params: URLSearchParams) =>
  Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);

/**
 * The page of a screen's list, kept in the URL (`?page=n`, 1-based; none for the first) beside the
 * screen's other parameters, so a reload or a shared link opens the same page. Moving between
 * pages replaces the history entry; a new filter or search (which sets the other parameters
 * without `page`) starts on the first page.
 */
export function useUrlPage(): [number, (next: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === 0) kept.delete('page');
        else kept.set('page', String(next + 1));
        return kept;
      },
      { replace: true },
    );
  return [pageOfParams(params), setPage];
}
