import { listRollouts } from '@console/contracts/rollouts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { type RolloutListFilter, rolloutKeys } from './keys';

/** One page of the tenant's rollouts with the filters, newest first; the previous page stays shown meanwhile. */
export const rolloutListQuery = (filter: RolloutListFilter) =>
  queryOptions({
    queryKey: rolloutKeys.list(filter),
    queryFn: ({ signal }) => apiCall(listRollouts, { query: filter, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
