import { latestFirmware } from '@console/contracts/firmware';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-call';
import { deviceKeys } from './keys';

/** The newest FOTA firmware of a model: it decides whether Send FOTA Trigger shows. */
export const latestFirmwareQuery = (modelNumber: string) =>
  queryOptions({
    queryKey: [...deviceKeys.all, 'latest-firmware', modelNumber] as const,
    queryFn: ({ signal }) => apiCall(latestFirmware, { query: { modelNumber }, signal }),
    staleTime: 60_000,
  });
