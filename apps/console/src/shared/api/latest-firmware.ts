import { latestFirmware } from '@console/contracts/firmware';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-call';
import { deviceKeys } from './device-keys';

/**
 * The newest FOTA firmware of a model: Device Info shows it, and it decides whether Send FOTA
 * Trigger shows (two areas, one cached answer).
 */
export const latestFirmwareQuery = (modelNumber: string) =>
  queryOptions({
    queryKey: [...deviceKeys.all, 'latest-firmware', modelNumber] as const,
    queryFn: ({ signal }) => apiCall(latestFirmware, { query: { modelNumber }, signal }),
    staleTime: 60_000,
  });
