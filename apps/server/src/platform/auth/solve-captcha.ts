import { createHash } from 'node:crypto';
import { type CaptchaDigest, captchaPayload, solveCaptchaChallenge } from '@console/contracts/captcha';

/** An ALTCHA challenge as GET /simplifi/v1/captcha/challenge answers it. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber?: number;
  signature?: string;
}

/** Node's native hashing: what a scripted client would use, so the bench's figure is an attacker's cost. */
const nativeDigest: CaptchaDigest = (algorithm, input) =>
  createHash(algorithm.replace('-', '').toLowerCase()).update(input).digest();

/**
 * Solves a challenge as the console does (the contracts' solver) and returns the `captcha-response`
 * header value: for the tools that sign in without a browser (API tests, the bench).
 */
export async function solvedCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const number = solveCaptchaChallenge(challenge, nativeDigest);
  return captchaPayload({ ...challenge, signature: challenge.signature ?? '' }, number ?? -1);
}
