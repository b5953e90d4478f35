import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertEndUser, insertStaff, insertTenants } from '../../../test/fixtures';

let t: TestApp;
const url = '/simplifi/v1/userManagement/users/search';

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'fieldop', roles: ['FIELDOPERATOR', 'FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'linetest', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertEndUser(t.db, { id: 'U1', email: 'asha@example.com', mobile: '+919800000001' });
  await insertEndUser(t.db, { id: 'U2', email: 'lk@example.com', mobile: '+94770000002', country: 'lk' });
  await insertEndUser(t.db, {
    id: 'U3',
    email: 'nm@example.com',
    mobile: '+919800000003',
    tenantId: 'northmart',
  });
});
afterAll(() => t.close());

describe('POST users/search', () => {
  it('finds a user by mobile, e-mail (any case) and id', async () => {
    const headers = await t.loginAs('l2');
    for (const payload of [{ mobile: '+919800000001' }, { email: 'ASHA@example.com' }, { userId: 'U1' }]) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode).toBe(200);
      expect(res.json().users).toEqual([
        expect.objectContaining({ userId: 'U1', email: 'asha@example.com', mobile: '+919800000001' }),
      ]);
    }
  });

  it('answers Invalid request for a malformed mobile or e-mail', async () => {
    const headers = await t.loginAs('l2');
    for (const payload of [{ mobile: '919800000001' }, { mobile: '+91' }, { email: 'not-an-address' }, {}]) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.invalidRequest);
    }
  });

  it('keeps each caller to their own tenant when searches arrive together', async () => {
    const [l2, nm] = [await t.loginAs('l2'), await t.loginAs('nm', 'northmart')];
    const calls = [
      [l2, { userId: 'U1' }, ['U1']],
      [nm, { userId: 'U1' }, []],
      [nm, { userId: 'U3' }, ['U3']],
      [l2, { userId: 'U3' }, []],
      [l2, { email: 'nm@example.com' }, []],
    ] as const;
    const answers = await Promise.all(
      calls.map(([headers, payload]) => t.app.inject({ method: 'POST', url, headers, payload })),
    );
    expect(
      answers.map((res) =>
        res.statusCode === 200 ? res.json().users.map((u: { userId: string }) => u.userId) : [],
      ),
    ).toEqual(calls.map(([, , ids]) => ids));
  });

  it('keeps users of other countries and tenants invisible', async () => {
    const headers = await t.loginAs('l2');
    for (const payload of [{ mobile: '+94770000002' }, { userId: 'U3' }]) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.userNotFound);
    }
  });

  it('answers 401 without a session and 403 to a level-0 factory admin', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: { userId: 'U1' } })).statusCode).toBe(401);
    // The session is checked before the body: no session, no validation message either.
    const invalid = await t.app.inject({ method: 'POST', url, payload: { mobile: 'x' } });
    expect(invalid.statusCode).toBe(401);
    const headers = await t.loginAs('fieldop');
    expect((await t.app.inject({ method: 'POST', url, headers, payload: { userId: 'U1' } })).statusCode).toBe(
      403,
    );
  });
});

describe('POST users/search: roles and tenants', () => {
  const search = async (payload: object, user: string, tenant?: string) =>
    t.app.inject({ method: 'POST', url, headers: await t.headersFor(user, tenant), payload });

  it('answers 403 to a level-0 factory admin and to a line tester whatever level they hold', async () => {
    for (const user of ['factory', 'linetest']) {
      const res = await search({ userId: 'U1' }, user);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message, user).toBe(messages.forbidden);
    }
  });

  it("shows a partner tenant its own users only, the main tenant's as not found", async () => {
    const own = await search({ email: 'nm@example.com' }, 'nm', 'northmart');
    expect(own.statusCode).toBe(200);
    expect(own.json().users.map((u: { userId: string }) => u.userId)).toEqual(['U3']);
    for (const payload of [{ userId: 'U1' }, { mobile: '+919800000001' }, { email: 'asha@example.com' }]) {
      const res = await search(payload, 'nm', 'northmart');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.userNotFound);
    }
  });

  it('takes one search key a call', async () => {
    const res = await search({ userId: 'U1', email: 'asha@example.com' }, 'l2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.invalidRequest);
  });
});
