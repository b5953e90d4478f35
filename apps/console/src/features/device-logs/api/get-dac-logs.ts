import { getDacLogs } from '@console/contracts/device-logs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { logKeys } from './keys';
import { logPageQuery } from './log-page-query';

/** DAC certificate events of a MAC address, with their count (spec 001 section 7). */
export const dacLogsQuery = (deviceId: string, mac: string, index: number) =>
  queryOptions({
    queryKey: logKeys.of(deviceId, 'dac', mac, index),
    queryFn: ({ signal }) => apiCall(getDacLogs, { params: { mac }, query: logPageQuery(index), signal }),
    placeholderData: keepPreviousData,
  });
