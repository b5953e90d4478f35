import { fotaStatistics } from '@console/contracts/firmware';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { rolloutKeys } from './keys';

/** The FOTA firmware versions uploaded for a model, newest upload first. */
export const fotaVersionsQuery = (categoryName: string, brandName: string, modelNumber: string) =>
  queryOptions({
    queryKey: rolloutKeys.versions(categoryName, brandName, modelNumber),
    queryFn: async ({ signal }) => {
      const rows = await apiCall(fotaStatistics, { query: { categoryName, brandName, modelNumber }, signal });
      const ofModel = rows
        .filter((r) => r.modelNumber === modelNumber)
        .sort((a, b) => b.uploadedAt - a.uploadedAt);
      return [...new Set(ofModel.map((r) => r.firmwareVersion))];
    },
    enabled: Boolean(categoryName && brandName && modelNumber),
    staleTime: 60_000,
  });
