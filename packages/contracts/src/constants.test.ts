import { describe, expect, it } from 'vitest';
import { toMillis } from './constants';

describe('toMillis', () => {
  it('reads numbers of fewer than 12 digits as seconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis(99_999_999_999)).toBe(99_999_999_999_000);
  });
  it('keeps milliseconds as they are', () => {
    expect(toMillis(1_700_000_000_000)).toBe(1_700_000_000_000);
  });
});
