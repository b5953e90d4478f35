import { getModelByNumber } from '@console/contracts/device-models';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { rolloutKeys } from './keys';

/**
 * The model a Fleet Search snapshot names alone (issue 32: a one-model segment as the target), to
 * fill the target's category, brand and model. A person who may not read models gets none filled.
 */
export const targetModelQuery = (modelNumber: string | null) =>
  queryOptions({
    queryKey: rolloutKeys.targetModel(modelNumber ?? ''),
    queryFn: ({ signal }) => apiCall(getModelByNumber, { params: { number: modelNumber ?? '' }, signal }),
    enabled: Boolean(modelNumber),
    retry: false,
    staleTime: 60_000,
  });
