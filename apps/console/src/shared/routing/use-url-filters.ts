import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters, kept in the URL under their own names beside the list's page (useUrlPage), so
 * a reload or a shared link shows the same rows. Changing a filter replaces the history entry and
 * starts on the first page; an empty value removes its parameter.
 */
export function useUrlFilters<K extends string>(
  names: readonly K[],
): [Partial<Record<K, string>>, (changed: Partial<Record<K, string | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const key = names.map((n) => params.get(n) ?? '').join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the filters' value; `params` is a new object each render.
  const filters = useMemo(() => {
    const read: Partial<Record<K, string>> = {};
    for (const name of names) {
      const value = params.get(name);
      if (value) read[name] = value;
    }
    return read;
  }, [key]);
  const setFilters = (changed: Partial<Record<K, string | undefined>>) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changed) as [K, string | undefined][]) {
          if (value) kept.set(name, value);
          else kept.delete(name);
        }
        kept.delete('page');
        return kept;
      },
      { replace: true },
    );
  return [filters, setFilters];
}
