import { getModelNumbers } from '@console/contracts/device-models';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-call';
import { deviceKeys } from './keys';

/** The model numbers of a category and brand, offered by the model number edit. */
export const modelNumbersQuery = (categoryName: string, brandName: string) =>
  queryOptions({
    queryKey: [...deviceKeys.all, 'model-numbers', categoryName, brandName] as const,
    queryFn: ({ signal }) => apiCall(getModelNumbers, { query: { categoryName, brandName }, signal }),
    staleTime: 5 * 60_000,
  });
