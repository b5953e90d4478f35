import { getModelNumbers } from '@console/contracts/device-models';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api-call';

/**
 * The model numbers of a category and brand in the caller's scope (spec 001 section 7): offered by
 * the FOTA filters and forms, the upload form and Device Info's model number edit.
 */
export const modelNumbersQuery = (categoryName: string | undefined, brandName: string | undefined) =>
  queryOptions({
    queryKey: ['model-numbers', categoryName ?? '', brandName ?? ''] as const,
    queryFn: ({ signal }) =>
      apiCall(getModelNumbers, {
        query: { categoryName: categoryName ?? '', brandName: brandName ?? '' },
        signal,
      }),
    enabled: Boolean(categoryName && brandName),
    staleTime: 5 * 60_000,
  });

export const useModelNumbers = (categoryName: string | undefined, brandName: string | undefined) =>
  useQuery(modelNumbersQuery(categoryName, brandName));
