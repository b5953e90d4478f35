import { describe, expect, it } from 'vitest';
import { isLocked } from './lockout';

describe('isLocked', () => {
  it('holds only until the lock runs out', () => {
    const now = Date.parse('2026-11-01T10:00:00Z');
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(new Date(now + 1), now)).toBe(true);
    expect(isLocked(new Date(now), now)).toBe(false);
    expect(isLocked(new Date(now - 1), now)).toBe(false);
  });
});
