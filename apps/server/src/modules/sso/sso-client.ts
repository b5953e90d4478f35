import type { MessageCode } from '@console/contracts/messages';
import * as oidc from 'openid-client';

/*
 * The OpenID Connect client side (issue 33, decision 0042), on openid-client: discovery once per
 * provider and client (kept an hour), authorization code flow with PKCE, state and nonce, ID token
 * checks (issuer, audience, signature against the provider's JWKS, expiry, nonce), refresh.
 */

/** What a tenant's settings give the client. */
export interface ProviderRef {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** A sign-in or check the provider's answer refused, with the catalogue message the person sees. */
export class SsoRefusal extends Error {
  constructor(
    readonly code: MessageCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const DISCOVERY_TTL_MS = 3_600_000;
const TIMEOUT_SECONDS = 10;

interface Discovered {
  config: oidc.Configuration;
  at: number;
}

const isLoopbackHttp = (issuer: string) => new URL(issuer).protocol === 'http:';

/** Why openid-client refused, in the person's words. */
export function refusalOf(error: unknown): SsoRefusal {
  if (error instanceof SsoRefusal) return error;
  type Coded = { code?: string; claim?: string; error?: string; message?: string; cause?: Coded };
  const e = error as Coded;
  // openid-client wraps oauth4webapi's error (its cause), whose own cause names the claim.
  const inner = e.cause && typeof e.cause === 'object' ? e.cause : undefined;
  const claim = inner?.cause?.claim ?? e.cause?.claim;
  const detail = inner?.message ?? '';
  const reason = `${e.code ?? 'error'}: ${e.error ?? ''} ${e.message ?? String(error)} ${detail}`.slice(
    0,
    500,
  );
  if (error instanceof oidc.AuthorizationResponseError) return new SsoRefusal('ssoProviderError', reason);
  if (error instanceof oidc.ResponseBodyError)
    return new SsoRefusal(e.error === 'invalid_grant' ? 'ssoCodeRejected' : 'ssoProviderError', reason);
  if (e.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' || e.code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') {
    if (claim === 'iss' || /issuer/i.test(detail)) return new SsoRefusal('ssoIssuerMismatch', reason);
    if (claim === 'aud' || claim === 'azp') return new SsoRefusal('ssoAudienceMismatch', reason);
    if (claim === 'nonce') return new SsoRefusal('ssoNonceMismatch', reason);
    if (/state/i.test(detail)) return new SsoRefusal('ssoStateMismatch', reason);
  }
  if (e.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return new SsoRefusal('ssoTokenExpired', reason);
  if (e.code === 'OAUTH_INVALID_RESPONSE' && /state/i.test(detail))
    return new SsoRefusal('ssoStateMismatch', reason);
  if (
    e.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
    e.code === 'OAUTH_RESPONSE_IS_NOT_JSON' ||
    isNetwork(error)
  )
    return new SsoRefusal('ssoProviderUnreachable', reason);
  return new SsoRefusal('ssoTokenInvalid', reason);
}

function isNetwork(error: unknown): boolean {
  const e = error as { name?: string; cause?: unknown; code?: string };
  return (
    e?.name === 'TimeoutError' ||
    e?.name === 'AbortError' ||
    (error instanceof TypeError && /fetch failed/.test(error.message)) ||
    (e?.cause !== undefined && e.cause !== error && isNetwork(e.cause))
  );
}

/** The result of a code exchange: the ID token's claims and the provider's tokens. */
export interface CodeGrant {
  claims: Record<string, unknown>;
  subject: string;
  refreshToken?: string;
  accessToken: string;
}

export function createSsoClient() {
  const discovered = new Map<string, Discovered>();
  /** The provider's signing keys as last fetched, shared by the per-exchange configurations. */
  const jwks = new Map<string, oidc.ExportedJWKSCache>();
  const keyOf = (ref: ProviderRef) => `${ref.issuer}\u0000${ref.clientId}\u0000${ref.clientSecret}`;

  async function discover(ref: ProviderRef): Promise<oidc.Configuration> {
    const config = await oidc.discovery(new URL(ref.issuer), ref.clientId, ref.clientSecret, undefined, {
      ...(isLoopbackHttp(ref.issuer) && { execute: [oidc.allowInsecureRequests] }),
      timeout: TIMEOUT_SECONDS,
    });
    config.timeout = TIMEOUT_SECONDS;
    return config;
  }

  /** The provider's configuration, discovered once an hour (its JWKS cache goes with it). */
  async function configOf(ref: ProviderRef): Promise<oidc.Configuration> {
    const key = keyOf(ref);
    const found = discovered.get(key);
    if (found && Date.now() - found.at < DISCOVERY_TTL_MS) return found.config;
    try {
      const config = await discover(ref);
      discovered.set(key, { config, at: Date.now() });
      return config;
    } catch (error) {
      const refusal = refusalOf(error);
      // Discovery names an issuer other than the one configured: openid-client refuses it.
      if (/issuer/i.test((error as Error).message ?? '') && refusal.code !== 'ssoProviderUnreachable')
        throw new SsoRefusal('ssoIssuerMismatch', refusal.reason);
      throw refusal.code === 'ssoTokenInvalid'
        ? new SsoRefusal('ssoProviderUnreachable', refusal.reason)
        : refusal;
    }
  }

  /**
   * A fresh configuration over the same discovered metadata with its own fetch, so one exchange can
   * keep the token endpoint's answer: when its ID token is signed by a key the cached JWKS lacks
   * (the provider rotated its keys within the minute openid-client waits between fetches), the
   * same answer is checked once more against keys fetched now, without redeeming the code again.
   */
  function recordingConfig(base: oidc.Configuration, ref: ProviderRef, replay?: Response) {
    const config = new oidc.Configuration(base.serverMetadata(), ref.clientId, ref.clientSecret);
    if (isLoopbackHttp(ref.issuer)) oidc.allowInsecureRequests(config);
    config.timeout = TIMEOUT_SECONDS;
    const recorded: { token?: Response } = {};
    const tokenEndpoint = base.serverMetadata().token_endpoint;
    config[oidc.customFetch] = async (url, options) => {
      if (url === tokenEndpoint && replay) return replay.clone();
      const response = await fetch(url, options as RequestInit);
      if (url === tokenEndpoint) recorded.token = response.clone();
      return response;
    };
    return { config, recorded };
  }

  return {
    configOf,

    /** The provider's authorization URL for a sign-in with this state, nonce and PKCE verifier. */
    async authorizationUrl(
      ref: ProviderRef,
      input: { redirectUri: string; scopes: string; state: string; nonce: string; codeVerifier: string },
    ): Promise<string> {
      const config = await configOf(ref);
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        scope: input.scopes,
        response_type: 'code',
        state: input.state,
        nonce: input.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    /** Redeems the code the provider sent back; every check openid-client makes, or an SsoRefusal. */
    async exchangeCode(
      ref: ProviderRef,
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<CodeGrant> {
      const base = await configOf(ref).catch((error) => {
        throw refusalOf(error);
      });
      const expected = {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      };
      const key = keyOf(ref);
      const first = recordingConfig(base, ref);
      const cached = jwks.get(key);
      if (cached) oidc.setJwksCache(first.config, cached);
      let used = first.config;
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(first.config, callbackUrl, expected);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== 'OAUTH_KEY_SELECTION_FAILED' || !first.recorded.token) throw refusalOf(error);
        // Keys rotated: fetch them now and check the same answer again.
        const again = recordingConfig(base, ref, first.recorded.token);
        try {
          tokens = await oidc.authorizationCodeGrant(again.config, callbackUrl, expected);
          used = again.config;
        } catch (retryError) {
          throw refusalOf(retryError);
        }
      }
      const fetched = oidc.getJwksCache(used);
      if (fetched) jwks.set(key, fetched);
      const claims = tokens.claims();
      if (!claims) throw new SsoRefusal('ssoTokenInvalid', 'no ID token');
      return {
        claims: claims as Record<string, unknown>,
        subject: claims.sub,
        accessToken: tokens.access_token,
        ...(tokens.refresh_token && { refreshToken: tokens.refresh_token }),
      };
    },

    /**
     * Asks the provider whether the person may still sign in: a refresh grant when it gave a
     * refresh token (the new one replaces it), else the userinfo endpoint with the access token.
     * Resolves with the tokens to keep, or throws an SsoRefusal when the provider says no.
     */
    async recheck(
      ref: ProviderRef,
      subject: string,
      tokens: { refreshToken?: string; accessToken: string },
    ): Promise<{ refreshToken?: string; accessToken: string }> {
      try {
        const config = await configOf(ref);
        if (tokens.refreshToken) {
          const next = await oidc.refreshTokenGrant(config, tokens.refreshToken);
          const sub = next.claims()?.sub;
          if (sub !== undefined && sub !== subject)
            throw new SsoRefusal('ssoTokenInvalid', 'subject changed');
          return { accessToken: next.access_token, refreshToken: next.refresh_token ?? tokens.refreshToken };
        }
        await oidc.fetchUserInfo(config, tokens.accessToken, subject);
        return tokens;
      } catch (error) {
        throw refusalOf(error);
      }
    },

    /** Forgets a tenant's discovered provider (its settings changed). */
    forget(ref: Pick<ProviderRef, 'issuer' | 'clientId'>) {
      const prefix = `${ref.issuer}\u0000${ref.clientId}\u0000`;
      for (const key of discovered.keys()) if (key.startsWith(prefix)) discovered.delete(key);
      for (const key of jwks.keys()) if (key.startsWith(prefix)) jwks.delete(key);
    },
  };
}

export type SsoClient = ReturnType<typeof createSsoClient>;
