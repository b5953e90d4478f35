import { type FleetFilter, filterText, readFilterText } from '@console/contracts/segments';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The search lives in the link, so a reload or a shared link asks the same: `f`, the filter as
 * compact JSON (an empty one, `{}`, asks for every device in scope; none: nothing asked yet), and
 * `segment`, the saved segment open. With both, `f` is what is searched: the segment changed.
 * Each new search is a new history entry, so Back returns to the one before.
 */
export function useFleetParams() {
  const [params, setParams] = useSearchParams();
  const text = params.get('f');
  const segmentId = params.get('segment') || null;
  const filter = useMemo(() => (text === null ? undefined : readFilterText(text)), [text]);

  const write = (next: { filter?: FleetFilter; segmentId?: string | null }) => {
    const kept = new URLSearchParams();
    const segment = next.segmentId === undefined ? segmentId : next.segmentId;
    if (segment) kept.set('segment', segment);
    if (next.filter) kept.set('f', filterText(next.filter));
    setParams(kept);
  };

  return {
    /** The link's filter; undefined when it has none or `badLink`. */
    filter,
    /** The link's `f` is not a filter the server takes (edited by hand, or from an older console). */
    badLink: text !== null && filter === undefined,
    segmentId,
    /** Searches a filter, the open segment staying open (changed, if the filter differs). */
    search: (f: FleetFilter) => write({ filter: f }),
    /** Opens a saved segment (its own filter), or closes the open one keeping nothing. */
    open: (id: string | null) => write({ segmentId: id }),
    /** Shows a just-saved segment: its filter is the one searched. */
    saved: (id: string) => write({ segmentId: id }),
    /** After the open segment was deleted: its filter stays searched, without it. */
    keep: (f: FleetFilter | undefined) => write({ segmentId: null, filter: f }),
    clear: () => write({ segmentId: null }),
  };
}
