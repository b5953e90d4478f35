import { getDeviceUsage } from '@console/contracts/device-history';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceKeys } from '@/shared/api/device-keys';

/** The usage popup's connection and last status. */
export const deviceUsageQuery = (deviceId: string) =>
  queryOptions({
    queryKey: [...deviceKeys.of(deviceId), 'usage'] as const,
    queryFn: ({ signal }) => apiCall(getDeviceUsage, { params: { id: deviceId }, signal }),
  });
