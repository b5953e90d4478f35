import { getModelNumbers } from '@console/contracts/device-models';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-call';
import { firmwareKeys } from './keys';

/** The model numbers of a category and brand, for the FOTA model select. */
export const useModelNumbers = (category: string | undefined, brand: string | undefined) =>
  useQuery({
    queryKey: firmwareKeys.modelNumbers(category ?? '', brand ?? ''),
    enabled: Boolean(category && brand),
    queryFn: ({ signal }) =>
      apiCall(getModelNumbers, { query: { categoryName: category ?? '', brandName: brand ?? '' }, signal }),
  });
