import { fillMessage, messages } from '@console/contracts/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants, PASSWORD, TEST_SECRET_KEY } from '../../../test/fixtures';
import { openSecret } from '../../platform/auth/secret-box';
import { newTotpSecret } from '../../platform/auth/totp';
import { auditLog, loginFailures, mailOutbox, passwordResets, staffUsers } from '../../platform/db/schema';
import { authModule } from '.';

const OTP_SEND = '/simplifi/v2/otpManagement/system/otpGeneration';
const OTP_CHECK = '/simplifi/v2/otpManagement/system/otpValidation';
const RESET = '/simplifi/v2/userManagement/forgotPassword';
const CHANGE = '/simplifi/v2/userManagement/changePassword';
const TOKEN_DETAILS = '/simplifi/v1/userManagement/tokenDetails';
const NEW_PASSWORD = 'N3w!Secret';

let t: TestApp;
const emailOf = (userName: string) => `${userName}@console.example`;

function post(
  url: string,
  payload: object,
  headers: Record<string, string> = { 'x-tenant-id': 'panasonic' },
) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}
/** Asks for a reset code and waits for it to be issued (that happens after the answer). */
async function sendOtp(email: string, tenantId = 'panasonic') {
  const res = await post(OTP_SEND, { email, transactionType: 'forgotPassword' }, { 'x-tenant-id': tenantId });
  await t.servicesOf(authModule).passwords.settled();
  return res;
}

