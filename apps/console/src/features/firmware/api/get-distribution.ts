import { firmwareDistribution } from '@console/contracts/firmware';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { firmwareKeys } from './keys';

export interface DistributionFilters {
  category: string;
  brand: string;
  chipType?: string;
}

/** GET devices/firmwareVersion/percentage: devices per firmware version. */
export const useFirmwareDistribution = (f: DistributionFilters | null) =>
  useQuery({
    queryKey: firmwareKeys.distribution(f ?? {}),
    enabled: f !== null,
    queryFn: ({ signal }) =>
      apiCall(firmwareDistribution, {
        query: { category: f?.category ?? '', brand: f?.brand ?? '', chipType: f?.chipType || undefined },
        signal,
      }),
  });
