import { queryOptions } from '@tanstack/react-query';
import { deviceKeys } from '@/shared/api/device-keys';
import { firstUser } from '@/shared/api/first-user';

/**
 * Who onboarded a device: onboardedBy is a user id, resolved by a user search on it, first result
 * used (spec 000 section 4, spec 001 section 7). The search keeps to the caller's tenant and
 * countries, so an owner out of scope stays a bare id (null here), as does one the server no longer has.
 */
export const deviceOwnerQuery = (userId: string) =>
  queryOptions({
    queryKey: [...deviceKeys.all, 'owner', userId] as const,
    queryFn: ({ signal }) => firstUser({ userId }, signal),
    staleTime: 60_000,
  });
