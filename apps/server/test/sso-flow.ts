import type { SsoSettingsBody } from '@console/contracts/sso';
import type { TestApp } from './build-app';
import { CLIENT_ID, CLIENT_SECRET, type TestProvider } from './oidc-provider';

/** The console address the test app sees (inject's host), and so the redirect URI it sends. */
export const CONSOLE_HOST = 'console.test';
export const REDIRECT_URI = `http://${CONSOLE_HOST}/sso/callback`;

export const MAPPINGS: SsoSettingsBody['mappings'] = [
  {
    claim: 'groups',
    value: 'console-l2',
    roles: ['CUSTOMERSUPPORTL2'],
    countries: ['IN'],
    categories: ['AC', 'REF'],
    brands: ['PANASONIC'],
  },
  {
    claim: 'groups',
    value: 'console-l4',
    roles: ['CUSTOMERSUPPORTL4'],
    countries: ['IN'],
    categories: ['FAN'],
    brands: ['PANASONIC'],
  },
];

/** Saves the tenant's settings as its admin would, through the API. */
export async function configureSso(
  t: TestApp,
  provider: TestProvider,
  overrides: Partial<SsoSettingsBody> = {},
  admin = 'sso.admin',
) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/simplifi/v1/sso/settings',
    headers: { ...(await t.headersFor(admin)), host: CONSOLE_HOST },
    payload: {
      enabled: true,
      providerName: 'Acme ID',
      issuer: provider.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      scopes: 'openid email profile',
      mappings: MAPPINGS,
      ...overrides,
    },
  });
  if (res.statusCode !== 200) throw new Error(`sso settings: ${res.statusCode} ${res.body}`);
  return res.json();
}

const headers = (cookie?: string) => ({
  host: CONSOLE_HOST,
  'x-tenant-id': 'panasonic',
  ...(cookie && { cookie }),
});

/** Starts a sign-in as the login page does: the provider's URL and the browser's cookie. */
export async function startSignIn(t: TestApp, cookie?: string) {
  const res = await t.app.inject({ method: 'POST', url: '/simplifi/v1/sso/start', headers: headers(cookie) });
  const set = res.headers['set-cookie'];
  const browser = typeof set === 'string' ? set.split(';')[0] : cookie;
  return {
    res,
    url: res.statusCode === 200 ? (res.json().authorizationUrl as string) : '',
    cookie: browser ?? '',
  };
}

/** Hands the provider's answer to the server as the console's callback page does. */
export function finishSignIn(t: TestApp, back: URL | Record<string, string>, cookie: string) {
  const payload = back instanceof URL ? Object.fromEntries(back.searchParams) : back;
  return t.app.inject({
    method: 'POST',
    url: '/simplifi/v1/sso/callback',
    headers: headers(cookie),
    payload,
  });
}

/** A whole sign-in of `login` at the provider: start, the provider's pages, the callback. */
export async function signInWithSso(t: TestApp, provider: TestProvider, login: string) {
  const started = await startSignIn(t);
  if (!started.url) throw new Error(`start: ${started.res.statusCode} ${started.res.body}`);
  const back = await provider.signInAt(started.url, login);
  const res = await finishSignIn(t, back, started.cookie);
  return { res, back, started };
}
