import type { FleetFilter } from '@console/contracts/segments';
import { filterText } from '../fleet-filter-link';

/** The segments area's query keys; a saved, changed or deleted segment invalidates `lists` and `one`. */
export const segmentKeys = {
  all: ['segments'] as const,
  /** A search page by its filter (as compact text) and the device it follows (null: the first). */
  search: (filter: FleetFilter, after: string | null) =>
    [...segmentKeys.all, 'search', filterText(filter), after] as const,
  lists: () => [...segmentKeys.all, 'list'] as const,
  list: (text: string) => [...segmentKeys.lists(), text] as const,
  one: (segmentId: string) => [...segmentKeys.all, 'one', segmentId] as const,
};
