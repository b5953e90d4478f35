import { type FleetFilter, filterText } from '@console/contracts/segments';

/** The segments area's query keys; a saved, changed or deleted segment invalidates `lists` and `one`. */
export const segmentKeys = {
  all: ['segments'] as const,
  /** A search page by its filter (as compact text) and the device it follows (null: the first). */
  search: (filter: FleetFilter, after: string | null) =>
    [...segmentKeys.searches(), filterText(filter), after] as const,
  /** Every search page: read again once a bulk action has changed devices. */
  searches: () => [...segmentKeys.all, 'search'] as const,
  lists: () => [...segmentKeys.all, 'list'] as const,
  list: (text: string) => [...segmentKeys.lists(), text] as const,
  one: (segmentId: string) => [...segmentKeys.all, 'one', segmentId] as const,
  /** The bulk actions: their list, one action, and an action's results. */
  bulk: () => [...segmentKeys.all, 'bulk'] as const,
  bulkList: (page: number) => [...segmentKeys.bulk(), 'list', page] as const,
  bulkOne: (actionId: string) => [...segmentKeys.bulk(), 'one', actionId] as const,
  bulkResults: (actionId: string, after: string | null) =>
    [...segmentKeys.bulk(), 'results', actionId, after] as const,
};
