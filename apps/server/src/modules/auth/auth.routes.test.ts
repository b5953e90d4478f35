import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, sessions } from '../../platform/db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000', LOCKOUT_THRESHOLD: '3' });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'agent.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'plain', roles: ['CUSTOMERSUPPORT'] });
  await insertStaff(t.db, { userName: 'pm.only', roles: ['PRODUCTMANAGER'] });
  await insertStaff(t.db, { userName: 'locker', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'partner.l4', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
});
afterAll(() => t.close());

describe('POST login', () => {
  it('gives a session token to a support agent', async () => {
    const res = await t.login('agent.l4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isAuthenticated: true, accessToken: expect.any(String) });
    expect(res.json().accessToken.length).toBeGreaterThanOrEqual(43);
  });

  it('accepts a level-0 factory admin and the user name in any case', async () => {
    expect((await t.login('factory')).statusCode).toBe(200);
    expect((await t.login('AGENT.L4')).statusCode).toBe(200);
  });

  it.each(['plain', 'pm.only'])(
    'refuses %s, who holds no support level, with the role message',
    async (user) => {
      const res = await t.login(user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.roleRequired);
    },
  );

  it('gives one generic message for a wrong password and an unknown user', async () => {
    const wrong = await t.login('agent.l4', 'Wrong@1234');
    const unknown = await t.login('nobody', 'Wrong@1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(messages.loginFailed);
    expect(unknown.json().message).toBe(messages.loginFailed);
  });

  it('keeps accounts apart by tenant', async () => {
    expect((await t.login('partner.l4', undefined, 'panasonic')).statusCode).toBe(401);
    expect((await t.login('partner.l4', undefined, 'northmart')).statusCode).toBe(200);
  });

  it('requires a solved captcha, used once only', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/userManagement/login',
      headers: { 'x-tenant-id': 'panasonic' },
      payload: { userName: 'agent.l4', password: 'Test@1234' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(messages.captchaRequired);
    const solution = await t.captcha();
    const headers = { 'captcha-response': solution, 'x-tenant-id': 'panasonic' };
    const payload = { userName: 'agent.l4', password: 'Test@1234' };
    const url = '/simplifi/v1/userManagement/login';
    expect((await t.app.inject({ method: 'POST', url, headers, payload })).statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(replay.statusCode).toBe(400);
  });

  it('answers validation with the catalogue messages', async () => {
    const solution = await t.captcha();
    const res = await t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/userManagement/login',
      headers: { 'captcha-response': solution },
      payload: { userName: '', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.userNameRequired);
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await t.login('locker', 'Wrong@1234')).statusCode).toBe(401);
    const res = await t.login('locker');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(messages.accountLocked);
    const events = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login.failed'));
    expect(events.length).toBeGreaterThanOrEqual(3);
  });
});

describe('sessions', () => {
  it('tokenDetails returns roles, level and data scope', async () => {
    const headers = await t.loginAs('agent.l4');
    const res = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/userManagement/tokenDetails',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userName: 'agent.l4',
      roles: ['CUSTOMERSUPPORTL4'],
      userLevel: 5,
      tenantId: 'panasonic',
      allowedCountries: ['in'],
      allowedCountryCodes: ['91'],
      allowedDeviceCategories: ['AC', 'REF'],
      allowCompanyBrand: ['PANASONIC'],
    });
  });

  it('answers 401 without a token and with a made-up one', async () => {
    const url = '/simplifi/v1/userManagement/tokenDetails';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer nonsense' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.sessionExpired);
  });

  it('revokes the session at logout', async () => {
    const headers = await t.loginAs('agent.l4');
    const out = await t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/userManagement/logout',
      headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/userManagement/tokenDetails',
      headers,
    });
    expect(after.statusCode).toBe(401);
  });

  it('ends a session idle too long, and one past its absolute end', async () => {
    const url = '/simplifi/v1/userManagement/tokenDetails';
    const idle = await t.loginAs('agent.l4');
    await t.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect((await t.app.inject({ method: 'GET', url, headers: idle })).statusCode).toBe(401);
    const old = await t.loginAs('agent.l4');
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.inject({ method: 'GET', url, headers: old })).statusCode).toBe(401);
  });

  it('refuses a tenant header that does not match the session, never switching tenant', async () => {
    const headers = await t.loginAs('agent.l4');
    const res = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/userManagement/tokenDetails',
      headers: { ...headers, 'x-tenant-id': 'northmart' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.tenantMismatch);
  });
});

describe('rate limits', () => {
  it('answers 429 with a message past the per-account limit', async () => {
    const limited = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      await insertTenants(limited.db);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.login('someone', 'Wrong@1234')).statusCode);
      expect(codes.slice(0, 2)).toEqual([401, 401]);
      expect(codes[2]).toBe(429);
      const res = await limited.login('someone', 'Wrong@1234');
      expect(res.json().message).toBe(messages.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });

  it('limits one account name even when the tries come from many addresses', async () => {
    const limited = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      await insertTenants(limited.db);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/simplifi/v1/userManagement/login',
          remoteAddress: `10.9.0.${i + 1}`,
          headers: { 'captcha-response': await limited.captcha(), 'x-tenant-id': 'panasonic' },
          payload: { userName: 'Someone', password: 'Wrong@1234' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
