import { useSearchParams } from 'react-router';

/**
 * The open tab (`tab`) lives in the URL beside the device search, so a reload shows the same tab;
 * `tabParams` are the URL params the tabs keep for themselves (a log's page), dropped when another
 * tab opens so that it starts on its first page. Which tabs exist is the caller's.
 */
export function useDeviceTabParams(tabParams: readonly string[]) {
  const [params, setParams] = useSearchParams();
  return {
    tab: params.get('tab') ?? 'info',
    openTab: (next: string) =>
      setParams((current) => {
        const p = new URLSearchParams(current);
        p.set('tab', next);
        for (const name of tabParams) p.delete(name);
        return p;
      }),
  };
}
