import { upgradeDeviceCount } from '@console/contracts/rollouts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../../../shared/api/api-call';
import { batchKeys } from './batch-keys';

/** 'Total Upgradable Device Count' and 'Latest Firmware Version' of a model. */
export const upgradeCountQuery = (modelNumber: string) =>
  queryOptions({
    queryKey: batchKeys.upgradeCount(modelNumber),
    queryFn: ({ signal }) => apiCall(upgradeDeviceCount, { query: { modelNumber }, signal }),
    enabled: modelNumber !== '',
  });
