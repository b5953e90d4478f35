import { getDeviceDiagnosticsLogs, getDeviceStatusLogs, type LogRange } from '@console/contracts/device-logs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { logKeys } from './keys';
import { logPageQuery } from './log-page-query';

export type ReportKind = 'status' | 'diagnostic';

const calls = { status: getDeviceStatusLogs, diagnostic: getDeviceDiagnosticsLogs } as const;

/** One 100-row page of status or diagnostic reports in a date range (spec 001 section 7). */
export const reportLogsQuery = (kind: ReportKind, deviceId: string, range: LogRange, index: number) =>
  queryOptions({
    queryKey: logKeys.of(deviceId, kind, range.fromTs, range.toTs, index),
    queryFn: ({ signal }) =>
      apiCall(calls[kind], { params: { id: deviceId }, query: { ...range, ...logPageQuery(index) }, signal }),
    placeholderData: keepPreviousData,
  });
