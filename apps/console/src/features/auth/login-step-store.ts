import type { LoginStep } from './login-steps';

const KEY = 'console.loginStep';
/** How long the server honours an mfaToken (apps/server auth mfa.queries CHALLENGE_TTL_MS). */
export const MFA_STEP_TTL_MS = 5 * 60_000;

type Kept = { step: Extract<LoginStep, { kind: 'mfaValidate' }>; expiresAt: number };

/**
 * The two-step code screen survives a reload of this tab for as long as its mfaToken lives
 * (sessionStorage: this tab only, gone with it). The setup screen is not kept: it holds a secret.
 */
export const loginStepStore = {
  load(now = Date.now()): LoginStep {
    try {
      const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Kept | null;
      if (
        kept?.step.kind === 'mfaValidate' &&
        typeof kept.step.mfaToken === 'string' &&
        kept.expiresAt > now
      ) {
        return kept.step;
      }
    } catch {
      // Unreadable: start from the password.
    }
    sessionStorage.removeItem(KEY);
    return { kind: 'credentials' };
  },
  save(step: LoginStep, now = Date.now()): void {
    if (step.kind !== 'mfaValidate') {
      sessionStorage.removeItem(KEY);
      return;
    }
    const kept: Kept = { step, expiresAt: now + MFA_STEP_TTL_MS };
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  },
};
