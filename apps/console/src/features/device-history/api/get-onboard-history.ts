import { getOnboardHistory } from '@console/contracts/device-history';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceKeys } from '@/shared/api/device-keys';

/** Onboard and offboard events, newest first (the latest 100). */
export const onboardHistoryQuery = (deviceId: string) =>
  queryOptions({
    queryKey: [...deviceKeys.of(deviceId), 'onboard-history'] as const,
    queryFn: ({ signal }) => apiCall(getOnboardHistory, { params: { id: deviceId }, signal }),
  });
