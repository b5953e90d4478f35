import { createChallenge, verifySolution } from 'altcha-lib';
import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { usedCaptchas } from '../../platform/db/schema';

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
      let decoded: { signature?: unknown };
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      if (typeof decoded.signature !== 'string') return false;
      if (!(await verifySolution(payload, options.hmacKey, true))) return false;
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
      const inserted = await db
        .insert(usedCaptchas)
        .values({ signature: decoded.signature, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
      return inserted.length === 1;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
