import { factoryStatistics, fotaStatistics } from '@console/contracts/firmware';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { firmwareKeys } from './keys';

export interface StatisticsFilters {
  category: string;
  brand: string;
  chipType?: string;
  modelNumber?: string;
}

/** GET fota/device/statistics/factory|fota: uploaded versions with the devices that run them. */
export function firmwareStatisticsQuery(kind: 'factory' | 'fota', f: StatisticsFilters | null) {
  return queryOptions({
    queryKey: firmwareKeys.statistics(kind, f ?? {}),
    enabled: f !== null,
    queryFn: ({ signal }) =>
      kind === 'factory'
        ? apiCall(factoryStatistics, {
            query: { category: f?.category ?? '', brand: f?.brand ?? '', chipType: f?.chipType ?? '' },
            signal,
          })
        : apiCall(fotaStatistics, {
            query: {
              categoryName: f?.category ?? '',
              brandName: f?.brand ?? '',
              modelNumber: f?.modelNumber || undefined,
            },
            signal,
          }),
  });
}

export const useFirmwareStatistics = (kind: 'factory' | 'fota', f: StatisticsFilters | null) =>
  useQuery(firmwareStatisticsQuery(kind, f));
