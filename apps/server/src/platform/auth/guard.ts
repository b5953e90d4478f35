import { can, type RuleName } from '@console/contracts/access';
import { API_TOKEN_PREFIX } from '@console/contracts/api-tokens';
import { HEADER_AUTH_TOKEN, HEADER_TENANT } from '@console/contracts/http';
import type { MessageCode } from '@console/contracts/messages';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { type AppError, forbidden, unauthorized } from '../http/errors';
import type { ApiTokenGrant, RequestAuth } from './request-auth';
import { declareAccess } from './route-access';
import { authenticate, cachedCaller, hashToken, type SessionPolicy } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: RequestAuth;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const alt = request.headers[HEADER_AUTH_TOKEN];
  return typeof alt === 'string' && alt ? alt : undefined;
}

/** `guard(rule)`; `refusal` is the catalogue message of its 403 (default 'Forbidden'-style `forbidden`). */
export type Guard = (rule?: RuleName, refusal?: MessageCode) => preValidationHookHandler;

/**
 * `guard(rule)` is the preValidation hook of every protected route, so it runs before the body and
 * query are validated (a caller without a session learns nothing of the rules): a live session (else 401),
 * an X-Tenant-ID that matches it when sent (else 403, never a switch of tenant),
 * and the named access rule of packages/contracts (else 403). The hook carries its rule
 * (route-access.ts), so the authorization matrix test reads each route's rule from the app itself.
 * A callback hook: a session this process holds is let in at once, without a promise; only one it
 * must read or touch waits for the database.
 */
export function createGuard(db: Db, policy: SessionPolicy): Guard {
  return (rule, refusal = 'forbidden') => {
    /** Why `auth` may not make this call, or undefined when it may (and the request now carries it). */
    const refusalFor = (
      request: FastifyRequest,
      token: string,
      auth: RequestAuth | null,
    ): AppError | undefined => {
      // A script's API token: "your session has expired, log in again" would mislead it.
      if (!auth) return unauthorized(token.startsWith(API_TOKEN_PREFIX) ? 'tokenInvalid' : 'sessionExpired');
      const tenantHeader = request.headers[HEADER_TENANT];
      if (typeof tenantHeader === 'string' && tenantHeader && tenantHeader !== auth.tenantId) {
        return forbidden('tenantMismatch');
      }
      request.auth = auth;
      if (rule && !can(auth.principal, rule)) return forbidden(refusal);
      return auth.token ? tokenRefusal(auth.token, rule, readsOnly(request)) : undefined;
    };
    return declareAccess<preValidationHookHandler>(
      function guard(request, _reply, done) {
        const token = bearerToken(request);
        if (!token) return done(unauthorized());
        const tokenHash = hashToken(token);
        const cached = cachedCaller(db, tokenHash, policy);
        if (cached) return done(refusalFor(request, token, cached));
        authenticate(db, tokenHash, policy).then((auth) => done(refusalFor(request, token, auth)), done);
      },
      rule ? { session: rule } : { session: 'any' },
    );
  };
}

/**
 * What an API token may not call besides what its owner may not (the rule is checked on the
 * owner's roles as they are now): a route whose rule the token was not given (a route any session
 * may call, such as Settings, is never a token's), or a change when it is read-only (a POST that
 * only reads, marked so by its contract, is not a change).
 */
function tokenRefusal(
  token: ApiTokenGrant,
  rule: RuleName | undefined,
  reads: boolean,
): AppError | undefined {
  if (!rule || !token.rules.includes(rule)) return forbidden('tokenNotAllowed');
  if (token.readOnly && !reads) return forbidden('tokenReadOnly');
  return undefined;
}

/** A GET, or a route its contract marks as only reading (a search sent as a POST). */
const readsOnly = (request: FastifyRequest) =>
  request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config?.reads === true;

/** The caller of a guarded route. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The bearer token a guarded route let in (a logout ends that session, a password change keeps it). */
export function sessionTokenOf(request: FastifyRequest): string {
  const token = request.auth && bearerToken(request);
  if (!token) throw unauthorized();
  return token;
}
