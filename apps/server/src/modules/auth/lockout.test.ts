import { describe, expect, it } from 'vitest';
import { addressKey, isLocked, lockMinutes, MAX_LOCK_MINUTES, minutesLeft } from './lockout';

const policy = { lockoutThreshold: 5, lockoutMinutes: 15 };

describe('isLocked', () => {
  it('holds only until the lock runs out', () => {
    const now = Date.parse('2026-11-01T10:00:00Z');
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(undefined, now)).toBe(false);
    expect(isLocked(new Date(now + 1), now)).toBe(true);
    expect(isLocked(new Date(now), now)).toBe(false);
    expect(isLocked(new Date(now - 1), now)).toBe(false);
  });
});

describe('lockMinutes', () => {
  it('locks at every threshold, for LOCKOUT_MINUTES and then twice as long each time', () => {
    expect([1, 2, 3, 4].map((n) => lockMinutes(n, policy))).toEqual([0, 0, 0, 0]);
    expect(lockMinutes(5, policy)).toBe(15);
    expect([6, 7, 8, 9].map((n) => lockMinutes(n, policy))).toEqual([0, 0, 0, 0]);
    expect(lockMinutes(10, policy)).toBe(30);
    expect(lockMinutes(15, policy)).toBe(60);
    expect(lockMinutes(20, policy)).toBe(120);
  });

  it('never locks longer than a day', () => {
    expect(lockMinutes(50, policy)).toBe(MAX_LOCK_MINUTES);
    expect(lockMinutes(5000, policy)).toBe(MAX_LOCK_MINUTES);
  });

  it('follows the configured threshold and minutes', () => {
    expect(lockMinutes(3, { lockoutThreshold: 3, lockoutMinutes: 1 })).toBe(1);
    expect(lockMinutes(9, { lockoutThreshold: 3, lockoutMinutes: 1 })).toBe(4);
  });
});

describe('minutesLeft', () => {
  it('rounds up and says at least 1', () => {
    const now = 1_000_000;
    expect(minutesLeft(new Date(now + 15 * 60_000), now)).toBe(15);
    expect(minutesLeft(new Date(now + 14 * 60_000 + 1), now)).toBe(15);
    expect(minutesLeft(new Date(now + 1000), now)).toBe(1);
  });
});

describe('addressKey', () => {
  it('keeps IPv4 and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64 however it is written', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
