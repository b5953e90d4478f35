/** How many failures in a row lock an account, and for how long (LOCKOUT_THRESHOLD, LOCKOUT_MINUTES). */
export interface LockoutPolicy {
  lockoutThreshold: number;
  lockoutMinutes: number;
}

/** A lock that has not run out yet. */
export const isLocked = (lockedUntil: Date | null, now = Date.now()) =>
  lockedUntil !== null && lockedUntil.getTime() > now;
