import { getModelIdsByCategory } from '@console/contracts/device-models';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-call';
import { qrCodeKeys } from './keys';

/** The models of a category and brand, Matter or not (spec 002 section 7: the model list helper call). */
export const qrModelsQuery = (category: string, brand: string, isMatter: boolean) =>
  queryOptions({
    queryKey: qrCodeKeys.models(category, brand, isMatter),
    queryFn: ({ signal }) =>
      apiCall(getModelIdsByCategory, {
        params: { category },
        query: { brand, isMatterEnabled: isMatter ? 'true' : 'false' },
        signal,
      }),
    enabled: category !== '' && brand !== '',
    staleTime: 60_000,
  });
