import { searchUsers, type UserSearchBody } from '@console/contracts/users';
import { apiCall } from '../../../shared/api/api-call';

/** The user an e-mail or mobile search names (the log is fetched by user id). */
export async function findUserId(by: UserSearchBody): Promise<string | undefined> {
  if ('userId' in by) return by.userId;
  return (await apiCall(searchUsers, { body: by })).users[0]?.userId;
}
