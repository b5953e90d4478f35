import { useSearchParams } from 'react-router';

/**
 * The open tab of a screen, kept in the URL (`?tab=key`, or another parameter `name`; none for the
 * first tab), so a reload or a shared link opens the same tab. An unknown or missing key is the
 * first tab. Changing tabs replaces the history entry and drops the other tab's parameters.
 */
export function useUrlTab<T extends string>(
  tabs: readonly T[],
  name = 'tab',
): [T | undefined, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const first = tabs[0];
  const tab = tabs.find((t) => t === params.get(name)) ?? first;
  const setTab = (next: T) => setParams(next === first ? {} : { [name]: next }, { replace: true });
  return [tab, setTab];
}
