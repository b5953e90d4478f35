import { hash, randomBytes } from 'node:crypto';
import type { PermissionEntry, RuleName } from '@console/contracts/access';
import { API_TOKEN_PREFIX } from '@console/contracts/api-tokens';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type Db, preparedPerDb } from '../db/client';
import { sessions, ssoSessions, staffPermissions, staffUsers, type TokenScope, tenants } from '../db/schema';
import { providerCheckOf } from './provider-check';
import { buildSessionAuth, type RequestAuth } from './request-auth';
import { type CachedSession, sessionCacheOf } from './session-cache';
import { announceRevocation } from './session-revocations';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/**
 * How stale the stored last-seen time may be: once a minute, or a tenth of a shorter idle limit. A
 * session used within its limit must be touched before the limit runs out, or the next call (here,
 * or on another server reading the database) finds it idle though it was in use (issue 29: at a
 * 1-minute limit and a 1-minute touch, a session in constant use ended after a minute). A session
 * therefore ends between 90 % and 100 % of its idle limit after its last use, never later.
 */
const touchIntervalMs = (policy: SessionPolicy) => Math.min(60_000, (policy.idleMinutes * 60_000) / 10);

/** SHA-256 in hex, one-shot (`crypto.hash`: a quarter of createHash's cost, and every call runs it). */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** Opaque bearer tokens: 256 random bits; only their hash is stored, so logout revokes at once. */
export async function createSession(
  db: Db,
  input: { tenantId: string; staffUserId: string; clientId?: string | null },
  policy: SessionPolicy,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + policy.absoluteHours * 3_600_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    tenantId: input.tenantId,
    staffUserId: input.staffUserId,
    clientId: input.clientId ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * An API token (issue 33): a session of its owner's, its secret prefixed `act_` (so secret scanners
 * and logs can tell it), with what it may do; no idle limit, its own absolute end.
 */
export async function createApiTokenSession(
  db: Db,
  input: {
    tenantId: string;
    staffUserId: string;
    tokenId: string;
    name: string;
    rules: readonly string[];
    readOnly: boolean;
    scope: TokenScope;
    expiresAt: Date;
  },
): Promise<string> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    tenantId: input.tenantId,
    staffUserId: input.staffUserId,
    expiresAt: input.expiresAt,
    // Never used yet: its first call is touched at once (a row seen at its creation would not be
    // for a minute, and a token used only in that minute would say it was never used).
    lastSeenAt: new Date(0),
    tokenId: input.tokenId,
    tokenName: input.name,
    tokenRules: [...input.rules],
    tokenReadOnly: input.readOnly,
    tokenScope: input.scope,
  });
  return token;
}

/** Revokes an API token of the tenant at once on every server; false when there is none live. */
export async function revokeApiTokenSession(db: Db, tenantId: string, tokenId: string): Promise<boolean> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenId, tokenId), eq(sessions.tenantId, tenantId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  if (!row) return false;
  sessionCacheOf(db).forget(row.tokenHash);
  await announceRevocation(db, { tokenHash: row.tokenHash });
  return true;
}

