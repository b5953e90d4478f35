import { principalOf, rules } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionStore } from '../../../shared/session/session-store';
import { useTenant } from '../../../shared/tenant/tenant-context';
import { showAlert } from '../../../shared/ui/alert-store';
import { getTokenDetails } from '../api/get-token-details';
import { loginRequest } from '../api/login';
import { logoutRequest } from '../api/logout';
import { LoginRefusedError, loginErrorMessage, RoleRefusedError } from '../login-error';
import { type LoginStep, outcomeOf } from '../login-steps';
import type { Credentials } from '../login-validation';

/** Sign-in as a small state machine: credentials, then a session or a two-step screen. */
export function useLoginFlow() {
  const tenant = useTenant();
  const [step, setStep] = useState<LoginStep>({ kind: 'credentials' });
  const clientId = tenant.auth.webClientId;

  const signIn = useMutation({
    mutationFn: async ({ userName, password, captcha }: Credentials) => {
      const body = { userName: userName.trim(), password, ...(clientId ? { clientId } : {}) };
      const outcome = outcomeOf(await loginRequest(body, captcha));
      if (outcome.kind === 'refused') throw new LoginRefusedError();
      if (outcome.kind !== 'session') return outcome;
      const user = await getTokenDetails(outcome.accessToken);
      if (!rules.signIn(principalOf(user.roles, !tenant.tenantExternal))) {
        // The token is useless to this person: revoke it rather than leave it alive.
        await logoutRequest(clientId, outcome.accessToken).catch(() => undefined);
        throw new RoleRefusedError();
      }
      sessionStore.signIn(outcome.accessToken, user);
      // Signed in without a second step: two-step must be turned on in Settings (spec 000 section 2).
      showAlert('warning', messages.mfaMustBeEnabled);
      return { kind: 'credentials' } as const;
    },
    onSuccess: (next) => setStep(next),
    onError: (error) => showAlert('danger', loginErrorMessage(error)),
  });

  return { step, signIn };
}
