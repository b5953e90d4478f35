import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { OTHER_CLIENT_ID, startTestProvider, type TestProvider } from '../../../test/oidc-provider';
import {
  CONSOLE_HOST,
  configureSso,
  finishSignIn,
  REDIRECT_URI,
  signInWithSso,
  startSignIn,
} from '../../../test/sso-flow';
import { forgetCachedSessions } from '../../platform/auth/sessions';

/*
 * Single sign-on against a real OpenID Provider (oidc-provider on a loopback port): sign-in with
 * just-in-time accounts and links by verified e-mail, claim mapping, each refusal (with nothing
 * but its audit entry written), key rotation, require-SSO with break-glass accounts, and the
 * provider's word at a session's check.
 */

let t: TestApp;
let provider: TestProvider;

/** Row counts of the tables a sign-in writes; a refusal must leave them as they were. */
async function counts() {
  const { rows } = await t.database.execute(
    `SELECT (SELECT count(*) FROM staff_users) AS staff, (SELECT count(*) FROM staff_permissions) AS permissions,
       (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM sso_identities) AS identities,
       (SELECT count(*) FROM sso_sessions) AS sso_sessions, (SELECT count(*) FROM sso_logins) AS logins`,
  );
  return JSON.stringify(rows[0]);
}

async function lastAudit(action: string) {
  const { rows } = await t.database.execute(
    `SELECT detail FROM audit_log WHERE action = '${action}' ORDER BY id DESC LIMIT 1`,
  );
  return rows[0]?.detail as Record<string, unknown> | undefined;
}

/** Saves settings as the tenant admin: a provider's fields with these changes. */
const putSettings = async (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/simplifi/v1/sso/settings',
    headers: { ...(await t.headersFor('sso.admin')), host: CONSOLE_HOST },
    payload: {
      enabled: true,
      providerName: 'Acme ID',
      issuer: provider.issuer,
      clientId: 'console',
      ...payload,
    },
  });

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/simplifi/v1/userManagement/tokenDetails',
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'panasonic' },
  });

beforeAll(async () => {
  // Sign-in's per-address limit would stop a file of sign-ins from one test address.
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'sso.admin', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'sso.l1', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'existing', roles: ['CUSTOMERSUPPORTL1'] });
  provider = await startTestProvider({ redirectUris: [REDIRECT_URI] });
  const person = (email: string, groups: string[], verified = true) => ({
    email,
    email_verified: verified,
    given_name: 'Ada',
    family_name: 'Lovelace',
    groups,
  });
  provider.accounts.set('alice', {
    ...person('alice@acme.example', ['console-l2']),
    preferred_username: 'alice',
  });
  provider.accounts.set('bob', person('bob@acme.example', ['console-l2', 'console-l4']));
  provider.accounts.set('existing', person('existing@console.example', ['console-l2']));
  provider.accounts.set('unverified', person('unverified@acme.example', ['console-l2'], false));
  provider.accounts.set('norole', person('norole@acme.example', ['marketing']));
  provider.accounts.set('carol', person('carol@acme.example', ['console-l2']));
  await configureSso(t, provider);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

beforeEach(() => {
  provider.state.swapIdToken = undefined;
});

describe('SSO settings', () => {
  it('are for the tenant admins only and never send the secret back', async () => {
    const denied = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/sso/settings',
      headers: await t.headersFor('sso.l1'),
    });
    expect(denied.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/sso/settings',
      headers: { ...(await t.headersFor('sso.admin')), host: CONSOLE_HOST },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enabled: true, clientSecretSet: true, redirectUri: REDIRECT_URI });
    expect(res.body).not.toContain('console-secret');
    const { rows } = await t.database.execute('SELECT client_secret_enc FROM tenant_sso');
    expect(String(rows[0]?.client_secret_enc)).toMatch(/^v1\./);
  });

  it('refuses a field the console names with its own message and code, changing nothing', async () => {
    const before = await t.database.execute('SELECT provider_name, client_id, issuer FROM tenant_sso');
    const put = putSettings;
    for (const [payload, code] of [
      [{ providerName: ' ' }, 'ssoProviderNameRequired'],
      [{ clientId: '' }, 'ssoClientIdRequired'],
      [{ issuer: 'http://login.acme.example' }, 'ssoIssuerInvalid'],
      [{ scopes: 'openid  email' }, 'ssoScopesInvalid'],
      [
        { mappings: [{ claim: 'groups', value: '', roles: ['CUSTOMERSUPPORTL1'] }] },
        'ssoMappingValueRequired',
      ],
    ] as const) {
      const res = await put(payload);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    const after = await t.database.execute('SELECT provider_name, client_id, issuer FROM tenant_sso');
    expect(after.rows).toEqual(before.rows);
  });

  it('the login page learns the provider by host or tenant header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/sso/provider',
      headers: { 'x-tenant-id': 'panasonic' },
    });
    expect(res.json()).toEqual({ enabled: true, providerName: 'Acme ID', required: false });
    const partner = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/sso/provider',
      headers: { host: 'console.northmart.example' },
    });
    expect(partner.json()).toEqual({ enabled: false, providerName: null, required: false });
  });
});

