import { getModelIdsByCategory } from '@console/contracts/device-models';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-call';
import { iduConfigKeys } from './keys';

/** The Model IDs of a category and brand, for the Model ID selects. */
export const modelIdsQuery = (category: string, brand: string) =>
  queryOptions({
    queryKey: iduConfigKeys.modelIdsOf(category, brand),
    queryFn: ({ signal }) =>
      apiCall(getModelIdsByCategory, { params: { category }, query: { brand }, signal }),
    enabled: category !== '' && brand !== '',
    staleTime: 60_000,
  });
