import type { UserSearchBody } from '@console/contracts/users';
import { queryOptions } from '@tanstack/react-query';
import { firstUser } from '@/shared/api/first-user';
import { notificationKeys } from './keys';

/**
 * The user an e-mail or mobile search names (the log is fetched by user id); undefined when nobody
 * matches, which this screen calls 'Unable to find user details' (spec 002 sections 7 and 8).
 */
export async function findUserId(by: UserSearchBody): Promise<string | undefined> {
  if ('userId' in by) return by.userId;
  return (await firstUser(by))?.userId;
}

/** The user id of a search (null when nobody matches), read again for a search from a link. */
export const userIdQuery = (by: UserSearchBody | null) =>
  queryOptions({
    queryKey: notificationKeys.user(by),
    queryFn: async () => (by ? ((await findUserId(by)) ?? null) : null),
    enabled: by !== null,
    retry: false,
  });
