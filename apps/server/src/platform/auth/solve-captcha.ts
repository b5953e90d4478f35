import { createHash } from 'node:crypto';

/** An ALTCHA challenge as GET /simplifi/v1/captcha/challenge answers it. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber?: number;
}

/**
 * Solves a challenge with Node's native hashing, as a scripted client would (the fastest way, so
 * the bench's figure is what the proof of work costs an attacker), and returns the
 * `captcha-response` header value: for the tools that sign in without a browser (API tests, the bench).
 */
export async function solvedCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const algorithm = challenge.algorithm.replace('-', '').toLowerCase();
  const max = challenge.maxnumber ?? 1_000_000;
  let number: number | undefined;
  for (let n = 0; n <= max; n++) {
    if (
      createHash(algorithm)
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    ) {
      number = n;
      break;
    }
  }
  return Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64');
}