describe('sign-in with SSO', () => {
  it('creates the account just in time with the mapped roles and scope, a session that works, audited', async () => {
    const { res } = await signInWithSso(t, provider, 'alice');
    expect(res.statusCode).toBe(200);
    const details = await me(res.json().accessToken);
    expect(details.json()).toMatchObject({
      userName: 'alice',
      email: 'alice@acme.example',
      firstName: 'Ada',
      roles: ['CUSTOMERSUPPORTL2'],
      userLevel: 2,
      permissions: [{ country: 'IN', brand: 'PANASONIC', categories: ['AC', 'REF'] }],
    });
    expect(await lastAudit('auth.sso.login')).toMatchObject({ account: 'created', subject: 'alice' });
  });

  it('combines every matching rule: roles, level and scope', async () => {
    const { res } = await signInWithSso(t, provider, 'bob');
    const details = (await me(res.json().accessToken)).json();
    expect(details.roles).toEqual(['CUSTOMERSUPPORTL2', 'CUSTOMERSUPPORTL4']);
    expect(details.userLevel).toBe(5);
    expect(details.userName).toBe('bob@acme.example');
    expect(details.permissions).toEqual([
      { country: 'IN', brand: 'PANASONIC', categories: ['AC', 'FAN', 'REF'] },
    ]);
  });

  it('links an existing account by verified e-mail, and the same identity signs in again without a new account', async () => {
    const before = await t.database.execute(`SELECT count(*)::int AS n FROM staff_users`);
    const first = await signInWithSso(t, provider, 'existing');
    expect((await me(first.res.json().accessToken)).json()).toMatchObject({
      userName: 'existing',
      roles: ['CUSTOMERSUPPORTL2'],
    });
    expect(await lastAudit('auth.sso.login')).toMatchObject({ account: 'linked' });
    const again = await signInWithSso(t, provider, 'existing');
    expect(again.res.statusCode).toBe(200);
    expect(await lastAudit('auth.sso.login')).toMatchObject({ account: 'signed-in' });
    const after = await t.database.execute(`SELECT count(*)::int AS n FROM staff_users`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('logout revokes an SSO session as any other', async () => {
    const { res } = await signInWithSso(t, provider, 'alice');
    const token = res.json().accessToken;
    const out = await t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/userManagement/logout',
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'panasonic' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('keeps working after the provider rotates its signing key', async () => {
    const kidOf = (jwt: string) =>
      JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString()).kid;
    const oldKid = provider.state.keys[0]?.kid;
    provider.rotateKeys();
    expect(provider.state.keys[0]?.kid).not.toBe(oldKid);
    const { res } = await signInWithSso(t, provider, 'carol');
    expect(res.statusCode).toBe(200);
    // The ID token was signed with the new key (the provider signs with its first).
    const token = await provider.idTokenFor('console', 'n', 'carol');
    expect(kidOf(token)).toBe(provider.state.keys[0]?.kid);
  });
});

describe('refusals: a clear message, an audit entry, nothing else written', () => {
  async function refused(run: () => Promise<{ statusCode: number; json: () => { message?: string } }>) {
    const before = await counts();
    const res = await run();
    // The sign-in under way stays until it expires (a refusal writes nothing but the audit entry).
    expect(await counts()).toBe(before);
    return { status: res.statusCode, message: res.json().message };
  }

  /** Starts a sign-in and has the provider answer; the callback is the refusal under test. */
  async function atCallback(login: string) {
    const started = await startSignIn(t);
    const back = await provider.signInAt(started.url, login);
    return { started, back, nonce: new URL(started.url).searchParams.get('nonce') ?? '' };
  }

  it('an unverified e-mail', async () => {
    const { started, back } = await atCallback('unverified');
    expect(await refused(() => finishSignIn(t, back, started.cookie))).toEqual({
      status: 403,
      message: 'Your e-mail address is not verified at the sign-in provider.',
    });
    expect(await lastAudit('auth.sso.refused')).toMatchObject({ reason: 'ssoEmailUnverified' });
  });

  it('a person the mapping gives no role', async () => {
    const { started, back } = await atCallback('norole');
    expect(await refused(() => finishSignIn(t, back, started.cookie))).toMatchObject({ status: 403 });
    expect(await lastAudit('auth.sso.refused')).toMatchObject({ reason: 'ssoNoRole' });
  });

  it('a state that does not match, or a callback from another browser', async () => {
    const { started, back } = await atCallback('alice');
    const wrongState = Object.fromEntries(back.searchParams);
    wrongState.state = 'not-the-state';
    expect(await refused(() => finishSignIn(t, wrongState, started.cookie))).toMatchObject({
      status: 401,
      message: expect.stringContaining('not valid any more'),
    });
    expect(await refused(() => finishSignIn(t, back, 'sso_browser=another-browser'))).toMatchObject({
      status: 401,
    });
    expect(await lastAudit('auth.sso.refused')).toMatchObject({ reason: 'ssoStateMismatch' });
  });

  it('a replayed callback, and a used code replayed into a new sign-in', async () => {
    const first = await signInWithSso(t, provider, 'alice');
    expect(first.res.statusCode).toBe(200);
    expect(await refused(() => finishSignIn(t, first.back, first.started.cookie))).toMatchObject({
      status: 401,
    });
    expect(await lastAudit('auth.sso.refused')).toMatchObject({ reason: 'ssoStateMismatch' });
    const next = await startSignIn(t);
    const state = new URL(next.url).searchParams.get('state') ?? '';
    const replay = { ...Object.fromEntries(first.back.searchParams), state };
    expect(await refused(() => finishSignIn(t, replay, next.cookie))).toMatchObject({
      status: 401,
      message: expect.stringContaining('refused by the provider'),
    });
    expect(await lastAudit('auth.sso.refused')).toMatchObject({ reason: 'ssoCodeRejected' });
  });

  it('an expired ID token', async () => {
    const { started, back, nonce } = await atCallback('alice');
    const now = Math.floor(Date.now() / 1000);
    const issued = await provider.idTokenFor('console', nonce, 'alice');
    provider.state.swapIdToken = provider.reSigned(issued, { iat: now - 7200, exp: now - 3600 });
    expect(await refused(() => finishSignIn(t, back, started.cookie))).toMatchObject({
      status: 401,
      message: 'The sign-in has expired. Start again.',
    });
    expect(await lastAudit('auth.sso.refused')).toMatchObject({ reason: 'ssoTokenExpired' });
  });

  it('an ID token for another audience', async () => {
    const { started, back, nonce } = await atCallback('alice');
    provider.state.swapIdToken = await provider.idTokenFor(OTHER_CLIENT_ID, nonce, 'alice');
    expect(await refused(() => finishSignIn(t, back, started.cookie))).toMatchObject({
      status: 401,
      message: expect.stringContaining('wrong audience'),
    });
    expect(await lastAudit('auth.sso.refused')).toMatchObject({ reason: 'ssoAudienceMismatch' });
  });

  it('an ID token whose nonce is another sign-in’s', async () => {
    const { started, back } = await atCallback('alice');
    provider.state.swapIdToken = await provider.idTokenFor('console', 'another-nonce', 'alice');
    expect(await refused(() => finishSignIn(t, back, started.cookie))).toMatchObject({
      status: 401,
      message: expect.stringContaining('nonce mismatch'),
    });
    expect(await lastAudit('auth.sso.refused')).toMatchObject({ reason: 'ssoNonceMismatch' });
  });

  it('a provider that is not the issuer the tenant trusts', async () => {
    // The same provider reached by another name: its discovery names an issuer other than the one configured.
    await configureSso(t, provider, { issuer: provider.issuer.replace('127.0.0.1', 'localhost') });
    try {
      const before = await counts();
      const started = await startSignIn(t);
      expect(started.res.statusCode).toBe(401);
      expect(started.res.json().message).toContain('wrong issuer');
      expect(await counts()).toBe(before);
      expect(await lastAudit('auth.sso.refused')).toMatchObject({ reason: 'ssoIssuerMismatch' });
    } finally {
      await configureSso(t, provider);
    }
  });
});

describe('the provider decides at each check', () => {
  const dueNow = (token: string) =>
    t.database.execute(
      `UPDATE sso_sessions SET check_at = now() - interval '1 second'
       WHERE token_hash = encode(sha256(convert_to('${token}', 'UTF8')), 'hex')`,
    );

  it('a person still enabled keeps the session, the refresh token renewed', async () => {
    const { res } = await signInWithSso(t, provider, 'carol');
    const token = res.json().accessToken;
    const before = await t.database.execute(
      `SELECT tokens_enc FROM sso_sessions ORDER BY check_at DESC LIMIT 1`,
    );
    await dueNow(token);
    expect((await me(token)).statusCode).toBe(200);
    const { rows } = await t.database.execute(
      `SELECT check_at > now() AS later, tokens_enc FROM sso_sessions
       WHERE token_hash = encode(sha256(convert_to('${token}', 'UTF8')), 'hex')`,
    );
    expect(rows[0]?.later).toBe(true);
    expect(rows[0]?.tokens_enc).not.toBe(before.rows[0]?.tokens_enc);
  });

  it('a person disabled at the provider loses access at the next check', async () => {
    const { res } = await signInWithSso(t, provider, 'bob');
    const token = res.json().accessToken;
    expect((await me(token)).statusCode).toBe(200);
    const bob = provider.accounts.get('bob');
    provider.accounts.delete('bob');
    try {
      // Until the check is due the session stands; then the provider's refusal ends it.
      expect((await me(token)).statusCode).toBe(200);
      await dueNow(token);
      // The session cache holds the check's time for a few seconds; time reaching it needs no forgetting.
      await forgetCachedSessions(t.db);
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(token)).statusCode).toBe(401);
      expect(await lastAudit('auth.sso.ended')).toMatchObject({ reason: 'ssoCodeRejected' });
    } finally {
      if (bob) provider.accounts.set('bob', bob);
    }
  });
});

describe('require SSO', () => {
  it('refuses a password to everyone but the break-glass accounts', async () => {
    await configureSso(t, provider, { requireSso: true, breakGlass: ['SSO.Admin'] });
    try {
      // The login page learns it, to offer the provider first and the password form second.
      const offered = await t.app.inject({
        method: 'GET',
        url: '/simplifi/v1/sso/provider',
        headers: { 'x-tenant-id': 'panasonic' },
      });
      expect(offered.json()).toEqual({ enabled: true, providerName: 'Acme ID', required: true });
      const refused = await t.login('sso.l1');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('single sign-on');
      const admin = await t.login('sso.admin');
      expect(admin.statusCode).toBe(200);
    } finally {
      await configureSso(t, provider, { requireSso: false });
    }
  });

  it('is never saved so that nobody could sign in: unknown break-glass names, no admin among them, no rule, no provider', async () => {
    const before = await t.database.execute('SELECT require_sso, break_glass, issuer FROM tenant_sso');
    const put = (payload: Record<string, unknown>) =>
      putSettings({
        requireSso: true,
        breakGlass: ['sso.admin'],
        mappings: [{ claim: 'groups', value: 'console-l2', roles: ['CUSTOMERSUPPORTL2'] }],
        ...payload,
      });
    const unknown = await put({ breakGlass: ['sso.admin', 'nobody.at.all'], requireSso: false });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'ssoBreakGlassUnknown']);
    expect(unknown.json().message).toContain('nobody.at.all');
    // sso.l1 exists but may not change these settings: it could not undo the requirement.
    const noAdmin = await put({ breakGlass: ['sso.l1'] });
    expect([noAdmin.statusCode, noAdmin.json().code]).toEqual([400, 'ssoRequireNeedsAdmin']);
    const noRule = await put({ mappings: [] });
    expect([noRule.statusCode, noRule.json().code]).toEqual([400, 'ssoRequireNeedsRule']);
    // A loopback port nothing listens on: the provider cannot be reached.
    const unreachable = await put({ issuer: 'http://127.0.0.1:9/oidc' });
    expect([unreachable.statusCode, unreachable.json().code]).toEqual([400, 'ssoRequireUnreachable']);
    const after = await t.database.execute('SELECT require_sso, break_glass, issuer FROM tenant_sso');
    expect(after.rows).toEqual(before.rows);
    // Without the requirement, the same provider and an empty rule list may be saved (set up first).
    const offOnly = await put({ requireSso: false, mappings: [], issuer: 'http://127.0.0.1:9/oidc' });
    expect(offOnly.statusCode).toBe(200);
    await configureSso(t, provider);
  });
});
