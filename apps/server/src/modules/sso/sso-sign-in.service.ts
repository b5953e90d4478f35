import { createHash, randomBytes } from 'node:crypto';
import { isRole, principalOf, rules } from '@console/contracts/access';
import type { LoginResult } from '@console/contracts/auth';
import type { MessageCode } from '@console/contracts/messages';
import { mapClaims, type SsoCallbackBody } from '@console/contracts/sso';
import { audit } from '../../platform/audit/audit';
import { openSecret, sealSecret } from '../../platform/auth/secret-box';
import {
  createSession,
  forgetCachedSessions,
  hashToken,
  type SessionPolicy,
} from '../../platform/auth/sessions';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import {
  claimSessionCheck,
  consumeSsoLogin,
  findSsoLogin,
  findTenantSso,
  insertSsoLogin,
  insertSsoSession,
  type TenantSsoRow,
  updateSessionTokens,
} from './sso.queries';
import { accountFor, personOf } from './sso-accounts';
import { type ProviderRef, refusalOf, type SsoClient, SsoRefusal } from './sso-client';

/** How long a sign-in sent to the provider may take to come back. */
const LOGIN_TTL_MS = 10 * 60_000;
export const BROWSER_COOKIE = 'sso_browser';

/** The HTTP status of each refusal: the provider unreachable is a gateway's fault, the rest the sign-in's. */
const STATUS: Partial<Record<MessageCode, number>> = {
  ssoNotConfigured: 404,
  ssoProviderUnreachable: 502,
  ssoEmailUnverified: 403,
  ssoNoRole: 403,
  ssoAccountConflict: 409,
};
const httpError = (refusal: SsoRefusal) => new AppError(STATUS[refusal.code] ?? 401, refusal.code);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

interface Deps {
  db: Db;
  secretKey: Buffer;
  policy: SessionPolicy;
  client: SsoClient;
}

/** The provider a tenant's settings name, with its secret opened; undefined when SSO is off. */
export function providerOf(row: TenantSsoRow | undefined, secretKey: Buffer): ProviderRef | undefined {
  if (!row?.enabled || !row.clientSecretEnc) return undefined;
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: openSecret(secretKey, row.clientSecretEnc),
  };
}

