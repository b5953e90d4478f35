import { MFA_TOKEN_TTL_MS } from '@console/contracts/constants';
import type { LoginStep } from './login-steps';

const KEY = 'console.loginStep';

/**
 * The two-step code screen survives a reload of this tab for as long as its mfaToken lives
 * (sessionStorage: this tab only, gone with it). The setup screen is not kept: it holds a secret.
 */
export const loginStepStore = {
  load(): LoginStep {
    try {
      const kept = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
      if (kept.until > Date.now() && kept.mfaToken)
        return { kind: 'mfaValidate', mfaToken: String(kept.mfaToken) };
    } catch {
      // Unreadable: start from the password.
    }
    return { kind: 'credentials' };
  },
  save(step: LoginStep): void {
    if (step.kind === 'mfaValidate') {
      sessionStorage.setItem(
        KEY,
        JSON.stringify({ mfaToken: step.mfaToken, until: Date.now() + MFA_TOKEN_TTL_MS }),
      );
    } else sessionStorage.removeItem(KEY);
  },
};
