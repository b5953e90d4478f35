import { getModelNumbers } from '@console/contracts/device-models';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../../../shared/api/api-call';
import { batchKeys } from './batch-keys';

/** Model numbers of a category and brand (the FOTA filters' helper, spec 001 section 7). */
export const modelNumbersQuery = (categoryName: string, brandName: string) =>
  queryOptions({
    queryKey: batchKeys.modelNumbers(categoryName, brandName),
    queryFn: ({ signal }) => apiCall(getModelNumbers, { query: { categoryName, brandName }, signal }),
    enabled: categoryName !== '' && brandName !== '',
    staleTime: 60_000,
  });
