import { getModelById, getModelByNumber } from '@console/contracts/device-models';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-call';

export type ModelSearchType = 'modelId' | 'modelNumber';

/** A model's lookup key: Device Model's saves invalidate through `['device-models', 'lookup']`. */
export const deviceModelLookupKey = (type: ModelSearchType, value: string) =>
  ['device-models', 'lookup', type, value] as const;

/**
 * One device model by Model Id or Model Number (spec 001 section 7): Device Model's search and
 * edit, and New Rollout filling a one-model Fleet Search target.
 */
export const deviceModelQuery = (type: ModelSearchType, value: string) =>
  queryOptions({
    queryKey: deviceModelLookupKey(type, value),
    queryFn: ({ signal }) =>
      type === 'modelId'
        ? apiCall(getModelById, { params: { id: value }, signal })
        : apiCall(getModelByNumber, { params: { number: value }, signal }),
    retry: false,
  });
