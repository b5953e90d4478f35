import {
  type CreateApiTokenBody,
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from '@console/contracts/api-tokens';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';

export type TokenList = 'mine' | 'all';

export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  list: (of: TokenList, page: number) => [...apiTokenKeys.all, of, page] as const,
};

/** A page of the caller's tokens, or (admins) of every token of the tenant, newest first. */
export const tokenListQuery = (of: TokenList, page: number) =>
  queryOptions({
    queryKey: apiTokenKeys.list(of, page),
    queryFn: ({ signal }) => apiCall(listApiTokens, { query: { of, page, size: 20 }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Makes a token; the answer holds its secret, shown once. */
export function useCreateToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => apiCall(createApiToken, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => apiCall(revokeApiToken, { params: { tokenId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
