import { getDeviceActivityLogs } from '@console/contracts/device-logs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { logKeys } from './keys';
import { logPageQuery } from './log-page-query';

/** One 100-row page of the device's activity log, newest first. */
export const deviceActivityLogsQuery = (deviceId: string, index: number) =>
  queryOptions({
    queryKey: logKeys.of(deviceId, 'device', index),
    queryFn: ({ signal }) =>
      apiCall(getDeviceActivityLogs, { params: { id: deviceId }, query: logPageQuery(index), signal }),
    placeholderData: keepPreviousData,
  });
