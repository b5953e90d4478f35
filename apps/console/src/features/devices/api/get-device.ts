import type { DeviceSearchType } from '@console/contracts/constants';
import { getDevice } from '@console/contracts/devices';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceKeys } from '@/shared/api/device-keys';

/** One device by id, MAC address or product serial number (spec 000 section 7). */
export const deviceQuery = (searchType: DeviceSearchType, value: string) =>
  queryOptions({
    queryKey: deviceKeys.lookup(searchType, value),
    queryFn: ({ signal }) => apiCall(getDevice, { params: { searchType, value }, signal }),
  });
