import { listRolloutDevices } from '@console/contracts/rollouts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { ROLLOUT_POLL_MS } from './get-rollout';
import { type RolloutDeviceFilter, rolloutKeys } from './keys';

/** One page of a rollout's devices with the filters; read again every 2 s while the rollout is `live`. */
export const rolloutDevicesQuery = (rolloutId: string, filter: RolloutDeviceFilter, live: boolean) =>
  queryOptions({
    queryKey: rolloutKeys.devices(rolloutId, filter),
    queryFn: ({ signal }) => apiCall(listRolloutDevices, { params: { rolloutId }, query: filter, signal }),
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: live ? ROLLOUT_POLL_MS : false,
  });
