import { describe, expect, it } from 'vitest';
import { countStillFresh } from './rollout-engine';

describe("a step's device count", () => {
  it('is taken again every step while it is quick', () => {
    expect(countStillFresh(undefined, 1_000)).toBe(false);
    expect(countStillFresh({ at: 1_000, tookMs: 99 }, 1_001)).toBe(false);
  });

  it('stands for five times its cost when it is slow', () => {
    const last = { at: 10_000, tookMs: 600 };
    expect(countStillFresh(last, 10_600)).toBe(true);
    expect(countStillFresh(last, 12_999)).toBe(true);
    expect(countStillFresh(last, 13_000)).toBe(false);
  });
});
