import { createChallenge, verifySolution } from 'altcha-lib';
import type { Db } from '../../platform/db/client';
import { claimCaptchaSignature } from './captcha.queries';

const CHALLENGE_TTL_MS = 10 * 60_000;

/** A solution that holds, and the size of the challenge it solved (what sign-in may ask more of). */
export interface SolvedCaptcha {
  difficulty: number;
}

/** ALTCHA: a self-hosted proof of work, signed with our key, each solution accepted once. */
export function createCaptchaService(db: Db, options: { hmacKey: string; difficulty: number }) {
  return {
    /**
     * A challenge of `difficulty` (CAPTCHA_DIFFICULTY unless a step-up asks more), written into the
     * salt as `max`: the signature covers the salt, so a solution proves the size it was made for.
     */
    challenge(difficulty = options.difficulty) {
      return createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: difficulty,
        params: { max: String(difficulty) },
        expires: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
    },
    /** The solution's challenge size for a valid, unexpired solution seen for the first time; else null. */
    async verify(payload: string | undefined): Promise<SolvedCaptcha | null> {
      if (!payload || payload.length > 4096) return null;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return null;
      }
      // Anything but an object with a signature (base64 'null', a number, a list) is no solution.
      const signature = (decoded as { signature?: unknown } | null)?.signature;
      if (typeof decoded !== 'object' || typeof signature !== 'string') return null;
      // altcha-lib throws on what it cannot check (an unknown algorithm): that is no solution either.
      if (!(await verifySolution(payload, options.hmacKey, true).catch(() => false))) return null;
      if (!(await claimCaptchaSignature(db, signature, new Date(Date.now() + CHALLENGE_TTL_MS)))) return null;
      // A challenge from before sizes were written down counts as the smallest.
      const { salt } = decoded as { salt: string };
      const max = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('max'));
      return { difficulty: Number.isSafeInteger(max) && max > 0 ? max : 0 };
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
