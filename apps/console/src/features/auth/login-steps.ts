import type { LoginResult } from '@console/contracts/auth';

/**
 * The sign-in screens as states (spec 000 section 4). The two-step screens (`mfaValidate`,
 * `mfaSetup`) are states already, so their forms slot in without reshaping the flow.
 */
export type LoginStep =
  | { kind: 'credentials' }
  | { kind: 'mfaValidate'; mfaToken: string }
  | { kind: 'mfaSetup'; qrCodeUrl: string; secret?: string; mfaToken?: string };

/** What a login answer leads to: a session to check, or the next screen. */
export type LoginOutcome = { kind: 'session'; accessToken: string } | LoginStep | { kind: 'refused' };

export function outcomeOf(result: LoginResult): LoginOutcome {
  if (result.qrCodeUrl) {
    return {
      kind: 'mfaSetup',
      qrCodeUrl: result.qrCodeUrl,
      secret: result.secret,
      mfaToken: result.mfaToken,
    };
  }
  if (result.mfaToken) return { kind: 'mfaValidate', mfaToken: result.mfaToken };
  if (result.accessToken) return { kind: 'session', accessToken: result.accessToken };
  return { kind: 'refused' };
}
