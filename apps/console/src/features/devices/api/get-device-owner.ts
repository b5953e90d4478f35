import { searchUsers } from '@console/contracts/users';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-call';
import { statusOf } from '../../../shared/api/api-error';
import { deviceKeys } from '../../../shared/api/device-keys';

/**
 * Who onboarded a device: onboardedBy is a user id, resolved by a user search on it, first result
 * used (spec 000 section 4, spec 001 section 7). The search keeps to the caller's tenant and
 * countries, so an owner out of scope stays a bare id (null here), as does one the server no longer has.
 */
export const deviceOwnerQuery = (userId: string) =>
  queryOptions({
    queryKey: [...deviceKeys.all, 'owner', userId] as const,
    queryFn: async ({ signal }) => {
      try {
        const { users } = await apiCall(searchUsers, { body: { userId }, signal });
        return users[0] ?? null;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
