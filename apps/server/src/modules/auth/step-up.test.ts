import { describe, expect, it } from 'vitest';
import {
  MAX_INTERVAL_MS,
  STEP_UP_WINDOW_MS,
  stepUpDifficulty,
  stepUpIntervalMs,
  stepUpLevel,
} from './step-up';

describe('stepUpLevel', () => {
  it('is 0 below the threshold, 1 at it, and one more each time the failures double', () => {
    expect([0, 9].map((n) => stepUpLevel(n, 10))).toEqual([0, 0]);
    expect([10, 19, 20, 39, 40, 80, 160, 1_280].map((n) => stepUpLevel(n, 10))).toEqual([
      1, 1, 2, 2, 3, 4, 5, 8,
    ]);
  });
});

describe('stepUpDifficulty and stepUpIntervalMs', () => {
  it('doubles the captcha per level, at most sixteen times the base', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((l) => stepUpDifficulty(150_000, l))).toEqual([
      150_000, 300_000, 600_000, 1_200_000, 2_400_000, 2_400_000, 2_400_000,
    ]);
  });

  it('waits 36 s between checks at the first level, twice as long at each next one, at most 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(stepUpIntervalMs)).toEqual([
      0,
      36_000,
      72_000,
      144_000,
      288_000,
      MAX_INTERVAL_MS,
      MAX_INTERVAL_MS,
    ]);
  });
});

/**
 * An attacker who sends a wrong password whenever one is let through, from as many addresses as it
 * likes, for six hours: the per-account limit (20 a minute) below the threshold, then one check per
 * interval of the current level, where a new level's first check goes through at once (its window
 * is new). Counts the failures of the last hour exactly, fewer than the server counts (it sums each
 * address's whole run of failures), so the server lets through no more than this.
 */
function worstHour(threshold: number, perMinute: number): number {
  const failures: number[] = [];
  const lastAtLevel = new Map<number, number>();
  let minuteStart = 0;
  let inMinute = 0;
  let worst = 0;
  for (let now = 0; now < 6 * STEP_UP_WINDOW_MS; now += 250) {
    while (failures.length > 0 && (failures[0] ?? 0) <= now - STEP_UP_WINDOW_MS) failures.shift();
    worst = Math.max(worst, failures.length);
    if (now - minuteStart >= 60_000) [minuteStart, inMinute] = [now, 0];
    if (inMinute >= perMinute) continue;
    const level = stepUpLevel(failures.length, threshold);
    const last = lastAtLevel.get(level);
    if (level > 0 && last !== undefined && now - last < stepUpIntervalMs(level)) continue;
    lastAtLevel.set(level, now);
    inMinute++;
    failures.push(now);
  }
  return worst;
}

describe('the step-up against guessing from many addresses', () => {
  it('lets no more than 100 wrong passwords an hour reach one account (ASVS 2.2.1)', () => {
    expect(worstHour(10, 20)).toBeLessThanOrEqual(100);
    // At the highest threshold the setting takes (LOGIN_STEP_UP_FAILURES, at most 20).
    expect(worstHour(20, 20)).toBeLessThanOrEqual(100);
  });
});
