import { getDiagnosticsData } from '@console/contracts/device-history';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceKeys } from '@/shared/api/device-keys';

/** The latest diagnostic report, grouped. */
export const diagnosticsDataQuery = (deviceId: string) =>
  queryOptions({
    queryKey: [...deviceKeys.of(deviceId), 'diagnostics'] as const,
    queryFn: ({ signal }) => apiCall(getDiagnosticsData, { params: { id: deviceId }, signal }),
  });
