import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { realTarget } from '../../../test/test-db';
import { openDatabase } from '../db/client';
import { sessions } from '../db/schema';

// A revocation on one server must reach the session caches of the others at once, not after the
// cache TTL. The clock is held still, so a cached session could only be dropped by the notice.
const url = '/simplifi/v1/userManagement/tokenDetails';
let a: TestApp;
let userId: string;

beforeAll(async () => {
  a = await buildTestApp();
  await insertTenants(a.db);
  userId = (await insertStaff(a.db, { userName: 'agent.l4', roles: ['CUSTOMERSUPPORTL4'] })).id;
});
afterAll(() => a.close());
afterEach(() => vi.useRealTimers());

const holdClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
};

/** Calls until the answer is `status` (the notice travels asynchronously), failing after 5 s. */
async function expectSoon(app: TestApp, headers: Record<string, string>, status: number) {
  await vi.waitFor(
    async () => expect((await app.app.inject({ method: 'GET', url, headers })).statusCode).toBe(status),
    { timeout: 5_000, interval: 20 },
  );
}

describe('session revocations across servers', () => {
  it('drops a cached session when another server announces its revocation', async () => {
    const headers = await a.loginAs('agent.l4');
    holdClock();
    expect((await a.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    // As another server does: the revoking write, then the notice, on its own connection.
    await a.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.staffUserId, userId));
    expect((await a.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    await a.database.execute(`select pg_notify('session_revocations', $1)`, [
      JSON.stringify({ staffUserId: userId }),
    ]);
    await expectSoon(a, headers, 401);
  });

  it('treats a notice it cannot read as revoking everything', async () => {
    const headers = await a.loginAs('agent.l4');
    holdClock();
    expect((await a.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    await a.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.staffUserId, userId));
    await a.database.execute(`select pg_notify('session_revocations', 'garbage')`);
    await expectSoon(a, headers, 401);
  });

  // Two servers need two processes' worth of connections to one database: PostgreSQL only
  // (the embedded database belongs to one process).
  it.runIf(realTarget)('refuses on one server a token logged out on the other', async () => {
    const address = (a.database as { url?: string }).url;
    if (!address) throw new Error('the real target needs TEST_DATABASE_URL');
    const other = await buildTestApp({}, { database: await openDatabase({ url: address }) });
    try {
      const headers = await a.loginAs('agent.l4');
      holdClock();
      expect((await other.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      const out = await a.app.inject({
        method: 'POST',
        url: '/simplifi/v1/userManagement/logout',
        headers,
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      await expectSoon(other, headers, 401);
    } finally {
      await other.close();
      await other.database.close();
    }
  });
});
