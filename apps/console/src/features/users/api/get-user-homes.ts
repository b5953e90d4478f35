import { getUserHomes } from '@console/contracts/homes';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { userKeys } from './keys';

/** A user's primary and secondary homes, each with spaces and devices (spec 000 section 7). */
export const userHomesQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys.homes(userId),
    queryFn: ({ signal }) => apiCall(getUserHomes, { params: { userId }, signal }),
  });