export function createSsoSignIn({ db, secretKey, policy, client }: Deps) {
  /** Records a refusal (who, if known, and why) and answers it: nothing else is written. */
  async function refuse(tenantId: string, ip: string, error: unknown, detail: Record<string, unknown> = {}) {
    const refusal = refusalOf(error);
    await audit(db, {
      tenantId,
      action: 'auth.sso.refused',
      entity: 'staff_user',
      ip,
      detail: { reason: refusal.code, why: refusal.reason, ...detail },
    });
    return httpError(refusal);
  }

  return {
    /** Whether the login page offers the tenant's provider, its name, and whether the tenant requires it. */
    async provider(tenantId: string) {
      const row = await findTenantSso(db, tenantId);
      const on = !!row?.enabled && !!row.clientSecretEnc;
      return {
        enabled: on,
        providerName: on ? (row?.providerName ?? null) : null,
        required: on && !!row?.requireSso,
      };
    },

    /**
     * Starts a sign-in: state, nonce and PKCE verifier made here, kept (state hashed, the others
     * sealed) with the browser's cookie hash, and the provider's address to send the person to.
     */
    async start(tenantId: string, redirectUri: string, browser: string | undefined, ip: string) {
      const row = await findTenantSso(db, tenantId);
      const ref = providerOf(row, secretKey);
      if (!row || !ref) throw httpError(new SsoRefusal('ssoNotConfigured', 'not configured'));
      const browserToken = browser && browser.length <= 100 ? browser : randomBytes(32).toString('base64url');
      const state = randomBytes(32).toString('base64url');
      const nonce = randomBytes(32).toString('base64url');
      const codeVerifier = randomBytes(48).toString('base64url');
      let authorizationUrl: string;
      try {
        authorizationUrl = await client.authorizationUrl(ref, {
          redirectUri,
          scopes: row.scopes,
          state,
          nonce,
          codeVerifier,
        });
      } catch (error) {
        throw await refuse(tenantId, ip, error);
      }
      await insertSsoLogin(db, {
        stateHash: sha256(state),
        tenantId,
        secretsEnc: sealSecret(secretKey, JSON.stringify({ nonce, codeVerifier })),
        browserHash: sha256(browserToken),
        redirectUri,
        expiresAt: new Date(Date.now() + LOGIN_TTL_MS),
      });
      return { authorizationUrl, browserToken };
    },

    /**
     * The provider's answer: the sign-in under way (same tenant, same browser, not expired), the
     * code redeemed with its PKCE verifier and every ID token check, a verified e-mail, a role the
     * mapping gives; then in one transaction the sign-in is used up, the account found, linked or
     * made, its access set and a session opened. A refusal writes its audit entry and nothing else.
     */
    async finish(
      tenantId: string,
      body: SsoCallbackBody,
      browser: string | undefined,
      ip: string,
    ): Promise<LoginResult> {
      const stateHash = sha256(body.state);
      const pending = await findSsoLogin(db, stateHash);
      if (
        !pending ||
        pending.tenantId !== tenantId ||
        pending.expiresAt.getTime() <= Date.now() ||
        !browser ||
        sha256(browser) !== pending.browserHash
      )
        throw await refuse(
          tenantId,
          ip,
          new SsoRefusal('ssoStateMismatch', 'unknown, expired or other browser'),
        );
      const row = await findTenantSso(db, tenantId);
      const ref = providerOf(row, secretKey);
      if (!row || !ref)
        throw await refuse(tenantId, ip, new SsoRefusal('ssoNotConfigured', 'not configured'));
      const { nonce, codeVerifier } = JSON.parse(openSecret(secretKey, pending.secretsEnc)) as {
        nonce: string;
        codeVerifier: string;
      };
      const callbackUrl = new URL(pending.redirectUri);
      for (const [key, value] of Object.entries(body))
        if (value !== undefined) callbackUrl.searchParams.set(key, value);
      let detail: Record<string, unknown> = {};
      try {
        const grant = await client.exchangeCode(ref, callbackUrl, { state: body.state, nonce, codeVerifier });
        const person = personOf(ref.issuer, grant.subject, grant.claims);
        detail = { subject: grant.subject, email: person.email };
        if (grant.claims.email_verified !== true || !person.email)
          throw new SsoRefusal('ssoEmailUnverified', 'email_verified is not true');
        const access = mapClaims(grant.claims, row.mappings);
        if (!rules.signIn(principalOf(access.roles.filter(isRole), false)))
          throw new SsoRefusal('ssoNoRole', `mapped roles: ${access.roles.join(',') || 'none'}`);
        const opened = await db.transaction(async (tx) => {
          if (!(await consumeSsoLogin(tx, stateHash)))
            throw new SsoRefusal('ssoStateMismatch', 'used meanwhile');
          const account = await accountFor(tx, tenantId, person, access);
          const session = await createSession(tx, { tenantId, staffUserId: account.staffUserId }, policy);
          await insertSsoSession(tx, {
            tokenHash: hashToken(session.token),
            tenantId,
            subject: grant.subject,
            tokensEnc: sealSecret(
              secretKey,
              JSON.stringify({ accessToken: grant.accessToken, refreshToken: grant.refreshToken }),
            ),
            checkAt: new Date(Date.now() + row.recheckMinutes * 60_000),
          });
          await audit(tx, {
            tenantId,
            actorId: account.staffUserId,
            actorName: person.userName,
            action: 'auth.sso.login',
            entity: 'staff_user',
            entityId: account.staffUserId,
            ip,
            detail: { ...detail, account: account.how, roles: access.roles, issuer: ref.issuer },
          });
          return { session, staffUserId: account.staffUserId };
        });
        await forgetCachedSessions(db, opened.staffUserId);
        return {
          accessToken: opened.session.token,
          isAuthenticated: true,
          expiresAt: opened.session.expiresAt.getTime(),
        };
      } catch (error) {
        // The client turns every answer of the provider into a refusal; anything else is a fault.
        if (!(error instanceof SsoRefusal)) throw error;
        throw await refuse(tenantId, ip, error, detail);
      }
    },

    /**
     * The guard's question when an SSO session's check is due: does the provider still let this
     * person in? A refresh grant (or userinfo) answers; a refusal ends the session and is audited.
     * An unreachable provider keeps it until the next check (an outage signs no one out).
     */
    async recheck(tokenHash: string): Promise<boolean> {
      const due = await claimSessionCheck(db, tokenHash);
      if (!due) return true;
      const ref = providerOf(await findTenantSso(db, due.tenantId), secretKey);
      const who = {
        tenantId: due.tenantId,
        actorId: due.staffUserId,
        entity: 'staff_user',
        entityId: due.staffUserId,
        ip: null,
      };
      try {
        if (!ref) throw new SsoRefusal('ssoNotConfigured', 'single sign-on switched off');
        const tokens = JSON.parse(openSecret(secretKey, due.tokensEnc));
        const next = await client.recheck(ref, due.subject, tokens);
        await updateSessionTokens(db, tokenHash, sealSecret(secretKey, JSON.stringify(next)));
        return true;
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal.code === 'ssoProviderUnreachable') return true;
        await audit(db, {
          ...who,
          action: 'auth.sso.ended',
          detail: { reason: refusal.code, why: refusal.reason },
        });
        return false;
      }
    },
  };
}

export type SsoSignIn = ReturnType<typeof createSsoSignIn>;
