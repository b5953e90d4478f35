import type { UserSearchBody } from '@console/contracts/users';

export const userKeys = {
  all: ['users'] as const,
  search: (body: UserSearchBody) => [...userKeys.all, 'search', body] as const,
};
