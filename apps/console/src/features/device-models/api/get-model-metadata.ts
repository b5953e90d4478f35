import { getModelMetadata, metadataCategoryOf } from '@console/contracts/device-models';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceModelKeys } from './keys';

/** The form's options for a category, looked up by its group (spec 001 section 9). */
export const modelMetadataQuery = (category: string) => {
  const group = metadataCategoryOf(category);
  return queryOptions({
    queryKey: deviceModelKeys.metadata(group),
    queryFn: ({ signal }) => apiCall(getModelMetadata, { query: { deviceCategory: group }, signal }),
    staleTime: 10 * 60_000,
  });
};
