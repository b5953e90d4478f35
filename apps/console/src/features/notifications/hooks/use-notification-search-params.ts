import { SEVERITIES } from '@console/contracts/notifications';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_TYPES = ['userId', 'email', 'mobile', 'taskId'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** A search of the Search Notification tab: what was searched by, the text, a mobile's country. */
export interface NotificationSearch {
  type: SearchType;
  value: string;
  country?: string;
}

const PARAMS = ['by', 'q', 'cc', 'severity', 'page'] as const;

/** A search as the URL holds it (the value trimmed, a country only for a mobile); null without a value. */
export function searchOf(
  type: SearchType | undefined,
  value: string,
  country?: string,
): NotificationSearch | null {
  const text = value.trim();
  if (!type || !text) return null;
  return type === 'mobile' && country ? { type, value: text, country } : { type, value: text };
}

/**
 * The Search Notification tab's search lives in the URL beside the tab (`by`, `q`, `cc` for a
 * mobile's country, `severity`, `page` from 1), so a reload or a shared link shows the same search
 * and results. A search and Reset are history entries (Back returns to the search before); the
 * search type, the severity filter and the page replace the current one. `types` are the search
 * types the person may use: any other `by` is the first of them.
 */
export function useNotificationSearchParams(types: readonly SearchType[]) {
  const [params, setParams] = useSearchParams();
  const type = types.find((t) => t === params.get('by')) ?? types[0];
  const value = params.get('q') ?? '';
  const country = params.get('cc') ?? undefined;
  const search = useMemo(() => searchOf(type, value, country), [type, value, country]);
  const severity = SEVERITIES.find((s) => s === params.get('severity')) ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** The URL with the search's parameters set (none when undefined) and the others kept. */
  const change = (next: Partial<Record<(typeof PARAMS)[number], string>>, replace: boolean) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        for (const name of PARAMS) kept.delete(name);
        for (const [name, v] of Object.entries(next)) if (v) kept.set(name, v);
        return kept;
      },
      { replace },
    );
  const current = { by: type, q: value, cc: search?.country };

  return {
    type,
    search,
    severity,
    page,
    /** A new search, on its first page without a severity filter. */
    setSearch: (s: NotificationSearch) =>
      change({ by: s.type, q: s.value.trim(), cc: s.type === 'mobile' ? s.country : undefined }, false),
    /** Another search type: the typed value and the results go (spec 002 section 9). */
    setType: (t: SearchType) => change({ by: t }, true),
    setSeverity: (s: string) => change({ ...current, severity: s }, true),
    setPage: (p: number) => change({ ...current, severity, page: p > 1 ? String(p) : undefined }, true),
    reset: () => change({}, false),
  };
}