/** Session, user, tenant settings and permission entries in one round trip. */
const sessionQuery = preparedPerDb((db) =>
  db
    .select({
      tenantId: sessions.tenantId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      providerCheckAt: ssoSessions.checkAt,
      user: {
        id: staffUsers.id,
        userName: staffUsers.userName,
        firstName: staffUsers.firstName,
        lastName: staffUsers.lastName,
        email: staffUsers.email,
        roles: staffUsers.roles,
        mfaEnabled: staffUsers.mfaEnabled,
      },
      tenantSettings: tenants.settings,
      token: {
        tokenId: sessions.tokenId,
        name: sessions.tokenName,
        rules: sessions.tokenRules,
        readOnly: sessions.tokenReadOnly,
        scope: sessions.tokenScope,
      },
      permissions: sql<PermissionEntry[]>`coalesce((
        select json_agg(json_build_object(
          'country', ${staffPermissions.country},
          'categories', ${staffPermissions.categories},
          'brand', ${staffPermissions.brand}))
        from ${staffPermissions} where ${staffPermissions.staffUserId} = ${staffUsers.id}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
    .leftJoin(tenants, eq(tenants.id, sessions.tenantId))
    .leftJoin(ssoSessions, eq(ssoSessions.tokenHash, sessions.tokenHash))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('auth_session'),
);

async function loadSession(db: Db, tokenHash: string): Promise<CachedSession | undefined> {
  const [row] = await sessionQuery(db).execute({ tokenHash });
  if (!row) return undefined;
  const { token } = row;
  const auth = buildSessionAuth({
    tenantId: row.tenantId,
    mainTenant: row.tenantSettings?.mainBrand ?? false,
    user: row.user,
    permissions: row.permissions,
    token: token.tokenId
      ? {
          tokenId: token.tokenId,
          name: token.name ?? '',
          rules: (token.rules ?? []) as RuleName[],
          readOnly: token.readOnly,
          scope: token.scope ?? { countries: [], categories: [], brands: [] },
        }
      : null,
  });
  return {
    auth: deepFreeze(auth),
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
    ...(row.providerCheckAt && { providerCheckAt: row.providerCheckAt.getTime() }),
  };
}

/** Requests share a cached session's objects: none of them may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const part of Object.values(value)) deepFreeze(part);
    Object.freeze(value);
  }
  return value;
}

/** A single sign-on session whose provider is to be asked again whether its person may still sign in. */
const providerCheckDue = (session: CachedSession, now: number) =>
  session.providerCheckAt !== undefined && session.providerCheckAt <= now;

/** Before its absolute end and, for a person's session, used within the idle limit (an API token has none). */
const isLive = (session: CachedSession, now: number, policy: SessionPolicy) =>
  session.expiresAt > now &&
  (session.auth.token !== undefined || session.lastSeenAt + policy.idleMinutes * 60_000 > now);

/**
 * The caller of a session this process has cached, live and touched within the minute, without
 * waiting for anything; undefined when `authenticate` must read or touch it. Most calls of a
 * signed-in console end here, so the guard answers them without a promise (decision 0024, session 17).
 */
export function cachedCaller(db: Db, tokenHash: string, policy: SessionPolicy): RequestAuth | undefined {
  const now = Date.now();
  const session = sessionCacheOf(db).get(tokenHash, now);
  if (
    !session ||
    !isLive(session, now, policy) ||
    now - session.lastSeenAt > touchIntervalMs(policy) ||
    providerCheckDue(session, now)
  )
    return undefined;
  return session.auth;
}

/**
 * The caller behind a token's hash (`hashToken`), or null when the session is missing, revoked, past its
 * absolute end or idle too long. Timeouts are checked against the clock on every call; a
 * session is re-read from the database when it is not cached, older than the cache TTL, or
 * looks expired (the database may know of later activity).
 */
export async function authenticate(
  db: Db,
  tokenHash: string,
  policy: SessionPolicy,
): Promise<RequestAuth | null> {
  const cache = sessionCacheOf(db);
  let now = Date.now();
  let session = cache.get(tokenHash, now);
  if (!session || !isLive(session, now, policy)) {
    const [readAt, epoch] = [now, cache.epoch];
    session = await loadSession(db, tokenHash);
    now = Date.now();
    if (!session || !isLive(session, now, policy)) return null;
    cache.set(tokenHash, session, readAt, epoch);
  }
  if (providerCheckDue(session, now)) {
    // A single sign-on session whose provider must be asked again (issue 33): ended when it says no.
    const check = providerCheckOf(db);
    if (check && !(await check(tokenHash))) {
      await revokeSessionHash(db, tokenHash);
      return null;
    }
    cache.forget(tokenHash);
    session.providerCheckAt = undefined;
  }
  // Touch at most once a minute: a busy console must not write on every call.
  if (now - session.lastSeenAt > touchIntervalMs(policy)) {
    session.lastSeenAt = now;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  // Every request of the session shares its frozen caller: no copy per call.
  return session.auth;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await revokeSessionHash(db, hashToken(token));
}

/** Ends the session behind a token's hash at once on every server. */
export async function revokeSessionHash(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  // After the write: a read that raced it is dropped too (see SessionCache.epoch).
  sessionCacheOf(db).forget(tokenHash);
  await announceRevocation(db, { tokenHash });
}

/**
 * Ends every session of a person (password change, reset). The session cache belongs to the
 * database handle: pass the app's `db`; inside a transaction, the other servers (and this one,
 * through its listener) forget when it commits.
 */
export async function revokeUserSessions(db: Db, staffUserId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.staffUserId, staffUserId), isNull(sessions.revokedAt)));
  sessionCacheOf(db).forgetUser(staffUserId);
  await announceRevocation(db, { staffUserId });
}

/**
 * Ends every session of a person but the one in use (a password change keeps its own), and keeps
 * their API tokens: a script's token does not depend on its owner's password (a reset, which
 * follows a lost or stolen password, ends them with everything else).
 */
export async function revokeOtherSessions(db: Db, staffUserId: string, keepToken: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.staffUserId, staffUserId),
        isNull(sessions.revokedAt),
        isNull(sessions.tokenId),
        ne(sessions.tokenHash, hashToken(keepToken)),
      ),
    );
  sessionCacheOf(db).forgetUser(staffUserId);
  await announceRevocation(db, { staffUserId });
}

/**
 * Call after changing a person's roles or permission entries (or, without a person, a tenant's
 * settings): every server re-reads them on its next call.
 */
export async function forgetCachedSessions(db: Db, staffUserId?: string): Promise<void> {
  const cache = sessionCacheOf(db);
  if (staffUserId) cache.forgetUser(staffUserId);
  else cache.clear();
  await announceRevocation(db, staffUserId ? { staffUserId } : { all: true });
}
