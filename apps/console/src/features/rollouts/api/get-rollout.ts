import { ENDED_ROLLOUT_STATES, getRollout, type Rollout } from '@console/contracts/rollouts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { pollWhile } from '@/shared/api/poll-while';
import { rolloutKeys } from './keys';

/** How often a rollout that has not ended is read again (issue 31: live within 2 s). */
export const ROLLOUT_POLL_MS = 2000;

export const isRolloutLive = (rollout: Pick<Rollout, 'state'>) =>
  !ENDED_ROLLOUT_STATES.includes(rollout.state);

/** One rollout with its phases and counts, read again every 2 s until it has ended. */
export const rolloutQuery = (rolloutId: string) =>
  queryOptions({
    queryKey: rolloutKeys.one(rolloutId),
    queryFn: ({ signal }) => apiCall(getRollout, { params: { rolloutId }, signal }),
    retry: false,
    refetchInterval: pollWhile(isRolloutLive, ROLLOUT_POLL_MS),
  });
