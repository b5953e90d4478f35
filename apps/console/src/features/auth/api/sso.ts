import { finishSso, getSsoProvider, type SsoCallbackBody, startSso } from '@console/contracts/sso/public';
import { apiCall } from '@/shared/api/api-call';

/*
 * Single sign-on beside the spec's sign-in (issue 33, decision 0042). The server keeps the flow's
 * state, nonce and PKCE verifier (an HttpOnly cookie names them); the console only starts the
 * flow, follows the provider's address, and posts back what the provider returned.
 */

/** Whether this tenant offers single sign-on, and the provider's name for the button. */
export const getSsoProviderRequest = (signal?: AbortSignal) => apiCall(getSsoProvider, { signal });

/** Starts a sign-in at the provider: answers the address to send the browser to. */
export const startSsoRequest = () => apiCall(startSso, {});

/** Redeems the provider's answer: a login result as the password sign-in's. */
export const finishSsoRequest = (body: SsoCallbackBody) => apiCall(finishSso, { body });
