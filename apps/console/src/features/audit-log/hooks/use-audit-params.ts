import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The list's filters, as the call takes them (dates in epoch seconds). */
export interface AuditFilters {
  action?: string | undefined;
  actor?: string | undefined;
  entityId?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}
/** The filters and the page: the entry it follows. */
export type AuditParams = AuditFilters & { before?: number | undefined };

const TEXT = ['action', 'actor', 'entityId'] as const;
const NUMBER = ['from', 'to', 'before'] as const;

/**
 * The filters and the page (`before`, the entry the page follows) live in the URL under the list
 * call's own names, so a reload or a shared link shows the same page. New filters start on the newest.
 */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the parameters' value; `params` is a new object each render.
  const query = useMemo(() => {
    const read: AuditParams = {};
    for (const k of TEXT) read[k] = params.get(k) || undefined;
    for (const k of NUMBER) {
      const n = Number(params.get(k) ?? Number.NaN);
      if (Number.isSafeInteger(n) && n >= 0) read[k] = n;
    }
    return read;
  }, [key]);
  const write = (next: AuditParams) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
      ),
    );
  // The same object while the URL is the same: the form puts it back only when it changes.
  const filters = useMemo(() => {
    const { before: _, ...rest } = query;
    return rest as AuditFilters;
  }, [query]);
  return {
    query,
    filters,
    setFilters: (filters: AuditFilters) => write(filters),
    setBefore: (before: number | undefined) => write({ ...query, before }),
  };
}
