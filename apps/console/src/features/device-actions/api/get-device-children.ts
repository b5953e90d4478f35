import { getDeviceChildren } from '@console/contracts/device-actions';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { deviceKeys } from '@/shared/api/device-keys';

/** A gateway's child devices (spec 001 section 7). */
export const deviceChildrenQuery = (id: string) =>
  queryOptions({
    queryKey: [...deviceKeys.of(id), 'children'] as const,
    queryFn: ({ signal }) => apiCall(getDeviceChildren, { params: { id }, signal }),
  });
