import { fillMessage, messages } from '@console/contracts/messages';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  insertStaff,
  insertTenants,
  PASSWORD,
  setTenantSettings,
  TEST_SECRET_KEY,
} from '../../../test/fixtures';
import { readQrDataUrl } from '../../../test/read-qr';
import { openSecret } from '../../platform/auth/secret-box';
import { newTotpSecret, totpCode } from '../../platform/auth/totp';
import { auditLog, mfaChallenges, sessions, staffUsers, tenants } from '../../platform/db/schema';
import { hashMfaToken } from './mfa.queries';

const VALIDATE = '/simplifi/v2/userManagement/mfa/validateMFA';
const ADD_DEVICE = '/simplifi/v2/userManagement/mfa/addMFADevice';
const RESYNC = '/simplifi/v2/userManagement/mfa/resyncMFADevice';
const TOKEN_DETAILS = '/simplifi/v1/userManagement/tokenDetails';
const STEP_MS = 30_000;
/** Settings asks for the current password before Add Device and its sync. */
const pw = { currentPassword: PASSWORD };

let t: TestApp;
/** Each account's TOTP secret, by user name. */
const secrets = new Map<string, string>();

async function enrolled(userName: string, tenantId = 'panasonic') {
  const secret = newTotpSecret();
  secrets.set(userName, secret);
  return insertStaff(t.db, { userName, roles: ['CUSTOMERSUPPORTL4'], tenantId, totpSecret: secret });
}

const userRow = async (userName: string) =>
  (await t.db.select().from(staffUsers).where(eq(staffUsers.userName, userName)))[0]!;

/** Signs in with the password and returns the mfaToken of the second step. */
async function mfaTokenFor(userName: string, tenantId = 'panasonic') {
  const res = await t.login(userName, undefined, tenantId);
  expect(res.statusCode).toBe(200);
  return res.json().mfaToken as string;
}

function validate(mfaToken: string, otp: string, tenantId = 'panasonic') {
  return t.app.inject({
    method: 'POST',
    url: VALIDATE,
    headers: { 'x-tenant-id': tenantId },
    payload: { mfaToken, otp },
  });
}

function resync(payload: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: RESYNC, headers, payload });
}

/** Two consecutive codes (steps n and n+1): still consecutive and in the window if a step boundary passes. */
function consecutiveCodes(secret: string) {
  const now = Date.now();
  return { mfaCode1: totpCode(secret, now), mfaCode2: totpCode(secret, now + STEP_MS) };
}

const auditCount = async (action: string, userId: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorId, userId)))
  ).length;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
  await insertTenants(t.db);
  // northmart requires two-step: accounts without it set it up at sign-in.
  const [northmart] = await t.db.select().from(tenants).where(eq(tenants.id, 'northmart'));
  await setTenantSettings(t.db, 'northmart', { ...northmart!.settings, mfaRequired: true });
  await insertStaff(t.db, { userName: 'plain.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'settings.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'reauth.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'line.tester', roles: ['LINETESTUSER', 'FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'setup.nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertStaff(t.db, { userName: 'other.nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  for (const name of [
    'two.ok',
    'two.wrong',
    'two.replay',
    'two.expired',
    'two.tries',
    'two.tenant',
    'two.locked',
    'two.cleared',
  ]) {
    await enrolled(name);
  }
});
afterAll(() => t.close());

describe('POST login with two-step', () => {
  it('gives a session at once to an account without two-step in a tenant that does not require it', async () => {
    const res = await t.login('plain.l4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isAuthenticated: true, accessToken: expect.any(String) });
    expect(res.json().mfaToken).toBeUndefined();
  });

  it('asks an enrolled account for its code, with no session yet', async () => {
    const user = await userRow('two.ok');
    const res = await t.login('two.ok');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mfaToken: expect.any(String), isAuthenticated: false });
    expect(res.json().mfaToken.length).toBeGreaterThanOrEqual(43);
    expect(await t.db.select().from(sessions).where(eq(sessions.staffUserId, user.id))).toHaveLength(0);
    // Only the token's hash is stored.
    const [challenge] = await t.db
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.tokenHash, hashMfaToken(res.json().mfaToken)));
    expect(challenge).toMatchObject({ purpose: 'login', tenantId: 'panasonic', staffUserId: user.id });
    expect(await auditCount('auth.mfa.challenge', user.id)).toBeGreaterThanOrEqual(1);
  });

  it('starts setup when the tenant requires two-step and the account has none', async () => {
    const res = await t.login('setup.nm', undefined, 'northmart');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ isAuthenticated: false, mfaToken: expect.any(String) });
    expect(body.accessToken).toBeUndefined();
    expect(body.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const user = await userRow('setup.nm');
    expect(user.mfaEnabled).toBe(false);
    expect(user.totpSecretEnc).toBeNull();
    expect(openSecret(TEST_SECRET_KEY, user.totpPendingEnc!)).toBe(body.secret);
  });
});

