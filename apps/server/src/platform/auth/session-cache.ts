import type { Db } from '../db/client';
import type { RequestAuth } from './request-auth';

/** A resolved session as the guard needs it; `auth` is shared by requests, so frozen. */
export interface CachedSession {
  auth: Readonly<RequestAuth>;
  /** Epoch milliseconds: the absolute end, and the last activity known to this process. */
  expiresAt: number;
  lastSeenAt: number;
  /** A single sign-on session's next check with its provider (epoch ms); unset for any other. */
  providerCheckAt?: number;
}

interface Entry {
  session: CachedSession;
  loadedAt: number;
}

/** How long a session read from the database is trusted without reading it again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Live sessions by token hash, for a few seconds (docs/decisions/0001-session-cache.md).
 * Revocation in this process forgets at once; `epoch` lets a load that raced a revocation
 * be dropped instead of caching a session that was revoked while it was being read.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private epochValue = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  get epoch(): number {
    return this.epochValue;
  }

  get(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.loadedAt >= this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps (by reference) a session read at `loadedAt`, unless something was revoked since `epoch`. */
  set(tokenHash: string, session: CachedSession, loadedAt: number, epoch: number): void {
    if (epoch !== this.epochValue || this.ttlMs <= 0) return;
    this.entries.delete(tokenHash);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { session, loadedAt });
  }

  forget(tokenHash: string): void {
    this.epochValue++;
    this.entries.delete(tokenHash);
  }

  forgetUser(staffUserId: string): void {
    this.epochValue++;
    for (const [hash, entry] of this.entries) {
      if (entry.session.auth.userId === staffUserId) this.entries.delete(hash);
    }
  }

  clear(): void {
    this.epochValue++;
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of one database handle: every guard and revocation on that handle shares it. */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}
