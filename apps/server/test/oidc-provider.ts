import { createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata, type Interaction, type KoaContext } from 'oidc-provider';

/*
 * A real OpenID Provider for tests (oidc-provider, a certified implementation) on a loopback port:
 * its own discovery, JWKS, authorization, token, userinfo and refresh endpoints. The test says who
 * signs in next (`nextLogin`); the interaction step signs that account in and grants consent, as a
 * person at the provider would. Keys rotate with `rotateKeys()` (new signing key, the old one still
 * published). `swapIdToken` makes the token endpoint answer with another ID token the provider
 * itself issued (for another client, or for another nonce), as a misbehaving provider might.
 * With `pages`, the interaction step is two pages a person uses in a browser instead: a sign-in
 * form (the account's id) and a consent form (Allow).
 */

export interface TestAccount {
  email: string;
  email_verified: boolean;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

export interface TestProviderOptions {
  port?: number;
  redirectUris: string[];
  /** Sign-in and consent pages for a browser, instead of signing in `nextLogin` on the way through. */
  pages?: boolean;
}

/** The provider's own pages: plain HTML, one form each. */
const html = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><main><h1>${title}</h1>${body}</main></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

const newKey = () => ({
  ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
  kid: randomBytes(8).toString('hex'),
  use: 'sig',
  alg: 'RS256',
});

export const CLIENT_ID = 'console';
export const CLIENT_SECRET = 'console-secret-0123456789';
export const OTHER_CLIENT_ID = 'other-app';

export async function startTestProvider(options: TestProviderOptions) {
  const accounts = new Map<string, TestAccount>();
  const state = {
    nextLogin: '',
    swapIdToken: undefined as string | undefined,
    keys: [newKey()],
  };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const clients: ClientMetadata[] = [CLIENT_ID, OTHER_CLIENT_ID].map((client_id) => ({
    client_id,
    client_secret: client_id === CLIENT_ID ? CLIENT_SECRET : `${client_id}-secret-0123456789`,
    redirect_uris: options.redirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  }));

  function build(): Provider {
    const provider = new Provider(issuer, {
      clients,
      jwks: { keys: state.keys },
      cookies: { keys: ['test-cookie-key'] },
      findAccount: (_ctx: unknown, id: string) => {
        const account = accounts.get(id);
        return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
      },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['preferred_username', 'given_name', 'family_name', 'groups'],
      },
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: Interaction) => `/interaction/${interaction.uid}` },
      issueRefreshToken: () => true,
      ttl: {
        IdToken: 600,
        AccessToken: 600,
        AuthorizationCode: 60,
        RefreshToken: 3600,
        Grant: 3600,
        Interaction: 600,
        Session: 3600,
      },
    });
    provider.use(async (ctx: KoaContext, next: () => Promise<void>) => {
      await next();
      if (ctx.path === '/token' && state.swapIdToken && ctx.body && typeof ctx.body === 'object')
        ctx.body = { ...(ctx.body as object), id_token: state.swapIdToken };
    });
    return provider;
  }

  let provider = build();
  const grantConsent = async (accountId: string, details: Interaction) => {
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    return grant.save();
  };
  /** Signs `nextLogin` in and grants consent on the way through (no page). */
  const interaction = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    const accountId = state.nextLogin;
    const grantId = await grantConsent(accountId, details);
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
  };
  /** The sign-in page, then the consent page, as a person meets them in a browser. */
  const interactionPages = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    const action = `/interaction/${details.uid}`;
    const login = details.prompt.name === 'login';
    if (req.method === 'POST') {
      const form = await formOf(req);
      const accountId = form.get('account') ?? '';
      if (!login) {
        const grantId = await grantConsent(details.session?.accountId ?? '', details);
        await provider.interactionFinished(req, res, { consent: { grantId } });
        return;
      }
      if (accounts.has(accountId)) {
        await provider.interactionFinished(req, res, { login: { accountId } });
        return;
      }
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      login
        ? html(
            'Sign in to the test provider',
            `<form method="post" action="${action}"><label for="account">Account</label> ` +
              '<input id="account" name="account" autocomplete="username" required> ' +
              '<button type="submit">Sign in</button></form>',
          )
        : html(
            'Allow access',
            `<p>${escapeHtml(String(details.params.client_id))} asks for: ${escapeHtml(String(details.params.scope))}</p>` +
              `<form method="post" action="${action}"><button type="submit">Allow</button></form>`,
          ),
    );
  };
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      (options.pages ? interactionPages : interaction)(req, res).catch((error) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });

  /** Follows the provider's redirects as a browser would (cookies kept) until it sends back to a redirect URI. */
  async function signInAt(authorizationUrl: string, login: string): Promise<URL> {
    state.nextLogin = login;
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
      const next = new URL(location, url);
      if (options.redirectUris.some((uri) => next.href.startsWith(uri))) return next;
      url = next.href;
    }
    throw new Error('too many redirects at the provider');
  }

  /** A real ID token from this provider for `clientId` with `nonce` (a flow of that client's own). */
  async function idTokenFor(clientId: string, nonce: string, login: string): Promise<string> {
    const client = clients.find((c) => c.client_id === clientId);
    if (!client) throw new Error(clientId);
    const verifier = randomBytes(32).toString('base64url');
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = options.redirectUris[0] ?? '';
    const auth = new URL(`${issuer}/auth`);
    for (const [k, v] of Object.entries({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      nonce,
      state: 'x',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }))
      auth.searchParams.set(k, v);
    const back = await signInAt(auth.href, login);
    const res = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${client.client_secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }),
    });
    const body = (await res.json()) as { id_token?: string };
    if (!body.id_token) throw new Error(JSON.stringify(body));
    return body.id_token;
  }

  return {
    issuer,
    accounts,
    state,
    signInAt,
    idTokenFor,
    /**
     * The ID token with some claims changed, signed again with the provider's own signing key: what
     * the provider would issue with its clock off (an expired token), for instance.
     */
    reSigned(idToken: string, changes: Record<string, unknown>): string {
      const [header = '', payload = ''] = idToken.split('.');
      const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), ...changes };
      const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      const key = createPrivateKey({ key: state.keys[0] as never, format: 'jwk' });
      return `${body}.${sign('sha256', Buffer.from(body), key).toString('base64url')}`;
    },
    /** A new signing key; the old one stays published beside it. */
    rotateKeys() {
      state.keys = [newKey(), ...state.keys];
      provider = build();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestProvider = Awaited<ReturnType<typeof startTestProvider>>;
