import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { sessions, staffPermissions } from '../db/schema';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';
import { forgetCachedSessions, hashToken, revokeUserSessions } from './sessions';

// The sessions cached by the guard must never outlive a logout in this process, nor a timeout.
let t: TestApp;
let userId: string;
const url = '/simplifi/v1/userManagement/tokenDetails';
const call = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  // An idle limit of 1 minute, shorter than the once-a-minute touch of longer limits.
  t = await buildTestApp({ SESSION_IDLE_MINUTES: '1' });
  await insertTenants(t.db);
  userId = (await insertStaff(t.db, { userName: 'agent.l4', roles: ['CUSTOMERSUPPORTL4'] })).id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Only Date is faked: the database and the app keep running on real timers. */
const setClock = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
};

describe('session cache', () => {
  it('gives 401 at once after logout, though the session was cached a moment before', async () => {
    const headers = await t.loginAs('agent.l4');
    expect((await call(headers)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/userManagement/logout',
      headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await call(headers)).statusCode).toBe(401);
  });

  it('gives 401 at once after all of a person sessions are revoked', async () => {
    const headers = await t.loginAs('agent.l4');
    expect((await call(headers)).statusCode).toBe(200);
    await revokeUserSessions(t.db, userId);
    expect((await call(headers)).statusCode).toBe(401);
  });

  it('ends a session at its idle limit after its last use', async () => {
    const start = Date.now();
    setClock(start);
    const headers = await t.loginAs('agent.l4');
    expect((await call(headers)).statusCode).toBe(200);
    setClock(start + 59_000);
    expect((await call(headers)).statusCode).toBe(200);
    // Used at 59 s: alive a minute from then, not from the first call (issue 29).
    setClock(start + 110_000);
    expect((await call(headers)).statusCode).toBe(200);
    setClock(start + 171_000);
    expect((await call(headers)).statusCode).toBe(401);
  });

  it('keeps a session in use alive past its idle limit, touched where every server reads it', async () => {
    const start = Date.now();
    setClock(start);
    const headers = await t.loginAs('agent.l4');
    // A call every 5 s for two minutes, twice the idle limit: a person at work.
    for (let at = 0; at <= 120_000; at += 5_000) {
      setClock(start + at);
      expect((await call(headers)).statusCode, `at ${at} ms`).toBe(200);
    }
    // The database knows of the recent use, so another server (or this one, past its cache TTL) does too.
    const tokenHash = hashToken(headers.authorization?.replace('Bearer ', '') ?? '');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(start + 120_000 - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThanOrEqual(6_000);
    setClock(start + 120_000 + 61_000);
    expect((await call(headers)).statusCode).toBe(401);
  });

  it('ends a cached session in use exactly at its absolute limit', async () => {
    const long = await buildTestApp({ SESSION_ABSOLUTE_HOURS: '0.1' });
    try {
      await insertTenants(long.db);
      await insertStaff(long.db, { userName: 'agent.l4', roles: ['CUSTOMERSUPPORTL4'] });
      const start = Date.now();
      setClock(start);
      const headers = await long.loginAs('agent.l4');
      // Busy every 30 s (each touch keeps it from idling) until just before its 6-minute end.
      for (const at of [30_000, 90_000, 150_000, 210_000, 270_000, 330_000, 358_000]) {
        setClock(start + at);
        const res = await long.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `at ${at} ms`).toBe(200);
      }
      setClock(start + 360_000);
      expect((await long.app.inject({ method: 'GET', url, headers })).statusCode).toBe(401);
    } finally {
      await long.close();
    }
  });

  it('sees a revocation made elsewhere once the cache TTL has passed', async () => {
    const start = Date.now();
    setClock(start);
    const headers = await t.loginAs('agent.l4');
    expect((await call(headers)).statusCode).toBe(200);
    // As another server instance would: straight to the database, not through this process.
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date(start) })
      .where(eq(sessions.staffUserId, userId));
    setClock(start + SESSION_CACHE_TTL_MS);
    expect((await call(headers)).statusCode).toBe(401);
  });

  it('re-reads permissions once told they changed', async () => {
    const headers = await t.loginAs('agent.l4');
    expect((await call(headers)).json().allowedCountries).toEqual(['in']);
    await t.db
      .update(staffPermissions)
      .set({ country: 'SL1' })
      .where(eq(staffPermissions.staffUserId, userId));
    await forgetCachedSessions(t.db, userId);
    expect((await call(headers)).json().allowedCountries).toEqual(['lk']);
  });
});

describe('SessionCache', () => {
  const session = () => ({
    auth: { userId: 'u1' } as never,
    expiresAt: Number.MAX_SAFE_INTEGER,
    lastSeenAt: 0,
  });

  it('drops a read that raced a revocation', () => {
    const cache = new SessionCache(5_000);
    const epoch = cache.epoch;
    cache.forget('h1');
    cache.set('h1', session(), 0, epoch);
    expect(cache.get('h1', 1)).toBeUndefined();
  });

  it('keeps an entry for its TTL only', () => {
    const cache = new SessionCache(5_000);
    cache.set('h1', session(), 1_000, cache.epoch);
    expect(cache.get('h1', 5_999)).toBeDefined();
    expect(cache.get('h1', 6_000)).toBeUndefined();
  });

  it('forgets every session of one person', () => {
    const cache = new SessionCache(5_000);
    cache.set('h1', session(), 0, cache.epoch);
    cache.set('h2', { ...session(), auth: { userId: 'u2' } as never }, 0, cache.epoch);
    cache.forgetUser('u1');
    expect(cache.get('h1', 1)).toBeUndefined();
    expect(cache.get('h2', 1)).toBeDefined();
  });
});
