import { can, principalOf, type Role } from '@console/contracts/access';
import { tenantHasWarranty } from '@console/contracts/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../src/modules/demo';
import { issueAppSession } from '../src/platform/auth/app-sessions';
import { type RouteAccess, routeAccessOf } from '../src/platform/auth/route-access';
import { buildTestApp, type TestApp } from './build-app';
import { insertEndUser, insertStaff, insertTenants } from './fixtures';

/*
 * The authorization matrix (issue 11): every route the app registers × every demo account shape
 * (and no session, and an app user) → the answer its declared access predicts. Each route's rule is
 * read from its guard (platform/auth/route-access.ts) and decided with the contracts' own `can`:
 * refused → 403 (401 without a fitting session); let in → neither 401 nor 403, and a 2xx for a
 * GET that needs no input.
 */

interface Account {
  userName: string;
  tenantId: string;
  roles: Role[];
}

/** The demo's staff on the two test tenants; demo.norole cannot sign in (checked on its own). */
const ACCOUNTS: Account[] = DEMO_STAFF.filter(
  (s) => ['panasonic', 'northmart'].includes(s.tenantId) && s.username !== 'demo.norole',
).map((s) => ({ userName: s.username, tenantId: s.tenantId, roles: s.roles }));

/** Signing out ends the session the other calls use: it goes last. */
const LAST = 'POST /simplifi/v1/userManagement/logout';

interface Route {
  key: string;
  method: string;
  url: string;
  access: RouteAccess;
  /** A GET with no parameters at all: a caller let in gets a 2xx. */
  needsNoInput: boolean;
}

let t: TestApp;
let routes: Route[];
let publicRoutes: string[];
const sessions = new Map<string, Record<string, string>>();
let appHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  for (const a of [...ACCOUNTS, { userName: 'demo.norole', tenantId: 'panasonic', roles: [] }]) {
    await insertStaff(t.db, a);
  }
  await insertEndUser(t.db, { id: 'U1', email: 'u1@example.com', mobile: '+919800000001' });
  for (const a of ACCOUNTS) sessions.set(a.userName + a.tenantId, await t.loginAs(a.userName, a.tenantId));
  appHeaders = {
    authorization: `Bearer ${await issueAppSession(t.db, { tenantId: 'panasonic', userId: 'U1' })}`,
    'x-tenant-id': 'panasonic',
  };

  const spec = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: unknown[] }>> };
  const needsNoInput = (method: string, url: string) =>
    method === 'GET' && !spec.paths[url]?.get?.parameters?.length && !url.includes(':');
  const all = [...routeAccessOf(t.app)].map(([key, access]) => {
    const [method = '', url = ''] = key.split(' ');
    return { key, method, url, access, needsNoInput: needsNoInput(method, url) };
  });
  routes = all
    .filter((r): r is Route => r.access !== undefined)
    .sort((a, b) => Number(a.key === LAST) - Number(b.key === LAST));
  publicRoutes = all.filter((r) => r.access === undefined && r.url.startsWith('/simplifi')).map((r) => r.key);
});

afterAll(() => t?.close());

function call(route: Route, headers: Record<string, string>) {
  const url = route.url.replace(/:\w+/g, 'x1');
  const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
  return t.app.inject({ method: route.method as 'GET', url, headers, ...(payload ? { payload } : {}) });
}

type Expected = 'let in' | 401 | 403;

function expected(route: Route, caller: Account | 'app' | 'none'): Expected {
  if (caller === 'none') return 401;
  const { access } = route;
  if ('app' in access) return caller === 'app' ? 'let in' : 401;
  if (caller === 'app') return 401; // an app user's session is not a staff session
  if (access.session === 'any') return 'let in';
  const mainTenant = caller.tenantId === 'panasonic';
  if (!can(principalOf(caller.roles, mainTenant), access.session)) return 403;
  // Warranty is also the tenant's setting (insertTenants turns it on for the main brand only).
  if (access.session === 'warranty' && !tenantHasWarranty(caller.tenantId, mainTenant)) return 403;
  return 'let in';
}

function meets(status: number, want: Expected, route: Route): boolean {
  if (want !== 'let in') return status === want;
  if (status === 401 || status === 403 || status >= 500) return false;
  return !route.needsNoInput || (status >= 200 && status < 300);
}

/** `route as caller → got status, want …` for every call that did not answer as predicted. */
async function mismatches(caller: Account | 'app' | 'none', headers: Record<string, string>) {
  const found: string[] = [];
  const name = typeof caller === 'string' ? caller : `${caller.userName}@${caller.tenantId}`;
  for (const route of routes) {
    const want = expected(route, caller);
    const res = await call(route, headers);
    if (!meets(res.statusCode, want, route))
      found.push(`${route.key} as ${name} → ${res.statusCode}, want ${want}`);
  }
  return found;
}

describe('the authorization matrix', () => {
  it('reads a declared access for every route but the public ones', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /simplifi/v1/tenantManagement/web/tenant/:tenantKey',
        'GET /simplifi/v1/captcha/challenge',
        'POST /simplifi/v1/userManagement/login',
        'POST /simplifi/v2/userManagement/mfa/validateMFA',
        'POST /simplifi/v2/userManagement/mfa/resyncMFADevice',
        'POST /simplifi/v2/otpManagement/system/otpGeneration',
        'POST /simplifi/v2/otpManagement/system/otpValidation',
        'POST /simplifi/v2/userManagement/forgotPassword',
      ].sort(),
    );
  });

  it('answers 401 on every guarded route without a session, and to an app user on staff routes', async () => {
    expect(await mismatches('none', {})).toEqual([]);
    expect(await mismatches('app', appHeaders)).toEqual([]);
  });

  it('answers every demo account shape as its rule says, on every route', async () => {
    const found: string[] = [];
    for (const account of ACCOUNTS) {
      found.push(...(await mismatches(account, sessions.get(account.userName + account.tenantId) ?? {})));
    }
    expect(found).toEqual([]);
  }, 60_000);

  it('does not let an account without a role sign in', async () => {
    expect((await t.login('demo.norole')).statusCode).toBe(403);
  });
});
