import { TIMELINE_KINDS, type TimelineKind } from '@console/contracts/timeline';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TimelineFilters } from '../api/keys';

const isKind = (value: string): value is TimelineKind =>
  (TIMELINE_KINDS as readonly string[]).includes(value);

/**
 * The timeline's filters in the link under the call's own names (`?kinds=status,diagnostic&before=`),
 * so a reload or a shared link shows the same timeline. Unknown kinds in a hand-made link are dropped.
 */
export function useTimelineParams() {
  const [params, setParams] = useSearchParams();
  const kindsText = params.get('kinds') ?? '';
  const beforeText = params.get('before') ?? '';
  const filters = useMemo<TimelineFilters>(() => {
    const before = Number(beforeText);
    return {
      kinds: kindsText.split(',').filter(isKind),
      before: beforeText && Number.isSafeInteger(before) && before > 0 ? before : undefined,
    };
  }, [kindsText, beforeText]);
  const write = (next: TimelineFilters) => {
    const search: Record<string, string> = {};
    if (next.kinds.length) search.kinds = next.kinds.join(',');
    if (next.before !== undefined) search.before = String(next.before);
    setParams(search, { replace: false });
  };
  return {
    filters,
    setKinds: (kinds: TimelineKind[]) => write({ ...filters, kinds }),
    setBefore: (before: number | undefined) => write({ ...filters, before }),
  };
}
