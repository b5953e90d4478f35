import { defaultLogRange, type LogRange } from '@console/contracts/device-logs';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LOG_PAGE_PARAMS } from '../log-page-params';

const seconds = (value: string | null) => (value && /^\d{1,12}$/.test(value) ? Number(value) : undefined);
export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A 1-based page number in the URL as a 0-based index; anything else is the first page. */
const pageIndex = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) - 1 : 0);
const setPage = (p: URLSearchParams, name: string, index: number) =>
  index > 0 ? p.set(name, String(index + 1)) : p.delete(name);
const firstPage = (p: URLSearchParams) => {
  for (const name of LOG_PAGE_PARAMS) p.delete(name);
};

/**
 * The applied log range (`from`, `to`, epoch seconds) and the log page (`logPage`, the 100-row
 * server page; `tablePage`, the table page inside it; both 1-based) live in the URL beside the
 * device search and its open tab, so a reload shows the same logs. No range in the URL means the
 * default, start of today to now, fixed when the screen opens. Another range starts on the first page.
 */
export function useLogParams() {
  const [params, setParams] = useSearchParams();
  const [fallback, setFallback] = useState(() => defaultLogRange(nowSeconds()));
  const from = seconds(params.get('from'));
  const to = seconds(params.get('to'));
  const range = useMemo<LogRange>(
    () => (from !== undefined && to !== undefined ? { fromTs: from, toTs: to } : fallback),
    [from, to, fallback],
  );

  // One call per event: react-router hands each functional update the same starting params.
  const update = (change: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace },
    );

  return {
    range,
    logPage: pageIndex(params.get('logPage')),
    tablePage: pageIndex(params.get('tablePage')),
    /** Another hundred rows, from its first table page. */
    openLogPage: (index: number) =>
      update((p) => {
        setPage(p, 'logPage', index);
        p.delete('tablePage');
      }, true),
    openTablePage: (index: number) => update((p) => setPage(p, 'tablePage', index), true),
    applyRange: (next: LogRange) =>
      update((p) => {
        p.set('from', String(next.fromTs));
        p.set('to', String(next.toTs));
        firstPage(p);
      }),
    /** Back to the default range, recomputed now. */
    resetRange: () => {
      setFallback(defaultLogRange(nowSeconds()));
      update((p) => {
        p.delete('from');
        p.delete('to');
        firstPage(p);
      });
    },
  };
}
