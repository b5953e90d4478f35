import { finishSso, getSsoProvider, type SsoCallbackBody, startSso } from '@console/contracts/sso/public';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { authKeys } from './keys';

/*
 * Single sign-on beside the spec's sign-in (issue 33, decision 0042). The server keeps the flow's
 * state, nonce and PKCE verifier (an HttpOnly cookie names them); the console only starts the
 * flow, follows the provider's address, and posts back what the provider returned.
 */

/**
 * Whether this tenant offers single sign-on, the provider's name for the button, and whether it
 * requires it. A failed lookup is not retried: the password form works on its own.
 */
export const ssoProviderQuery = () =>
  queryOptions({
    queryKey: authKeys.ssoProvider(),
    queryFn: ({ signal }) => apiCall(getSsoProvider, { signal }),
    staleTime: 60_000,
    retry: false,
  });

/** Starts a sign-in at the provider: answers the address to send the browser to. */
export const startSsoRequest = () => apiCall(startSso, {});

/** Redeems the provider's answer: a login result as the password sign-in's. */
export const finishSsoRequest = (body: SsoCallbackBody) => apiCall(finishSso, { body });
