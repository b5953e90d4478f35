import { searchUsers, type UserSearchBody } from '@console/contracts/users';
import { apiCall } from '../../../shared/api/api-call';
import { statusOf } from '../../../shared/api/api-error';

/**
 * The user an e-mail or mobile search names (the log is fetched by user id); undefined when nobody
 * matches. The users search answers 404 'User not found' then (its own screens' text); this screen
 * says 'Unable to find user details' instead (spec 002 sections 7 and 8).
 */
export async function findUserId(by: UserSearchBody): Promise<string | undefined> {
  if ('userId' in by) return by.userId;
  try {
    return (await apiCall(searchUsers, { body: by })).users[0]?.userId;
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}
