import { getFirmwareHistory } from '@console/contracts/device-history';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceKeys } from '@/shared/api/device-keys';

/** Firmware downloads and their outcome, newest first (the latest 100). */
export const firmwareHistoryQuery = (deviceId: string) =>
  queryOptions({
    queryKey: [...deviceKeys.of(deviceId), 'firmware-history'] as const,
    queryFn: ({ signal }) => apiCall(getFirmwareHistory, { query: { deviceId }, signal }),
  });
