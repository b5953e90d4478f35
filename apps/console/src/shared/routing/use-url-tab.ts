import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab of a screen, kept in the URL (`?tab=key`, or another parameter `name`; none for the
 * first tab), so a reload or a shared link opens the same tab. An unknown or missing key is the
 * first tab. Changing tabs replaces the history entry and drops the other tab's parameters from the
 * link; each tab's parameters are remembered while the screen is open and put back when the person
 * returns to that tab (a search, a page), so going to another tab and back loses nothing.
 */
export function useUrlTab<T extends string>(
  tabs: readonly T[],
  name = 'tab',
): [T | undefined, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const left = useRef(new Map<string, URLSearchParams>());
  const first = tabs[0];
  const tab = tabs.find((t) => t === params.get(name)) ?? first;
  const setTab = (next: T) => {
    if (tab !== undefined) left.current.set(tab, new URLSearchParams(params));
    // The tab's own key is written afresh: a kept link may hold an unknown key that meant the first tab.
    const kept = new URLSearchParams(left.current.get(next));
    if (next === first) kept.delete(name);
    else kept.set(name, next);
    setParams(kept, { replace: true });
  };
  return [tab, setTab];
}
