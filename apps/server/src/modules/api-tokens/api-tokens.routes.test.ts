import type { ApiToken } from '@console/contracts/api-tokens';
import { messages } from '@console/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants, PASSWORD } from '../../../test/fixtures';
import { auditLog, sessions } from '../../platform/db/schema';

let t: TestApp;
const BASE = '/simplifi/v1/apiTokens';
const device = (id: string) => `/simplifi/v1/deviceManagement/devices/deviceId/${id}`;
const SEARCH = '/simplifi/v1/userManagement/users/search';
const LINE_TEST = '/simplifi/v1/deviceManagement/devices/lineTest';

const asPerson = async (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.headersFor(user), ...(payload ? { payload } : {}) });
const asToken = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

async function make(user: string, body: object) {
  const res = await asPerson(user, 'POST', BASE, { expiresInDays: 30, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ApiToken & { token: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, {
    userName: 'l4',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [
      { country: 'IN', categories: ['AC', 'REF'], brand: 'PANASONIC' },
      { country: 'LK', categories: ['AC'], brand: 'PANASONIC' },
    ],
  });
  await insertStaff(t.db, { userName: 'l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'admin', roles: ['CLOUDADMIN', 'CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'fieldop', roles: ['FIELDOPERATOR', 'CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertDevice(t.db, { deviceId: 'T-IN' });
  await insertDevice(t.db, { deviceId: 'T-LK', country: 'lk' });
});

afterAll(() => t?.close());

describe('API tokens', () => {
  it('is shown once, listed without its secret, and calls what it was given', async () => {
    const made = await make('l4', { name: 'CI lookups', rules: ['deviceLookup'] });
    expect(made.token).toMatch(/^act_[\w-]{43}$/);
    const stored = await t.db.select().from(sessions).where(eq(sessions.tokenId, made.tokenId));
    expect(JSON.stringify(stored)).not.toContain(made.token);
    const list = (await asPerson('l4', 'GET', BASE)).json();
    expect(list.tokens).toHaveLength(1);
    expect(list.tokens[0]).not.toHaveProperty('token');
    expect(list.tokens[0]).toMatchObject({ name: 'CI lookups', rules: ['deviceLookup'], lastUsedAt: null });

    expect((await asToken(made.token, 'GET', device('T-IN'))).statusCode).toBe(200);
    // The owner may search users; the token was not given that.
    const refused = await asToken(made.token, 'POST', SEARCH, { userId: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.tokenNotAllowed);
    // Routes any session may call (Settings, logout, its own tokens) are never a token's.
    expect((await asToken(made.token, 'GET', BASE)).statusCode).toBe(403);
    // Used in its first minute: its last use shows (the touch once a minute must not skip it).
    const used = (await asPerson('l4', 'GET', BASE)).json().tokens[0] as ApiToken;
    expect(used.lastUsedAt).not.toBeNull();
    expect(used.lastUsedAt).toBeGreaterThanOrEqual(used.createdAt);
  });

  it('outlives the idle limit that ends a person’s session', async () => {
    const made = await make('l4', { name: 'nightly', rules: ['deviceLookup'] });
    // Last used two hours ago, four times the 30-minute idle limit (never read yet, so not cached).
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(sessions.tokenId, made.tokenId));
    expect((await asToken(made.token, 'GET', device('T-IN'))).statusCode).toBe(200);
  });

  it('read-only refuses changes but not a search sent as a POST', async () => {
    const made = await make('l4', {
      name: 'support bot',
      rules: ['userSearch', 'offboardDevice'],
      readOnly: true,
    });
    expect((await asToken(made.token, 'POST', SEARCH, { userId: 'nobody' })).statusCode).not.toBe(403);
    const change = await asToken(
      made.token,
      'POST',
      '/simplifi/v1/deviceManagement/devices/T-IN/deviceOffboard',
    );
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(messages.tokenReadOnly);
  });

  it('sees only its narrowed scope', async () => {
    const made = await make('l4', {
      name: 'Sri Lanka only',
      rules: ['deviceLookup'],
      scope: { countries: ['LK'] },
    });
    expect(made.scope).toEqual({ countries: ['lk'], categories: ['AC', 'REF'], brands: ['PANASONIC'] });
    expect((await asToken(made.token, 'GET', device('T-LK'))).statusCode).toBe(200);
    expect((await asToken(made.token, 'GET', device('T-IN'))).statusCode).toBe(404);
  });

  it('refuses what its maker may not give, creating nothing', async () => {
    const before = (await asPerson('l2', 'GET', BASE)).json().total;
    const rule = await asPerson('l2', 'POST', BASE, { name: 'x', expiresInDays: 5, rules: ['auditLog'] });
    expect(rule.statusCode).toBe(400);
    expect(rule.json().message).toBe(messages.tokenRuleNotYours);
    const scope = await asPerson('l2', 'POST', BASE, {
      name: 'x',
      expiresInDays: 5,
      rules: ['deviceLookup'],
      scope: { countries: ['JP'] },
    });
    expect(scope.json().message).toBe(messages.tokenScopeNotYours);
    const long = await asPerson('l2', 'POST', BASE, {
      name: 'x',
      expiresInDays: 366,
      rules: ['deviceLookup'],
    });
    expect(long.json().message).toBe(messages.tokenExpiryTooLong);
    expect((await asPerson('l2', 'GET', BASE)).json().total).toBe(before);
    expect((await asPerson('fieldop', 'GET', BASE)).statusCode).toBe(403);
  });

  it('a factory admin gives a line station a token that runs the line test and nothing else', async () => {
    const station = await make('factory', { name: 'Line 3 station', rules: ['lineTest'] });
    const check = await asToken(station.token, 'POST', LINE_TEST, { code: 'NO-SUCH-SERIAL' });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ passed: false });
    // It acts as a line tester: not even what its maker may do besides.
    expect((await asToken(station.token, 'GET', device('T-IN'))).statusCode).toBe(403);
    // A line station's token is given the line test alone, and only by whom runs the factory.
    const mixed = await asPerson('factory', 'POST', BASE, {
      name: 'x',
      expiresInDays: 5,
      rules: ['lineTest', 'deviceLookup'],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(messages.tokenLineStationAlone);
    const notFactory = await asPerson('l2', 'POST', BASE, {
      name: 'x',
      expiresInDays: 5,
      rules: ['lineTest'],
    });
    expect(notFactory.json().message, notFactory.body).toBe(messages.tokenRuleNotYours);
  });

  it('is revoked at once; only its owner or an admin may; every call is audited under its name', async () => {
    const made = await make('l4', { name: 'to revoke', rules: ['deviceLookup'] });
    expect((await asToken(made.token, 'GET', device('T-IN'))).statusCode).toBe(200);
    expect((await asPerson('l2', 'DELETE', `${BASE}/${made.tokenId}`)).statusCode).toBe(404);
    const all = (await asPerson('admin', 'GET', `${BASE}?of=all`)).json();
    expect(all.tokens.map((x: ApiToken) => x.name)).toContain('to revoke');
    expect((await asPerson('l2', 'GET', `${BASE}?of=all`)).statusCode).toBe(403);
    const revoked = await asPerson('admin', 'DELETE', `${BASE}/${made.tokenId}`);
    expect(revoked.json().revokedAt).not.toBeNull();
    const after = await asToken(made.token, 'GET', device('T-IN'));
    expect(after.statusCode).toBe(401);
    // A script is told of its token, not of a session to log in again.
    expect(after.json()).toMatchObject({ code: 'tokenInvalid', message: messages.tokenInvalid });
    // Written after the answer: wait for it, not for a time.
    const calls = await vi.waitFor(async () => {
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'api-token.calls'), eq(auditLog.entityId, made.tokenId)));
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(calls[0]).toMatchObject({ actorName: 'l4 (token to revoke)' });
    expect(calls[0]?.detail).toMatchObject({
      count: 1,
      calls: [{ method: 'GET', status: 200, at: [expect.any(String)] }],
    });
  });

  it('answers a token nobody has with the token’s message, and a person’s unknown session with the spec’s', async () => {
    const unknownToken = await asToken(`act_${'x'.repeat(43)}`, 'GET', device('T-IN'));
    expect(unknownToken.statusCode).toBe(401);
    expect(unknownToken.json().message).toBe(messages.tokenInvalid);
    const unknownSession = await asToken('x'.repeat(43), 'GET', device('T-IN'));
    expect(unknownSession.statusCode).toBe(401);
    expect(unknownSession.json()).toMatchObject({ code: 'sessionExpired', message: messages.sessionExpired });
  });

  it('a password change keeps the owner’s tokens', async () => {
    const made = await make('l2', { name: 'kept', rules: ['deviceLookup'] });
    const change = await asPerson('l2', 'POST', '/simplifi/v2/userManagement/changePassword', {
      currentPassword: PASSWORD,
      newPassword: 'N3w-Passw0rd!x',
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await asToken(made.token, 'GET', device('T-IN'))).statusCode).toBe(200);
  });
});
