import { useSearchParams } from 'react-router';

/**
 * The bulk action whose results are open, in the link (`?action=`) beside the search, so a reload
 * or a shared link shows the same action's progress.
 */
export function useActionParam() {
  const [params, setParams] = useSearchParams();
  const set = (actionId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (actionId) next.set('action', actionId);
      else next.delete('action');
      return next;
    });
  return { actionId: params.get('action') || null, open: (id: string) => set(id), close: () => set(null) };
}
