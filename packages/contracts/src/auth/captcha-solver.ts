/*
 * ALTCHA's proof of work, the client's side (the server's altcha-lib makes and checks challenges):
 * find the number n, 0 ≤ n ≤ maxnumber, whose digest of `salt + n` is the challenge, and send it
 * back as the `captcha-response` header. One solver for the console's worker and the tools that
 * sign in without a browser; each brings its own synchronous digest (decision 0024). It has an
 * entry of its own (`@console/contracts/captcha`), apart from the auth area's, because the console
 * runs it in a web worker that must not bundle zod and the auth schemas.
 */

export interface CaptchaChallengeToSolve {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber?: number;
}

export const CAPTCHA_ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512'] as const;
export type CaptchaAlgorithm = (typeof CAPTCHA_ALGORITHMS)[number];
/** A synchronous digest of the named algorithm. */
export type CaptchaDigest = (algorithm: CaptchaAlgorithm, input: Uint8Array) => Uint8Array;

/** altcha-lib's default when the challenge names no maximum. */
const DEFAULT_MAX = 1_000_000;

const bytesOfHex = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The number that solves the challenge, or null when none up to its maximum does (or its algorithm is unknown). */
export function solveCaptchaChallenge(c: CaptchaChallengeToSolve, digest: CaptchaDigest): number | null {
  const algorithm = CAPTCHA_ALGORITHMS.find((a) => a === c.algorithm.toUpperCase());
  if (!algorithm) return null;
  const target = bytesOfHex(c.challenge);
  const max = c.maxnumber ?? DEFAULT_MAX;
  const salt = new TextEncoder().encode(c.salt);
  // The salt once, then the number's decimal digits written after it for each try.
  const input = new Uint8Array(salt.length + 16);
  input.set(salt);
  for (let n = 0; n <= max; n++) {
    const digits = String(n);
    for (let i = 0; i < digits.length; i++) input[salt.length + i] = digits.charCodeAt(i);
    if (same(digest(algorithm, input.subarray(0, salt.length + digits.length)), target)) return n;
  }
  return null;
}

/** The `captcha-response` header value for a solved challenge, as the server's verifier reads it. */
export const captchaPayload = (c: CaptchaChallengeToSolve & { signature: string }, number: number) =>
  btoa(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number,
      salt: c.salt,
      signature: c.signature,
    }),
  );

/** When the challenge stops being accepted (altcha-lib writes `expires=<seconds>` into the salt). */
export function expiresAtMs(salt: string): number | undefined {
  const seconds = new URLSearchParams(salt.split('?')[1] ?? '').get('expires');
  return seconds ? Number(seconds) * 1000 : undefined;
}
