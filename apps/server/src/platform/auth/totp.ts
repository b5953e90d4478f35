import { authenticator } from 'otplib';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30 s steps, one step of drift each way. */
const STEP_SECONDS = 30;
const totp = authenticator.clone({ step: STEP_SECONDS, window: 1, digits: 6 });

export function newTotpSecret(): string {
  return totp.generateSecret(20);
}

/** The `otpauth://` URI an authenticator app scans. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  return totp.keyuri(account, issuer, secret);
}

export function totpCode(secret: string, at = Date.now()): string {
  return totp.clone({ epoch: at }).generate(secret);
}

/**
 * The time step a code belongs to, or null. A caller stores the step it accepted and passes it back as
 * `lastStep`, so a code is accepted once only, even within its window.
 */
export function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  at = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp.clone({ epoch: at }).checkDelta(code, secret);
  if (delta === null) return null;
  const step = Math.floor(at / 1000 / STEP_SECONDS) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
