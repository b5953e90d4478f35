import type { UserSearchResult } from '@console/contracts/users';
import { updateUserEmail } from '@console/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { userKeys } from './keys';

/**
 * The e-mail edit (spec 000 section 7). The found user is updated in place rather than searched
 * again: a search by the old address would no longer find them.
 */
export function useUpdateUserEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; userId: string }) => apiCall(updateUserEmail, { body }),
    onSuccess: (_, { email, userId }) => {
      client.setQueriesData<UserSearchResult>({ queryKey: [...userKeys.all, 'search'] }, (old) =>
        old
          ? {
              users: old.users.map((u) =>
                u.userId === userId ? { ...u, email: email.trim().toLowerCase() } : u,
              ),
            }
          : old,
      );
    },
  });
}
