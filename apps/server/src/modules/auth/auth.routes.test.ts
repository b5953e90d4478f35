import { fillMessage, messages } from '@console/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants, PASSWORD } from '../../../test/fixtures';
import { queuedEvents, subscribeWebhook } from '../../../test/webhook-outbox';
import { auditLog, loginFailures, sessions } from '../../platform/db/schema';

let t: TestApp;
const A = '10.7.0.1';
const B = '10.7.0.2';

/** Signs in from the given address (the lockout counts per account name and address). */
async function loginFrom(remoteAddress: string, userName: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/simplifi/v1/userManagement/login',
    remoteAddress,
    headers: { 'captcha-response': await t.captcha(), 'x-tenant-id': 'panasonic' },
    payload: { userName, password },
  });
}

const minutesFromNow = (date: Date) => Math.round((date.getTime() - Date.now()) / 60_000);

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

  const withCaptcha = (header: string) =>
    t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/userManagement/login',
      headers: { 'captcha-response': header, 'x-tenant-id': 'panasonic' },
      payload: { userName: 'agent.l4', password: PASSWORD },
    });
  const base64 = (text: string) => Buffer.from(text).toString('base64');

  it.each([
    ['base64 null', base64('null')],
    ['base64 of a number', base64('42')],
    ['not base64 JSON', 'bm90IGpzb24'],
  ])('answers a captcha header of %s with 400 and the captcha message', async (_, header) => {
    const res = await withCaptcha(header);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.captchaRequired);
  });

  it('answers a captcha solution with an unknown algorithm with 400 and the captcha message', async () => {
    const solved = JSON.parse(Buffer.from(await t.captcha(), 'base64').toString('utf8'));
    const res = await withCaptcha(base64(JSON.stringify({ ...solved, algorithm: 'SHA-999' })));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.captchaRequired);
  });

  it.each([
    ['a NUL byte', 'agent\u0000l4'],
    ['an unpaired surrogate', 'agent\ud800l4'],
  ])('answers a user name with %s with 400 and the catalogue message', async (_, userName) => {
    const res = await loginFrom('10.7.0.9', userName);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.loginFailed);
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

  it('locks an account name from one address after repeated failures, even for the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await loginFrom(A, 'locker', 'Wrong@1234')).statusCode).toBe(401);
    const res = await loginFrom(A, 'locker');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(fillMessage(messages.accountLocked, { minutes: 15 }));
    const events = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login.failed'));
    expect(events.length).toBeGreaterThanOrEqual(3);
    // A stranger's guesses do not lock the person out: another address signs in.
    expect((await loginFrom(B, 'locker')).statusCode).toBe(200);
  });

  it('answers an unknown name exactly as a real account, locked or not', async () => {
    const answers = async (userName: string) => {
      const seen = [];
      for (let i = 0; i < 4; i++) {
        const res = await loginFrom('10.7.0.3', userName, 'Wrong@1234');
        seen.push([res.statusCode, res.json().message]);
      }
      return seen;
    };
    const real = await answers('agent.l4');
    expect(real.map(([status]) => status)).toEqual([401, 401, 401, 429]);
    expect(await answers('nobody.at.all')).toEqual(real);
  });

  it('locks again for twice as long after the next threshold of failures in a row', async () => {
    const key = and(eq(loginFailures.userName, 'grows'), eq(loginFailures.address, '10.7.0.4'));
    for (let i = 0; i < 3; i++) await loginFrom('10.7.0.4', 'grows', 'Wrong@1234');
    const [first] = await t.db.select().from(loginFailures).where(key);
    expect(first?.failures).toBe(3);
    expect(minutesFromNow(first!.lockedUntil!)).toBe(15);
    // The lock runs out; the next three failures lock for 30 minutes.
    await t.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(key);
    for (let i = 0; i < 3; i++) await loginFrom('10.7.0.4', 'grows', 'Wrong@1234');
    const [second] = await t.db.select().from(loginFailures).where(key);
    expect(second?.failures).toBe(6);
    expect(minutesFromNow(second!.lockedUntil!)).toBe(30);
    const res = await loginFrom('10.7.0.4', 'grows', 'Wrong@1234');
    expect(res.json().message).toBe(fillMessage(messages.accountLocked, { minutes: 30 }));
  });

  it('starts the count again after a right password, and after a quiet day', async () => {
    const key = and(eq(loginFailures.userName, 'agent.l4'), eq(loginFailures.address, '10.7.0.5'));
    for (let i = 0; i < 2; i++) await loginFrom('10.7.0.5', 'agent.l4', 'Wrong@1234');
    expect((await loginFrom('10.7.0.5', 'agent.l4')).statusCode).toBe(200);
    expect(await t.db.select().from(loginFailures).where(key)).toHaveLength(0);
    for (let i = 0; i < 2; i++) await loginFrom('10.7.0.5', 'agent.l4', 'Wrong@1234');
    await t.db
      .update(loginFailures)
      .set({ lastFailedAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(key);
    expect((await loginFrom('10.7.0.5', 'agent.l4', 'Wrong@1234')).statusCode).toBe(401);
    expect((await t.db.select().from(loginFailures).where(key))[0]?.failures).toBe(1);
  });

  it("tells the tenant's webhooks of each refused sign-in and of the lock, with the name and address", async () => {
    const C = '10.7.0.9';
    await insertStaff(t.db, { userName: 'watched', roles: ['CUSTOMERSUPPORTL1'] });
    await subscribeWebhook(t.db, 'panasonic', ['staff.sign_in.refused', 'staff.sign_in.locked']);
    for (let i = 0; i < 3; i++) await loginFrom(C, 'Watched', 'Wrong@1234');
    expect((await loginFrom(C, 'watched')).statusCode).toBe(429);
    expect((await loginFrom(C, 'pm.only')).statusCode).toBe(403);
    const refused = await queuedEvents(t.db, 'panasonic', 'staff.sign_in.refused');
    expect(refused.filter((e) => e.address === C)).toEqual([
      ...Array(3).fill({ userName: 'Watched', reason: 'wrongPassword', address: C }),
      { userName: 'watched', reason: 'locked', address: C },
      { userName: 'pm.only', reason: 'roleRequired', address: C },
    ]);
    const locked = (await queuedEvents(t.db, 'panasonic', 'staff.sign_in.locked')).filter(
      (e) => e.address === C,
    );
    expect(locked).toHaveLength(1);
    expect(locked[0]?.userName).toBe('Watched');
    expect(minutesFromNow(new Date(locked[0]?.lockedUntil ?? 0))).toBe(15);
    // Another tenant's endpoints hear nothing of it.
    expect(await queuedEvents(t.db, 'northmart', 'staff.sign_in.refused')).toEqual([]);
  });

  it('counts IPv6 callers by their /64', async () => {
    for (let i = 0; i < 3; i++) await loginFrom(`2001:db8:1:2::${i + 1}`, 'agent.l4', 'Wrong@1234');
    expect((await loginFrom('2001:db8:1:2:ffff::9', 'agent.l4')).statusCode).toBe(429);
    expect((await loginFrom('2001:db8:1:3::1', 'agent.l4')).statusCode).toBe(200);
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
