import { searchUsers, type UserSearchBody } from '@console/contracts/users';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { userKeys } from './keys';

/** User search by e-mail, plus-prefixed mobile or user id (spec 000 section 7). */
export const userSearchQuery = (body: UserSearchBody) =>
  queryOptions({
    queryKey: userKeys.search(body),
    queryFn: ({ signal }) => apiCall(searchUsers, { body, signal }),
  });
