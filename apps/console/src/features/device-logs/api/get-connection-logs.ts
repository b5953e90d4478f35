import { getConnectionLogs } from '@console/contracts/device-logs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { logKeys } from './keys';
import { logPageQuery } from './log-page-query';

/** One 100-row page of connects and disconnects, newest first. */
export const connectionLogsQuery = (deviceId: string, index: number) =>
  queryOptions({
    queryKey: logKeys.of(deviceId, 'connection', index),
    queryFn: ({ signal }) =>
      apiCall(getConnectionLogs, { params: { id: deviceId }, query: logPageQuery(index), signal }),
    placeholderData: keepPreviousData,
  });
