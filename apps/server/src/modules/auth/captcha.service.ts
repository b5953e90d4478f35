import { createChallenge, verifySolution } from 'altcha-lib';
import type { Db } from '../../platform/db/client';
import { claimCaptchaSignature } from './captcha.queries';

const CHALLENGE_TTL_MS = 10 * 60_000;

/** ALTCHA: a self-hosted proof of work, signed with our key, each solution accepted once. */
export function createCaptchaService(db: Db, options: { hmacKey: string; difficulty: number }) {
  return {
    challenge() {
      return createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.difficulty,
        expires: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
    },
    /** True for a valid, unexpired solution seen for the first time. */
    async verify(payload: string | undefined): Promise<boolean> {
      if (!payload || payload.length > 4096) return false;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      // Anything but an object with a signature (base64 'null', a number, a list) is no solution.
      const signature = (decoded as { signature?: unknown } | null)?.signature;
      if (typeof decoded !== 'object' || typeof signature !== 'string') return false;
      // altcha-lib throws on what it cannot check (an unknown algorithm): that is no solution either.
      if (!(await verifySolution(payload, options.hmacKey, true).catch(() => false))) return false;
      return claimCaptchaSignature(db, signature, new Date(Date.now() + CHALLENGE_TTL_MS));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
