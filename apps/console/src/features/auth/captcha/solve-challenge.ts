/*
 * ALTCHA's proof of work (the server's altcha-lib makes and checks it): find the number n,
 * 0 ≤ n ≤ maxnumber, whose digest of `salt + n` is the challenge. Digests are asked many at a time,
 * so the browser's asynchronous crypto is not waited on one hash at a time.
 */

export interface Challenge {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber?: number;
}

const IN_FLIGHT = 64;
/** altcha-lib's default when the challenge names no maximum. */
const DEFAULT_MAX = 1_000_000;

const bytesOfHex = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

function sameBytes(a: ArrayBuffer, b: Uint8Array): boolean {
  const view = new Uint8Array(a);
  if (view.length !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (view[i] !== b[i]) return false;
  return true;
}

/** The number that solves the challenge, or null when none up to its maximum does. */
export async function solveChallenge(
  c: Challenge,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<number | null> {
  const target = bytesOfHex(c.challenge);
  const max = c.maxnumber ?? DEFAULT_MAX;
  const encoder = new TextEncoder();
  for (let start = 0; start <= max; start += IN_FLIGHT) {
    const count = Math.min(IN_FLIGHT, max - start + 1);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        subtle.digest(c.algorithm, encoder.encode(c.salt + (start + i))),
      ),
    );
    const found = digests.findIndex((digest) => sameBytes(digest, target));
    if (found >= 0) return start + found;
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
