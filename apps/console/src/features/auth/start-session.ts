import { principalOf, rules } from '@console/contracts/access';
import { sessionStore } from '@/shared/session/session-store';
import { getTokenDetails } from './api/get-token-details';
import { logoutRequest } from './api/logout';
import { RoleRefusedError } from './login-error';
import { loginStepStore } from './login-step-store';

/**
 * The role gate every access token passes — from a password, a two-step code or single sign-on —
 * before it becomes the session.
 */
export async function startSession(
  accessToken: string,
  tenant: { auth: { webClientId: string }; tenantExternal: boolean },
) {
  const user = await getTokenDetails(accessToken);
  if (!rules.signIn(principalOf(user.roles, !tenant.tenantExternal))) {
    // The token is useless to this person: revoke it rather than leave it alive.
    await logoutRequest(tenant.auth.webClientId, accessToken).catch(() => undefined);
    throw new RoleRefusedError();
  }
  loginStepStore.save({ kind: 'credentials' });
  sessionStore.signIn(accessToken, user);
}
