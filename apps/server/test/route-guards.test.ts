import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';
import { insertStaff, insertTenants } from './fixtures';

/*
 * The guard on every route the app registers, found from its OpenAPI document, so a new area's
 * routes are checked the moment they exist. A route open without a session must be named here.
 */
const PUBLIC = new Set([
  'GET /healthz',
  'GET /simplifi/v1/tenantManagement/web/tenant/{tenantKey}',
  'GET /simplifi/v1/captcha/challenge',
  'POST /simplifi/v1/userManagement/login',
  // The two-step calls carry the sign-in's MFA token, not a session (resync takes either; adding
  // a device needs a session and is checked below like every other route).
  'POST /simplifi/v2/userManagement/mfa/validateMFA',
  'POST /simplifi/v2/userManagement/mfa/resyncMFADevice',
  'POST /simplifi/v2/otpManagement/system/otpGeneration',
  'POST /simplifi/v2/otpManagement/system/otpValidation',
  'POST /simplifi/v2/userManagement/forgotPassword',
  // Single sign-on (issue 33): the login page's provider, its start and the provider's answer.
  'GET /simplifi/v1/sso/provider',
  'POST /simplifi/v1/sso/start',
  'POST /simplifi/v1/sso/callback',
  // Signed download links: the signature is the credential.
  'GET /files/{prefix}/{id}',
  // The SMS gateway's delivery reports (issue 34): its signature is the credential.
  'POST /simplifi/v1/notificationmanager/sms/deliveryReports',
]);

/**
 * The consumer app's calls (an app session is the credential) and the metrics scrape (METRICS_TOKEN
 * is): a staff session is refused there (401).
 */
const APP = new Set([
  'POST /simplifi/v1/appsupport/userFeedback',
  'POST /simplifi/v1/appsupport/notifications/opened',
  'GET /simplifi/v1/appsupport/notificationPreferences/{userId}',
  'PUT /simplifi/v1/appsupport/notificationPreferences/{userId}',
  'GET /metrics',
]);

/** What every signed-in person may do about themselves, whatever their role. */
const SELF = new Set([
  'GET /simplifi/v1/userManagement/tokenDetails',
  'POST /simplifi/v1/userManagement/logout',
  'POST /simplifi/v2/userManagement/changePassword',
]);

interface Route {
  method: string;
  path: string;
  key: string;
}

let t: TestApp;
let routes: Route[];

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  // The line tester's L4 role lets them sign in; the line-test rule takes every screen away again.
  await insertStaff(t.db, { userName: 'linetest', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, {
    userName: 'nm',
    roles: ['CLOUDADMIN', 'CUSTOMERSUPPORTL4'],
    tenantId: 'northmart',
  });
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((m) => ({
      method: m.toUpperCase(),
      path,
      key: `${m.toUpperCase()} ${path}`,
    })),
  );
});

afterAll(() => t.close());

function call(route: Route, headers: Record<string, string> = {}) {
  const url = route.path.replace(/\{\w+\}/g, 'x1');
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  return t.app.inject({ method: route.method as 'GET', url, headers, ...(body ? { payload: body } : {}) });
}

/** `Route → status` for each route whose answer `ok` refuses. */
async function offenders(list: Route[], headers: Record<string, string>, ok: (status: number) => boolean) {
  const found: string[] = [];
  for (const route of list) {
    const res = await call(route, headers);
    if (!ok(res.statusCode)) found.push(`${route.key} → ${res.statusCode}`);
  }
  return found;
}

describe('every route is guarded', () => {
  it('finds the routes of every area', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map((r) => r.key)).toContain('GET /simplifi/v1/fota/firmware');
  });

  it('answers 401 without a session, or with a made-up token, on every route not named public', async () => {
    const guarded = routes.filter((r) => !PUBLIC.has(r.key));
    expect(await offenders(guarded, {}, (s) => s === 401)).toEqual([]);
    expect(await offenders(guarded, { authorization: 'Bearer not-a-session' }, (s) => s === 401)).toEqual([]);
  });

  it("refuses another tenant's session (403) on every guarded route, whatever its rights there", async () => {
    const headers = { ...(await t.headersFor('nm', 'northmart')), 'x-tenant-id': 'panasonic' };
    const guarded = routes.filter((r) => !PUBLIC.has(r.key) && !APP.has(r.key));
    expect(await offenders(guarded, headers, (s) => s === 403)).toEqual([]);
    const app = routes.filter((r) => APP.has(r.key));
    expect(await offenders(app, headers, (s) => s === 401)).toEqual([]);
  });

  it('gives a line tester nothing but their own session (no 2xx anywhere else)', async () => {
    const headers = await t.headersFor('linetest');
    const others = routes.filter((r) => !PUBLIC.has(r.key) && !SELF.has(r.key));
    expect(await offenders(others, headers, (s) => s < 200 || s >= 300)).toEqual([]);
  });
});
