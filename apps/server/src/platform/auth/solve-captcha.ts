import { solveChallenge } from 'altcha-lib';

/** An ALTCHA challenge as GET /simplifi/v1/captcha/challenge answers it. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  maxnumber?: number;
}

/**
 * Solves a challenge the way the console's widget does and returns the `captcha-response` header
 * value: for the tools that sign in without a browser (API tests, the bench).
 */
export async function solvedCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number })).toString('base64');
}
