import { upgradeDeviceCount } from '@console/contracts/rollouts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-call';

/** The upgradable counts' query keys; a FOTA trigger invalidates them all (`upgradeCountKeys.all`). */
export const upgradeCountKeys = {
  all: ['upgrade-count'] as const,
  of: (modelNumber: string) => [...upgradeCountKeys.all, modelNumber] as const,
};

/**
 * 'Total Upgradable Device Count' and 'Latest Firmware Version' of a model: the FOTA batch form
 * shows them, and the FOTA job dialog names from them how many devices a firing reaches.
 */
export const upgradeCountQuery = (modelNumber: string) =>
  queryOptions({
    queryKey: upgradeCountKeys.of(modelNumber),
    queryFn: ({ signal }) => apiCall(upgradeDeviceCount, { query: { modelNumber }, signal }),
    enabled: modelNumber !== '',
  });
