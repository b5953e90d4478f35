import { can, principalOf, type Role, type RuleName } from '@console/contracts/access';
import { isLineStationToken, LINE_STATION_RULE, TOKEN_PRESETS } from '@console/contracts/api-tokens';
import { tenantHasWarranty } from '@console/contracts/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerRow } from '../src/modules/dealers/test-fixtures';
import { DEMO_STAFF } from '../src/modules/demo';
import { insertUnit } from '../src/modules/manufactured-devices/test-fixtures';
import { issueAppSession } from '../src/platform/auth/app-sessions';
import { type RouteAccess, readingRoutesOf, routeAccessOf } from '../src/platform/auth/route-access';
import { dealers } from '../src/platform/db/schema';
import { buildTestApp, type TestApp } from './build-app';
import { insertDevice, insertEndUser, insertHome, insertStaff, insertTenants } from './fixtures';

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
/** A session of demo.l4 of its own: the matrix signs every other session out at its end. */
let scopedHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  for (const a of [...ACCOUNTS, { userName: 'demo.norole', tenantId: 'panasonic', roles: [] }]) {
    await insertStaff(t.db, a);
  }
  await insertScopeData();
  for (const a of ACCOUNTS) sessions.set(a.userName + a.tenantId, await t.loginAs(a.userName, a.tenantId));
  scopedHeaders = await t.loginAs('demo.l4');
  appHeaders = {
    authorization: `Bearer ${await issueAppSession(t.db, { tenantId: 'panasonic', userId: 'INU1' })}`,
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

/**
 * Rows in and out of a caller's scope (insertStaff's default: India, AC and REF, PANASONIC, tenant
 * panasonic). Ids say which: `IN…` may be seen, `OUT…` never (another tenant, country, category
 * or brand).
 */
async function insertScopeData() {
  await insertEndUser(t.db, { id: 'INU1', email: 'in1@example.com', mobile: '+919800000001' });
  await insertEndUser(t.db, {
    id: 'OUTU2',
    email: 'out2@example.com',
    mobile: '+94770000002',
    country: 'lk',
  });
  await insertEndUser(t.db, {
    id: 'OUTU3',
    email: 'out3@example.com',
    mobile: '+919800000003',
    tenantId: 'northmart',
  });
  await insertHome(t.db, { id: 'INH1', primary: ['INU1'] });
  await insertHome(t.db, { id: 'OUTH2', primary: ['OUTU2'], country: 'lk' });
  await insertDevice(t.db, { deviceId: 'IN01' });
  await insertDevice(t.db, { deviceId: 'OUT02', category: 'WM' });
  await insertDevice(t.db, { deviceId: 'OUT03', tenantId: 'northmart' });
  await insertDevice(t.db, { deviceId: 'OUT04', country: 'lk' });
  await insertDevice(t.db, { deviceId: 'OUT05', brand: 'OTHERBRAND' });
  await t.db
    .insert(dealers)
    .values([dealerRow('IN-D1', 'in'), dealerRow('OUT-D2', 'lk'), dealerRow('OUT-D3', 'in', 'northmart')]);
  await insertUnit(t.db, { deviceId: 'INM01' });
  await insertUnit(t.db, { deviceId: 'OUTM02', tenantId: 'northmart' });
  await insertUnit(t.db, { deviceId: 'OUTM03', category: 'WM' });
}

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
        // Single sign-on (issue 33): the login page asks for the tenant's provider and starts a
        // sign-in, and the provider's answer comes back, before anyone has a session.
        'GET /simplifi/v1/sso/provider',
        'POST /simplifi/v1/sso/start',
        'POST /simplifi/v1/sso/callback',
        // The SMS gateway's delivery reports (issue 34): its signature is the credential.
        'POST /simplifi/v1/notificationmanager/sms/deliveryReports',
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

/** A scoped list or lookup, and the in-scope row it must show (none: every row it could show is out of scope). */
const SCOPED: { name: string; method: 'GET' | 'POST'; url: string; body?: object; shows?: string }[] = [
  {
    name: 'user search',
    method: 'POST',
    url: '/simplifi/v1/userManagement/users/search',
    body: { email: 'in1@example.com' },
    shows: 'INU1',
  },
  {
    name: 'user search, another country',
    method: 'POST',
    url: '/simplifi/v1/userManagement/users/search',
    body: { email: 'out2@example.com' },
  },
  {
    name: 'user search, another tenant',
    method: 'POST',
    url: '/simplifi/v1/userManagement/users/search',
    body: { userId: 'OUTU3' },
  },
  {
    name: "a user's homes",
    method: 'GET',
    url: '/simplifi/v1/homeManagement/users/INU1/homes',
    shows: 'INH1',
  },
  {
    name: "another country's user's homes",
    method: 'GET',
    url: '/simplifi/v1/homeManagement/users/OUTU2/homes',
  },
  {
    name: 'device lookup',
    method: 'GET',
    url: '/simplifi/v1/deviceManagement/devices/deviceId/IN01',
    shows: 'IN01',
  },
  ...['OUT02', 'OUT03', 'OUT04', 'OUT05'].map((id) => ({
    name: `device lookup ${id}`,
    method: 'GET' as const,
    url: `/simplifi/v1/deviceManagement/devices/deviceId/${id}`,
  })),
  {
    name: 'dealers of India',
    method: 'GET',
    url: '/simplifi/v1/deviceservices/dealers?country=in',
    shows: 'IN-D1',
  },
  {
    name: 'dealers of another country',
    method: 'GET',
    url: '/simplifi/v1/deviceservices/dealers?country=lk',
  },
  {
    name: 'manufactured ACs',
    method: 'GET',
    url: '/simplifi/v1/deviceManagement/devices/manufacturedDevices?category=AC&startDate=0',
    shows: 'INM01',
  },
  {
    name: 'manufactured washing machines (another category)',
    method: 'GET',
    url: '/simplifi/v1/deviceManagement/devices/manufacturedDevices?category=WM&startDate=0',
  },
];

describe('data outside the caller’s scope', () => {
  it.each(SCOPED)('is absent from $name', async ({ method, url, body, shows }) => {
    const res = await t.app.inject({
      method,
      url,
      headers: scopedHeaders,
      ...(body ? { payload: body } : {}),
    });
    // Answered (an empty list, not found, or refused), never by a lost session that proves nothing.
    expect([200, 403, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/OUT(U|H|M|-D)?\d/);
    if (shows) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(shows);
    }
  });
});

/**
 * API tokens (issue 33): every route × a token's permission subset → let in only where the route's
 * rule is one the owner holds and the token was given, and, for a read-only token, the route only
 * reads; 403 everywhere else (a route any session may call is never a token's).
 */
describe('the authorization matrix for API tokens', () => {
  const owner = ACCOUNTS.find((a) => a.userName === 'demo.l4' && a.tenantId === 'panasonic')!;
  const SUBSETS: { name: string; rules: RuleName[]; readOnly: boolean }[] = [
    { name: 'firmware upload', rules: [...TOKEN_PRESETS.firmwareUpload.rules], readOnly: false },
    { name: 'read-only support', rules: [...TOKEN_PRESETS.readOnlySupport.rules], readOnly: true },
    { name: 'dealers and feedback', rules: ['dealers', 'manageDealers', 'feedback'], readOnly: false },
    { name: 'line station', rules: [LINE_STATION_RULE], readOnly: false },
  ];
  /** A line station's token acts as a line-test user of its owner's tenant. */
  const lineStation: Account = { ...owner, roles: ['LINETESTUSER'] };

  function tokenExpected(route: Route, subset: (typeof SUBSETS)[number]): Expected {
    const { access } = route;
    if ('app' in access) return 401;
    if (access.session === 'any' || !subset.rules.includes(access.session)) return 403;
    const want = expected(route, isLineStationToken(subset.rules) ? lineStation : owner);
    if (want !== 'let in') return want;
    const reads = route.method === 'GET' || route.method === 'HEAD' || readingPosts.has(route.key);
    return subset.readOnly && !reads ? 403 : 'let in';
  }

  /** POST routes whose contract says they only read (a search, a dry run, a download). */
  let readingPosts: ReadonlySet<string> = new Set();

  it('answers each token subset as its rules and read-only say, on every route', async () => {
    readingPosts = readingRoutesOf(t.app);
    expect(readingPosts.size).toBeGreaterThan(0);
    const found: string[] = [];
    for (const subset of SUBSETS) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/simplifi/v1/apiTokens',
        headers: scopedHeaders,
        payload: { name: subset.name, expiresInDays: 1, rules: subset.rules, readOnly: subset.readOnly },
      });
      expect(made.statusCode, made.body).toBe(200);
      const headers = { authorization: `Bearer ${made.json().token}` };
      for (const route of routes) {
        const want = tokenExpected(route, subset);
        const res = await call(route, headers);
        if (!meets(res.statusCode, want, route))
          found.push(`${route.key} as token ${subset.name} → ${res.statusCode}, want ${want}`);
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('a token narrowed to refrigerators does not see the caller’s AC', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/apiTokens',
      headers: scopedHeaders,
      payload: { name: 'fridges', expiresInDays: 1, rules: ['deviceLookup'], scope: { categories: ['REF'] } },
    });
    expect(made.statusCode, made.body).toBe(200);
    const lookup = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/simplifi/v1/deviceManagement/devices/deviceId/IN01', headers });
    expect((await lookup(scopedHeaders)).statusCode).toBe(200);
    expect((await lookup({ authorization: `Bearer ${made.json().token}` })).statusCode).toBe(404);
  });
});
