import { principalOf, rules } from '@console/contracts/access';
import { messages } from '@console/contracts/messages/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { statusOf } from '@/shared/api/api-error';
import { sessionStore } from '@/shared/session/session-store';
import { useTenant } from '@/shared/tenant/tenant-context';
import { showAlert } from '@/shared/ui/alert-store';
import { getTokenDetails } from '../api/get-token-details';
import { loginWithStepUp } from '../api/login';
import { logoutRequest } from '../api/logout';
import { validateMfaRequest } from '../api/validate-mfa';
import {
  LoginRefusedError,
  loginErrorMessage,
  mfaValidateErrorMessage,
  RoleRefusedError,
} from '../login-error';
import { loginStepStore } from '../login-step-store';
import { type LoginStep, outcomeOf } from '../login-steps';
import type { Credentials } from '../login-validation';

/** Sign-in as a small state machine: credentials, then a session or a two-step screen. */
export function useLoginFlow() {
  const tenant = useTenant();
  const [step, keepStep] = useState<LoginStep>(() => loginStepStore.load());
  const setStep = (next: LoginStep) => {
    loginStepStore.save(next);
    keepStep(next);
  };
  const clientId = tenant.auth.webClientId;

  /** The role gate every access token passes, from a password or from a two-step code. */
  const startSession = async (accessToken: string) => {
    const user = await getTokenDetails(accessToken);
    if (!rules.signIn(principalOf(user.roles, !tenant.tenantExternal))) {
      // The token is useless to this person: revoke it rather than leave it alive.
      await logoutRequest(clientId, accessToken).catch(() => undefined);
      throw new RoleRefusedError();
    }
    loginStepStore.save({ kind: 'credentials' });
    sessionStore.signIn(accessToken, user);
  };

  const signIn = useMutation({
    mutationFn: async ({ userName, password, captcha }: Credentials): Promise<LoginStep> => {
      const body = { userName: userName.trim(), password, ...(clientId ? { clientId } : {}) };
      const outcome = outcomeOf(await loginWithStepUp(body, captcha));
      if (outcome.kind === 'refused') throw new LoginRefusedError();
      if (outcome.kind !== 'session') return outcome;
      await startSession(outcome.accessToken);
      // Signed in without a second step: two-step must be turned on in Settings (spec 000 section 2).
      showAlert('warning', messages.mfaMustBeEnabled);
      return { kind: 'credentials' };
    },
    onSuccess: (next) => setStep(next),
    onError: (error) => showAlert('danger', loginErrorMessage(error)),
  });

  const validateCode = useMutation({
    mutationFn: async ({ mfaToken, otp }: { mfaToken: string; otp: string }) => {
      const result = await validateMfaRequest({ mfaToken, otp });
      if (!result.accessToken) throw new LoginRefusedError();
      await startSession(result.accessToken);
    },
    onError: (error) => {
      showAlert('danger', mfaValidateErrorMessage(error));
      // A used, expired or exhausted token cannot be retried: back to the password.
      if (statusOf(error) !== 400) setStep({ kind: 'credentials' });
    },
  });

  /** Back from the code screen to user name and password (another account, or no authenticator at hand). */
  const restart = () => setStep({ kind: 'credentials' });

  return { step, signIn, validateCode, restart };
}
