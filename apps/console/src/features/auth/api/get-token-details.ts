import { tokenDetails } from '@console/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { authKeys } from './keys';

/** Token details for a token not stored yet (the sign-in role check) or the stored one. */
export const getTokenDetails = (token?: string, signal?: AbortSignal) =>
  apiCall(tokenDetails, { token, signal });

/** Re-reads the stored session's details: confirms it is alive and picks up role changes. */
export const tokenDetailsQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.tokenDetails(token),
    queryFn: ({ signal }) => getTokenDetails(undefined, signal),
    staleTime: 5 * 60_000,
  });
