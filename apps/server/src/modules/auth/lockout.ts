import { isIPv6 } from 'node:net';
import { fillMessage, messages } from '@console/contracts/messages';
import { AppError } from '../../platform/http/errors';

/**
 * LOCKOUT_THRESHOLD failures in a row lock for LOCKOUT_MINUTES; every further LOCKOUT_THRESHOLD
 * failures in a row lock again for twice as long as the last time, up to MAX_LOCK_MINUTES
 * (docs/decisions/0018).
 */
export interface LockoutPolicy {
  lockoutThreshold: number;
  lockoutMinutes: number;
}

/** The longest lock, however many failures: a day. */
export const MAX_LOCK_MINUTES = 24 * 60;

/** A quiet day (no failure) starts the count of wrong passwords from one address again. */
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;

/** A lock that has not run out yet. */
export const isLocked = (lockedUntil: Date | null | undefined, now = Date.now()): lockedUntil is Date =>
  !!lockedUntil && lockedUntil.getTime() > now;

/** How long the failure numbered `failures` (1, 2, …) in a row locks for, in minutes; 0 for none. */
export function lockMinutes(failures: number, policy: LockoutPolicy): number {
  const { lockoutThreshold: threshold, lockoutMinutes: minutes } = policy;
  if (failures < threshold || failures % threshold !== 0) return 0;
  return Math.min(MAX_LOCK_MINUTES, minutes * 2 ** (failures / threshold - 1));
}

/** Whole minutes left of a lock, at least 1, for the message. */
export const minutesLeft = (lockedUntil: Date, now = Date.now()) =>
  Math.max(1, Math.ceil((lockedUntil.getTime() - now) / 60_000));

/** 429 'accountLocked', saying how many minutes are left. */
export const lockedError = (lockedUntil: Date, now = Date.now()) =>
  new AppError(
    429,
    'accountLocked',
    fillMessage(messages.accountLocked, { minutes: minutesLeft(lockedUntil, now) }),
  );

/**
 * The address part of the lockout key: an IPv4 address as is, an IPv6 one by its /64 (one
 * subscriber's network, which hands out addresses freely), IPv4-mapped IPv6 as IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
