/*
 * The account-wide step-up of sign-in (docs/decisions/0031): once many wrong passwords for one
 * account name arrive from anywhere, a browser the account was never signed in from needs a
 * harder captcha and waits between tries. Pure rules; sign-in-step-up.ts applies them.
 */

/** The failures that count: those of the last hour, from every address. */
export const STEP_UP_WINDOW_MS = 60 * 60_000;

/** The captcha is at most this many times its base difficulty (about 7 s on a slow phone). */
export const MAX_DIFFICULTY_FACTOR = 16;

/**
 * The wait between password checks at the first level: 36 s, so no more than 100 an hour reach
 * one account (ASVS 2.2.1); twice as long at each further level, at most five minutes.
 */
export const FIRST_INTERVAL_MS = 36_000;
export const MAX_INTERVAL_MS = 5 * 60_000;

/** 0 below `threshold` failures; 1 at it, and one more each time the failures double. */
export function stepUpLevel(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return 1 + Math.floor(Math.log2(failures / threshold));
}

/** The captcha difficulty (ALTCHA's largest number) a sign-in needs at `level`. */
export const stepUpDifficulty = (base: number, level: number) =>
  base * Math.min(MAX_DIFFICULTY_FACTOR, 2 ** level);

/** The least time between two password checks of the account at `level` (0: no wait). */
export const stepUpIntervalMs = (level: number) =>
  level === 0 ? 0 : Math.min(MAX_INTERVAL_MS, FIRST_INTERVAL_MS * 2 ** (level - 1));