/** The code in the newest mail to this address, read from the outbox as a person reads the mail. */
async function otpFromOutbox(email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(sql`${email} = any(${mailOutbox.to})`)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  // The reset code is sealed at rest: only the server key opens it.
  const code = mail && openSecret(TEST_SECRET_KEY, mail.text).match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no OTP mail for ${email}`);
  return code;
}

async function verifiedToken(userName: string): Promise<string> {
  expect((await sendOtp(emailOf(userName))).statusCode).toBe(200);
  const res = await post(OTP_CHECK, {
    email: emailOf(userName),
    OTP: await otpFromOutbox(emailOf(userName)),
  });
  expect(res.statusCode).toBe(200);
  return res.json().verificationToken;
}

const wrongCode = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
  await insertTenants(t.db);
  for (const name of ['reset.a', 'reset.b', 'reset.c', 'reset.d', 'reset.e', 'reset.f', 'reset.g'])
    await insertStaff(t.db, { userName: name, roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, {
    userName: 'reset.mfa',
    roles: ['CUSTOMERSUPPORTL4'],
    totpSecret: newTotpSecret(),
  });
  await insertStaff(t.db, { userName: 'change.l1', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'change.l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'change.reauth', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'change.same', roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, { userName: 'partner.x', roles: ['CUSTOMERSUPPORTL3'], tenantId: 'northmart' });
});
afterAll(() => t.close());

describe('otpGeneration', () => {
  it('mails a 6-digit code to a known address and stores only its hash', async () => {
    const res = await sendOtp(emailOf('reset.a'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    const otp = await otpFromOutbox(emailOf('reset.a'));
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset-otp'));
    expect(mail?.status).toBe('stored');
    expect(mail?.subject).not.toContain(otp);
    expect(mail?.text).not.toContain(otp); // sealed at rest
    const rows = await t.db.select().from(passwordResets);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.otpHash).not.toContain(otp);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const before = await t.db.$count(mailOutbox);
    const res = await sendOtp('nobody@console.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(await t.db.$count(mailOutbox)).toBe(before);
  });

  it('answers before the code is made or mailed, so a known address takes no longer', async () => {
    const mailer = t.deps.mailer;
    const send = mailer.send;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mailer.send = async (message) => {
      await gate;
      return send(message);
    };
    try {
      const before = await t.db.$count(mailOutbox);
      const res = await post(OTP_SEND, { email: emailOf('reset.a'), transactionType: 'forgotPassword' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success' });
      expect(await t.db.$count(mailOutbox)).toBe(before);
      release();
      await t.servicesOf(authModule).passwords.settled();
      expect(await t.db.$count(mailOutbox)).toBe(before + 1);
    } finally {
      mailer.send = send;
    }
  });

  it('does not reach an account of another tenant', async () => {
    const before = await t.db.$count(mailOutbox);
    expect((await sendOtp(emailOf('partner.x'), 'panasonic')).statusCode).toBe(200);
    expect(await t.db.$count(mailOutbox)).toBe(before);
  });

  it('needs an e-mail and the forgotPassword transaction type', async () => {
    const empty = await sendOtp('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.forgotEmailRequired);
    expect((await post(OTP_SEND, { email: emailOf('reset.a'), transactionType: 'other' })).statusCode).toBe(
      400,
    );
  });

  it('limits codes per address (429 with a message)', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await sendOtp(emailOf('reset.g'))).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
    const limited = await sendOtp(emailOf('reset.g'));
    expect(limited.json().message).toBeTruthy();
  });
});

describe('otpValidation', () => {
  it('turns the right code into a single-use verification token; the code then stops working', async () => {
    await sendOtp(emailOf('reset.b'));
    const otp = await otpFromOutbox(emailOf('reset.b'));
    const wrong = await post(OTP_CHECK, { email: emailOf('reset.b'), OTP: wrongCode(otp) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.otpVerificationFailed);
    const right = await post(OTP_CHECK, { email: emailOf('reset.b'), OTP: otp });
    expect(right.statusCode).toBe(200);
    expect(right.json().verificationToken).toMatch(/^[\w-]{43}$/);
    expect((await post(OTP_CHECK, { email: emailOf('reset.b'), OTP: otp })).statusCode).toBe(400);
  });

  it('allows 5 tries per code, then the code is dead even when right', async () => {
    await sendOtp(emailOf('reset.c'));
    const otp = await otpFromOutbox(emailOf('reset.c'));
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post(OTP_CHECK, { email: emailOf('reset.c'), OTP: wrongCode(otp) })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await post(OTP_CHECK, { email: emailOf('reset.c'), OTP: otp })).statusCode).toBe(400);
  });

  it('refuses an expired code, and an earlier code once a new one is sent', async () => {
    await sendOtp(emailOf('reset.d'));
    const first = await otpFromOutbox(emailOf('reset.d'));
    await sendOtp(emailOf('reset.d'));
    const second = await otpFromOutbox(emailOf('reset.d'));
    if (first !== second)
      expect((await post(OTP_CHECK, { email: emailOf('reset.d'), OTP: first })).statusCode).toBe(400);
    const [user] = await t.db.select().from(staffUsers).where(eq(staffUsers.userName, 'reset.d'));
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.staffUserId, user!.id));
    expect((await post(OTP_CHECK, { email: emailOf('reset.d'), OTP: second })).statusCode).toBe(400);
  });

  it('checks the OTP field (required, up to 6 letters or digits)', async () => {
    const empty = await post(OTP_CHECK, { email: emailOf('reset.b'), OTP: '' });
    expect(empty.json().message).toBe(messages.otpRequired);
    expect((await post(OTP_CHECK, { email: emailOf('reset.b'), OTP: '1234567' })).statusCode).toBe(400);
  });
});

describe('forgotPassword', () => {
  it('sets the new password once, ends every session and keeps two-step sign-in', async () => {
    const old = await t.loginAs('reset.e');
    // Locked out by wrong passwords from this address: the reset proves who the person is.
    await t.db.insert(loginFailures).values({
      tenantId: 'panasonic',
      userName: 'reset.e',
      address: '127.0.0.1',
      failures: 5,
      lockedUntil: new Date(Date.now() + 15 * 60_000),
    });
    expect((await t.login('reset.e')).statusCode).toBe(429);
    const token = await verifiedToken('reset.e');
    const res = await post(RESET, { email: emailOf('reset.e'), newPassword: NEW_PASSWORD, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await t.app.inject({ method: 'GET', url: TOKEN_DETAILS, headers: old })).statusCode).toBe(401);
    expect((await t.login('reset.e', NEW_PASSWORD)).json().accessToken).toBeTruthy();
    expect((await t.login('reset.e')).statusCode).toBe(401);
    const again = await post(RESET, { email: emailOf('reset.e'), newPassword: 'An0ther!Pass', token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.resetFailed);

    const mfaToken = await verifiedToken('reset.mfa');
    await post(RESET, { email: emailOf('reset.mfa'), newPassword: NEW_PASSWORD, token: mfaToken });
    const signIn = (await t.login('reset.mfa', NEW_PASSWORD)).json();
    expect(signIn.mfaToken).toBeTruthy();
    expect(signIn.accessToken).toBeUndefined();
  });

  it('applies the strength rule and refuses breached passwords, keeping the token', async () => {
    const token = await verifiedToken('reset.f');
    const weak = await post(RESET, { email: emailOf('reset.f'), newPassword: 'abcdefgh', token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(messages.passwordUppercase);
    const breached = await post(RESET, { email: emailOf('reset.f'), newPassword: 'P@ssw0rd', token });
    expect(breached.statusCode).toBe(400);
    expect(breached.json().message).toBe(messages.passwordBreached);
    const otherEmail = await post(RESET, { email: emailOf('reset.a'), newPassword: NEW_PASSWORD, token });
    expect(otherEmail.statusCode).toBe(400);
    expect(
      (await post(RESET, { email: emailOf('reset.f'), newPassword: NEW_PASSWORD, token })).statusCode,
    ).toBe(200);
  });

  it('records every step in the audit log', async () => {
    const [user] = await t.db.select().from(staffUsers).where(eq(staffUsers.userName, 'reset.e'));
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, user!.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['auth.otp.requested', 'auth.otp.verified', 'auth.password.reset']),
    );
  });
});

describe('addresses no one has', () => {
  const bodies = (email: string) =>
    [
      [OTP_SEND, { email, transactionType: 'forgotPassword' }],
      [OTP_CHECK, { email, OTP: '123456' }],
      [RESET, { email, newPassword: NEW_PASSWORD, token: 'x'.repeat(43) }],
    ] as const;

  it.each([
    ['a NUL byte', 'reset.a\u0000@console.example'],
    ['an unpaired surrogate', 'reset.a\ud800@console.example'],
    ['a control character', 'reset.a\u0007@console.example'],
  ])('answers an e-mail with %s with 400 and the catalogue message on every reset call', async (_, email) => {
    for (const [url, payload] of bodies(email)) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(messages.emailInvalid);
    }
    await t.servicesOf(authModule).passwords.settled();
  });
});

describe('changePassword', () => {
  const change = (headers: Record<string, string>, newPassword = NEW_PASSWORD, currentPassword = PASSWORD) =>
    post(CHANGE, { currentPassword, newPassword }, headers);

  it('needs a session and level above 1', async () => {
    expect((await change({ 'x-tenant-id': 'panasonic' })).statusCode).toBe(401);
    expect((await change(await t.loginAs('change.l1'))).statusCode).toBe(403);
  });

  it('asks for the current password, and counts wrong ones with wrong sign-ins from the address', async () => {
    const headers = await t.loginAs('change.reauth');
    const missing = await post(CHANGE, { newPassword: NEW_PASSWORD }, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.currentPasswordRequired);
    const codes = [];
    for (let i = 0; i < 5; i++) {
      const wrong = await change(headers, NEW_PASSWORD, 'Wrong@1234');
      codes.push(wrong.statusCode);
      if (i === 0) expect(wrong.json().message).toBe(messages.currentPasswordIncorrect);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400]);
    // The fifth locked this name from this address: the right password too, and sign-in.
    const locked = await change(headers);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(fillMessage(messages.accountLocked, { minutes: 15 }));
    expect((await t.login('change.reauth')).statusCode).toBe(429);
    expect((await t.login('change.reauth', NEW_PASSWORD)).statusCode).toBe(429);
  });

  it('refuses the current password as the new one, naming why (QA walk)', async () => {
    const headers = await t.loginAs('change.same');
    const same = await change(headers, PASSWORD, PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'passwordSameAsCurrent',
      message: messages.passwordSameAsCurrent,
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await t.loginAs('change.l2');
    const mine = await t.loginAs('change.l2');
    const weak = await change(mine, 'short');
    expect(weak.json().message).toBe(messages.passwordMin8);
    expect((await change(mine, 'P@ssw0rd')).json().message).toBe(messages.passwordBreached);
    expect((await change(mine)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: TOKEN_DETAILS, headers: mine })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: TOKEN_DETAILS, headers: other })).statusCode).toBe(401);
    expect((await t.login('change.l2', NEW_PASSWORD)).statusCode).toBe(200);
  });
});
