import { listRollouts, type RolloutSummary } from '@console/contracts/rollouts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { pollWhile } from '@/shared/api/poll-while';
import { isRolloutLive, ROLLOUT_POLL_MS } from './get-rollout';
import { type RolloutListFilter, rolloutKeys } from './keys';

/**
 * One page of the tenant's rollouts with the filters, newest first; the previous page stays shown
 * meanwhile. Read again every 2 s, as the rollout page is, while any rollout on it has not ended.
 */
export const rolloutListQuery = (filter: RolloutListFilter) =>
  queryOptions({
    queryKey: rolloutKeys.list(filter),
    queryFn: ({ signal }) => apiCall(listRollouts, { query: filter, signal }),
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: pollWhile(
      (page: { rollouts: RolloutSummary[] }) => page.rollouts.some(isRolloutLive),
      ROLLOUT_POLL_MS,
    ),
  });
