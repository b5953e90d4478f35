import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';

/*
 * ALTCHA's proof of work (the server's altcha-lib makes and checks it): find the number n,
 * 0 ≤ n ≤ maxnumber, whose digest of `salt + n` is the challenge. Hashed synchronously in
 * JavaScript, not with the browser's asynchronous crypto: measured about ten times faster for
 * these tiny inputs, which is what lets the server ask for more work (docs/decisions/0024).
 */

export interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber?: number;
}

/** altcha-lib's default when the challenge names no maximum. */
const DEFAULT_MAX = 1_000_000;
const HASHES: Record<string, (input: Uint8Array) => Uint8Array> = {
  'SHA-256': sha256,
  'SHA-384': sha384,
  'SHA-512': sha512,
};

const bytesOfHex = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function same(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The number that solves the challenge, or null when none up to its maximum does. */
export function solveChallenge(c: Challenge): number | null {
  const hash = HASHES[c.algorithm.toUpperCase()];
  if (!hash) return null;
  const target = bytesOfHex(c.challenge);
  const max = c.maxnumber ?? DEFAULT_MAX;
  const salt = new TextEncoder().encode(c.salt);
  // The salt once, then the number's decimal digits written after it for each try.
  const input = new Uint8Array(salt.length + 16);
  input.set(salt);
  for (let n = 0; n <= max; n++) {
    const digits = String(n);
    for (let i = 0; i < digits.length; i++) input[salt.length + i] = digits.charCodeAt(i);
    if (same(hash(input.subarray(0, salt.length + digits.length)), target)) return n;
  }
  return null;
}

/** The `captcha-response` header value for a solved challenge, as the server's verifier reads it. */
export const captchaPayload = (c: Challenge & { signature: string }, number: number) =>
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
