import type { UserSearchBody } from '@console/contracts/users';
import { firstUser } from '../../../shared/api/first-user';

/**
 * The user an e-mail or mobile search names (the log is fetched by user id); undefined when nobody
 * matches, which this screen calls 'Unable to find user details' (spec 002 sections 7 and 8).
 */
export async function findUserId(by: UserSearchBody): Promise<string | undefined> {
  if ('userId' in by) return by.userId;
  return (await firstUser(by))?.userId;
}
