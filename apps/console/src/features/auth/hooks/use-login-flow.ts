import { messages } from '@console/contracts/messages/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { statusOf } from '@/shared/api/api-error';
import { useTenant } from '@/shared/tenant/tenant-context';
import { showAlert } from '@/shared/ui/alert-store';
import { loginWithStepUp } from '../api/login';
import { validateMfaRequest } from '../api/validate-mfa';
import { LoginRefusedError, loginErrorMessage, mfaValidateErrorMessage } from '../login-error';
import { loginStepStore } from '../login-step-store';
import { type LoginStep, outcomeOf } from '../login-steps';
import type { Credentials } from '../login-validation';
import { startSession } from '../start-session';

/** Sign-in as a small state machine: credentials, then a session or a two-step screen. */
export function useLoginFlow() {
  const tenant = useTenant();
  const [step, keepStep] = useState<LoginStep>(() => loginStepStore.load());
  const setStep = (next: LoginStep) => {
    loginStepStore.save(next);
    keepStep(next);
  };
  const clientId = tenant.auth.webClientId;

  const signIn = useMutation({
    mutationFn: async ({ userName, password, captcha }: Credentials): Promise<LoginStep> => {
      const body = { userName: userName.trim(), password, ...(clientId ? { clientId } : {}) };
      const outcome = outcomeOf(await loginWithStepUp(body, captcha));
      if (outcome.kind === 'refused') throw new LoginRefusedError();
      if (outcome.kind !== 'session') return outcome;
      await startSession(outcome.accessToken, tenant);
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
      await startSession(result.accessToken, tenant);
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
