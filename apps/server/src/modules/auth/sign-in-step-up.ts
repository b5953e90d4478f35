import { fillMessage, messages } from '@console/contracts/messages';
import type { Db } from '../../platform/db/client';
import { badRequest, RetryLaterError } from '../../platform/http/errors';
import type { RateLimitStore } from '../../platform/http/rate-limit-store';
import { countAccountFailures } from './auth.queries';
import { STEP_UP_WINDOW_MS, stepUpDifficulty, stepUpIntervalMs, stepUpLevel } from './step-up';

export interface StepUpPolicy {
  /** LOGIN_STEP_UP_FAILURES: wrong passwords in an hour, from anywhere, before the step-up. */
  threshold: number;
  /** CAPTCHA_DIFFICULTY: the captcha's size with no step-up. */
  baseDifficulty: number;
  /** LOGIN_RATE_LIMIT_PER_MINUTE: attempts a minute on one account. */
  perMinute: number;
}

/** An account name as sign-in matches it (lower case), in its tenant: real or not, alike. */
export interface AccountName {
  tenantId: string;
  userName: string;
}

const seconds = (resetAt: number) => Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));

/**
 * The limits on one account name that any caller shares (docs/decisions/0031), applied only to
 * browsers the account was never signed in from (sign-in-trust.ts), and only once the captcha holds:
 * attempts a minute; after many failures from anywhere, a harder captcha and a growing wait
 * between password checks, told to the client (Retry-After), never slept on here. Counters live
 * in the rate-limit store (Redis when set, every server together); failures in the database.
 */
export function createSignInStepUp(db: Db, limits: RateLimitStore, policy: StepUpPolicy) {
  const levelOf = async (account: AccountName) =>
    stepUpLevel(
      await countAccountFailures(db, account, new Date(Date.now() - STEP_UP_WINDOW_MS)),
      policy.threshold,
    );
  const id = (account: AccountName) => `${account.tenantId}:${account.userName}`;
  return {
    /** The captcha's size with no step-up. */
    baseDifficulty: policy.baseDifficulty,
    /** The captcha difficulty a sign-in to this account needs now. */
    async difficulty(account: AccountName): Promise<number> {
      return stepUpDifficulty(policy.baseDifficulty, await levelOf(account));
    },

    /** Refuses an attempt the account's limits do not let through now; `solved`: its captcha's size. */
    async admit(account: AccountName, solved: number): Promise<void> {
      const level = await levelOf(account);
      // Not counted: the login page asks for the harder challenge and tries again at once.
      if (level > 0 && solved < stepUpDifficulty(policy.baseDifficulty, level))
        throw badRequest('captchaStepUp');
      const minute = await limits.hit(`login-account:${id(account)}`, 60_000);
      if (minute.count > policy.perMinute)
        throw new RetryLaterError('tooManyAttempts', seconds(minute.resetAt));
      if (level === 0) return;
      // One password check per interval; a level's own window, so a higher level starts its own.
      const slot = await limits.hit(`login-step-up:${level}:${id(account)}`, stepUpIntervalMs(level));
      if (slot.count > 1) {
        const wait = seconds(slot.resetAt);
        throw new RetryLaterError(
          'signInDelayed',
          wait,
          fillMessage(messages.signInDelayed, { seconds: wait }),
        );
      }
    },
  };
}

export type SignInStepUp = ReturnType<typeof createSignInStepUp>;
