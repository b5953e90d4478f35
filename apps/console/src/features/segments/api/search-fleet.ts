import { type FleetFilter, searchFleet } from '@console/contracts/segments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { segmentKeys } from './keys';

/**
 * One page of the fleet search: the first (`after` null) with the count and the breakdowns, a
 * later one (after the device `after`) with its rows only.
 */
export const fleetSearchQuery = (filter: FleetFilter, after: string | null) =>
  queryOptions({
    queryKey: segmentKeys.search(filter, after),
    queryFn: ({ signal }) =>
      apiCall(searchFleet, {
        body: after === null ? { filter } : { filter, after, withCounts: false },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
