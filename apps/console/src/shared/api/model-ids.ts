import { getModelIdsByCategory } from '@console/contracts/device-models';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-call';

/**
 * The models (Model ID and model number) of a category and brand (spec 002 section 7, the model
 * list helper call): only Matter models or only others when `isMatter` is given (the QR screen),
 * all of them otherwise (the IDU config screens).
 */
export const modelIdsQuery = (category: string, brand: string, isMatter?: boolean) =>
  queryOptions({
    queryKey: ['model-ids', category, brand, isMatter ?? 'all'] as const,
    queryFn: ({ signal }) =>
      apiCall(getModelIdsByCategory, {
        params: { category },
        query: isMatter === undefined ? { brand } : { brand, isMatterEnabled: isMatter ? 'true' : 'false' },
        signal,
      }),
    enabled: category !== '' && brand !== '',
    staleTime: 60_000,
  });
