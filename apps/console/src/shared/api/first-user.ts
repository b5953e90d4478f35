import { searchUsers, type UserSearchBody } from '@console/contracts/users';
import { apiCall } from './api-call';
import { statusOf } from './api-error';

/**
 * The first user a users search finds, or null when it finds none: the search answers 404 'User
 * not found' then (its own screens' text), which callers that name a missing user otherwise (a
 * device's bare owner id, the notification search's 'Unable to find user details') must not show.
 */
export async function firstUser(body: UserSearchBody, signal?: AbortSignal) {
  try {
    return (await apiCall(searchUsers, { body, signal })).users[0] ?? null;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}
