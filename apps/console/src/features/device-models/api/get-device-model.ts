import { getModelById, getModelByNumber } from '@console/contracts/device-models';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceModelKeys, type ModelSearchType } from './keys';

/** One device model by Model Id or Model Number (spec 001 section 7). */
export const deviceModelQuery = (type: ModelSearchType, value: string) =>
  queryOptions({
    queryKey: deviceModelKeys.lookup(type, value),
    queryFn: ({ signal }) =>
      type === 'modelId'
        ? apiCall(getModelById, { params: { id: value }, signal })
        : apiCall(getModelByNumber, { params: { number: value }, signal }),
    retry: false,
  });
