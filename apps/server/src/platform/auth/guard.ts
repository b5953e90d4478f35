import { can, type RuleName } from '@console/contracts/access';
import { HEADER_AUTH_TOKEN, HEADER_TENANT } from '@console/contracts/http';
import type { MessageCode } from '@console/contracts/messages';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';
import type { RequestAuth } from './request-auth';
import { declareAccess } from './route-access';
import { authenticate, type SessionPolicy } from './sessions';

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
export type Guard = (rule?: RuleName, refusal?: MessageCode) => preValidationAsyncHookHandler;

/**
 * `guard(rule)` is the preValidation hook of every protected route, so it runs before the body and
 * query are validated (a caller without a session learns nothing of the rules): a live session (else 401),
 * an X-Tenant-ID that matches it when sent (else 403, never a switch of tenant),
 * and the named access rule of packages/contracts (else 403). The hook carries its rule
 * (route-access.ts), so the authorization matrix test reads each route's rule from the app itself.
 */
export function createGuard(db: Db, policy: SessionPolicy): Guard {
  return (rule, refusal = 'forbidden') =>
    declareAccess(
      async function guard(request) {
        const token = bearerToken(request);
        if (!token) throw unauthorized();
        const auth = await authenticate(db, token, policy);
        if (!auth) throw unauthorized();
        const tenantHeader = request.headers[HEADER_TENANT];
        if (typeof tenantHeader === 'string' && tenantHeader && tenantHeader !== auth.tenantId) {
          throw forbidden('tenantMismatch');
        }
        request.auth = auth;
        if (rule && !can(auth.principal, rule)) throw forbidden(refusal);
      },
      rule ? { session: rule } : { session: 'any' },
    );
}

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