describe('POST validateMFA', () => {
  it('signs in on a right code, and the mfaToken works once only', async () => {
    const secret = secrets.get('two.ok')!;
    const mfaToken = await mfaTokenFor('two.ok');
    const res = await validate(mfaToken, totpCode(secret));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isAuthenticated: true,
      accessToken: expect.any(String),
      expiresAt: expect.any(Number),
    });
    const details = await t.app.inject({
      method: 'GET',
      url: TOKEN_DETAILS,
      headers: { authorization: `Bearer ${res.json().accessToken}` },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ userName: 'two.ok', mfaEnabled: true });
    // A later code, valid in itself, cannot reuse the token.
    const reuse = await validate(mfaToken, totpCode(secret, Date.now() + STEP_MS));
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(messages.sessionExpired);
    const user = await userRow('two.ok');
    expect(await auditCount('auth.mfa.validated', user.id)).toBe(1);
  });

  it('answers a wrong code with the invalid-OTP message and leaves the token usable', async () => {
    const secret = secrets.get('two.wrong')!;
    const mfaToken = await mfaTokenFor('two.wrong');
    const wrong = totpCode(newTotpSecret());
    const res = await validate(mfaToken, wrong === totpCode(secret) ? '000000' : wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.mfaInvalid);
    expect((await validate(mfaToken, totpCode(secret))).statusCode).toBe(200);
    expect(await auditCount('auth.mfa.failed', (await userRow('two.wrong')).id)).toBe(1);
  });

  it('refuses a code already accepted, even with a new mfaToken', async () => {
    const code = totpCode(secrets.get('two.replay')!);
    expect((await validate(await mfaTokenFor('two.replay'), code)).statusCode).toBe(200);
    const again = await validate(await mfaTokenFor('two.replay'), code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.mfaInvalid);
  });

  it('refuses an expired mfaToken', async () => {
    const mfaToken = await mfaTokenFor('two.expired');
    await t.db
      .update(mfaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mfaChallenges.tokenHash, hashMfaToken(mfaToken)));
    const res = await validate(mfaToken, totpCode(secrets.get('two.expired')!));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.sessionExpired);
  });

  it('kills the mfaToken after 5 attempts', async () => {
    const secret = secrets.get('two.tries')!;
    const mfaToken = await mfaTokenFor('two.tries');
    const right = totpCode(secret);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await validate(mfaToken, wrong)).statusCode).toBe(400);
    const res = await validate(mfaToken, right);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.sessionExpired);
  });

  it('counts wrong codes on the account across mfaTokens and locks it at the threshold', async () => {
    const secret = secrets.get('two.locked')!;
    const wrong = () => (totpCode(secret) === '123456' ? '654321' : '123456');
    // A fresh sign-in gives no fresh tries: 3 wrong codes on one token, 2 on the next lock the account.
    const first = await mfaTokenFor('two.locked');
    for (let i = 0; i < 3; i++) expect((await validate(first, wrong())).statusCode).toBe(400);
    const second = await mfaTokenFor('two.locked');
    for (let i = 0; i < 2; i++) expect((await validate(second, wrong())).statusCode).toBe(400);
    const user = await userRow('two.locked');
    expect(user.failedLogins).toBe(5);
    expect(user.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    // Locked: the right code on a live token, and the right password, are both refused.
    const right = await validate(second, totpCode(secret));
    expect(right.statusCode).toBe(429);
    const locked = fillMessage(messages.accountLocked, { minutes: 15 });
    expect(right.json().message).toBe(locked);
    const password = await t.login('two.locked');
    expect(password.statusCode).toBe(429);
    expect(password.json().message).toBe(locked);
    expect(await auditCount('auth.mfa.locked', user.id)).toBe(1);
    // Once the lock has run out, the right code signs in and clears the count.
    await t.db
      .update(staffUsers)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(staffUsers.id, user.id));
    expect((await validate(await mfaTokenFor('two.locked'), totpCode(secret))).statusCode).toBe(200);
    expect(await userRow('two.locked')).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('keeps the wrong-code count through a right password, and a right code clears it', async () => {
    const secret = secrets.get('two.cleared')!;
    const wrong = () => (totpCode(secret) === '123456' ? '654321' : '123456');
    for (let i = 0; i < 4; i++) {
      expect((await validate(await mfaTokenFor('two.cleared'), wrong())).statusCode).toBe(400);
    }
    expect((await userRow('two.cleared')).failedLogins).toBe(4);
    expect((await validate(await mfaTokenFor('two.cleared'), totpCode(secret))).statusCode).toBe(200);
    expect((await userRow('two.cleared')).failedLogins).toBe(0);
  });

  it('refuses an mfaToken sent for another tenant, and a made-up one', async () => {
    const mfaToken = await mfaTokenFor('two.tenant');
    const code = totpCode(secrets.get('two.tenant')!);
    expect((await validate(mfaToken, code, 'northmart')).statusCode).toBe(401);
    expect((await validate('made-up-token', code)).statusCode).toBe(401);
    expect((await validate(mfaToken, code, 'panasonic')).statusCode).toBe(200);
  });

  it('refuses a setup mfaToken: it only carries setup', async () => {
    const res = await t.login('other.nm', undefined, 'northmart');
    const { mfaToken, secret } = res.json();
    expect((await validate(mfaToken, totpCode(secret), 'northmart')).statusCode).toBe(401);
  });

  it('answers validation with the catalogue messages', async () => {
    const none = await t.app.inject({ method: 'POST', url: VALIDATE, payload: { mfaToken: 'x', otp: '' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(messages.mfaCodeRequired);
    const letters = await t.app.inject({
      method: 'POST',
      url: VALIDATE,
      payload: { mfaToken: 'x', otp: '12a456' },
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe(messages.mfaInvalid);
  });
});

describe('Add Device and resync from Settings', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: ADD_DEVICE })).statusCode).toBe(401);
    const res = await resync({ mfaCode1: '123456', mfaCode2: '654321' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.sessionExpired);
  });

  it('adds a pending device, activates it on two consecutive codes, then the account signs in with it', async () => {
    const headers = await t.loginAs('settings.l4');
    const added = await t.app.inject({ method: 'POST', url: ADD_DEVICE, headers, payload: pw });
    expect(added.statusCode).toBe(200);
    const { qrCodeUrl, secret } = added.json();
    expect(qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // What an authenticator app reads from the picture: a standard otpauth URI with this secret.
    const uri = new URL(readQrDataUrl(qrCodeUrl));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toContain('settings.l4');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBeTruthy();
    // Pending only: sign-in is unchanged until the resync.
    expect((await userRow('settings.l4')).mfaEnabled).toBe(false);
    expect((await t.login('settings.l4')).json().isAuthenticated).toBe(true);

    const same = totpCode(secret);
    const equal = await resync({ ...pw, mfaCode1: same, mfaCode2: same }, headers);
    expect(equal.statusCode).toBe(400);
    expect(equal.json().message).toBe(messages.code2MustDiffer);

    const codes = consecutiveCodes(secret);
    const reversed = await resync({ ...pw, mfaCode1: codes.mfaCode2, mfaCode2: codes.mfaCode1 }, headers);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(messages.mfaInvalid);

    // Both valid in the window, but not consecutive.
    const now = Date.now();
    const gap = await resync(
      { ...pw, mfaCode1: totpCode(secret, now - STEP_MS), mfaCode2: totpCode(secret, now + STEP_MS) },
      headers,
    );
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toBe(messages.mfaInvalid);

    const res = await resync({ ...pw, ...codes }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    const user = await userRow('settings.l4');
    expect(user).toMatchObject({ mfaEnabled: true, totpPendingEnc: null });
    expect(openSecret(TEST_SECRET_KEY, user.totpSecretEnc!)).toBe(secret);
    expect(await auditCount('auth.mfa.enabled', user.id)).toBe(1);
    // The person signs in again: sessions from before the new device have ended.
    expect((await t.app.inject({ method: 'GET', url: TOKEN_DETAILS, headers })).statusCode).toBe(401);

    // The codes entered for the resync are used up.
    const mfaToken = await mfaTokenFor('settings.l4');
    expect((await validate(mfaToken, codes.mfaCode2)).statusCode).toBe(400);
    // As if the next time step had come: a fresh code signs in.
    await t.db.update(staffUsers).set({ totpLastStep: null }).where(eq(staffUsers.id, user.id));
    expect((await validate(mfaToken, totpCode(secret))).statusCode).toBe(200);
  });

  it('asks for the current password before Add Device and before its sync', async () => {
    const headers = await t.loginAs('reauth.l4');
    const add = (payload: object) => t.app.inject({ method: 'POST', url: ADD_DEVICE, headers, payload });
    const missing = await add({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.currentPasswordRequired);
    const wrong = await add({ currentPassword: 'Wrong@1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.currentPasswordIncorrect);
    expect((await userRow('reauth.l4')).totpPendingEnc).toBeNull();
    const { secret } = (await add(pw)).json();
    const codes = consecutiveCodes(secret);
    const noPassword = await resync(codes, headers);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(messages.currentPasswordRequired);
    const wrongPassword = await resync({ ...codes, currentPassword: 'Wrong@1234' }, headers);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(messages.currentPasswordIncorrect);
    expect((await userRow('reauth.l4')).mfaEnabled).toBe(false);
    const user = await userRow('reauth.l4');
    expect(await auditCount('auth.reauth.failed', user.id)).toBe(2);
    expect((await resync({ ...codes, ...pw }, headers)).statusCode).toBe(200);
  });

  it('refuses both to a line tester, who has no Settings (spec 000 section 6)', async () => {
    const headers = await t.loginAs('line.tester');
    const added = await t.app.inject({ method: 'POST', url: ADD_DEVICE, headers, payload: pw });
    expect(added.statusCode).toBe(403);
    const res = await resync({ ...pw, mfaCode1: '123456', mfaCode2: '654321' }, headers);
    expect(res.statusCode).toBe(403);
  });

  it('refuses resync without a pending device, and with the catalogue messages for missing codes', async () => {
    const headers = await t.loginAs('plain.l4');
    const res = await resync({ ...pw, mfaCode1: '123456', mfaCode2: '654321' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.mfaInvalid);
    const missing1 = await resync({ ...pw, mfaCode2: '654321' }, headers);
    expect(missing1.json().message).toBe(messages.code1Required);
    const missing2 = await resync({ ...pw, mfaCode1: '123456' }, headers);
    expect(missing2.json().message).toBe(messages.code2Required);
  });
});

describe('setup at sign-in, then resync with the setup mfaToken', () => {
  it('activates two-step for the account; the next sign-in asks for a code', async () => {
    const started = await t.login('setup.nm', undefined, 'northmart');
    const { mfaToken, secret } = started.json();
    const tenantHeaders = { 'x-tenant-id': 'northmart' };

    // A session of another tenant cannot use the token.
    const foreign = await t.loginAs('plain.l4');
    const crossTenant = await resync({ ...consecutiveCodes(secret), mfaToken }, foreign);
    expect(crossTenant.statusCode).toBe(401);

    const wrong = await resync(
      { mfaCode1: totpCode(secret), mfaCode2: totpCode(secret, Date.now() - 2 * STEP_MS) },
      { ...tenantHeaders },
    );
    expect(wrong.statusCode).toBe(401); // no token and no session
    const bad = await resync(
      { mfaCode1: totpCode(secret), mfaCode2: totpCode(secret, Date.now() - 2 * STEP_MS), mfaToken },
      tenantHeaders,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.mfaInvalid);

    const ok = await resync({ ...consecutiveCodes(secret), mfaToken }, tenantHeaders);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success' });
    expect(await userRow('setup.nm')).toMatchObject({ mfaEnabled: true, totpPendingEnc: null });

    // Single use.
    const again = await resync({ ...consecutiveCodes(secret), mfaToken }, tenantHeaders);
    expect(again.statusCode).toBe(401);

    const next = await t.login('setup.nm', undefined, 'northmart');
    expect(next.json()).toEqual({ mfaToken: expect.any(String), isAuthenticated: false });
  });

  it('refuses a login mfaToken for resync', async () => {
    const mfaToken = await mfaTokenFor('two.ok');
    const res = await resync({ ...consecutiveCodes(newTotpSecret()), mfaToken });
    expect(res.statusCode).toBe(401);
  });

  it('records every two-step event', async () => {
    const rows = await t.db.select().from(auditLog).where(like(auditLog.action, 'auth.mfa.%'));
    const actions = new Set(rows.map((r) => r.action));
    for (const action of [
      'auth.mfa.challenge',
      'auth.mfa.setup_started',
      'auth.mfa.validated',
      'auth.mfa.failed',
      'auth.mfa.token_refused',
      'auth.mfa.device_added',
      'auth.mfa.resync_failed',
      'auth.mfa.enabled',
    ]) {
      expect(actions).toContain(action);
    }
  });
});

describe('two-step rate limits', () => {
  it('answers 429 with a message past the per-address limit', async () => {
    const limited = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const call = () =>
        limited.app.inject({ method: 'POST', url: VALIDATE, payload: { mfaToken: 'x', otp: '123456' } });
      expect((await call()).statusCode).toBe(401);
      expect((await call()).statusCode).toBe(401);
      const res = await call();
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(messages.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });
});
