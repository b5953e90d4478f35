import { useSearchParams } from 'react-router';

/**
 * The item a screen has opened over its list (a dealer's card, a unit's details), kept in the URL
 * as `?<name>=<id>` beside the list's parameters, so a reload or a shared link opens it again.
 * Opening or closing is a history entry of its own: the browser's Back closes what was opened.
 */
export function useUrlSelection(name: string): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = (id: string | null) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      if (id) kept.set(name, id);
      else kept.delete(name);
      return kept;
    });
  return [params.get(name), select];
}
