import { can, type RuleName } from '@console/contracts/access';
import { HEADER_AUTH_TOKEN, HEADER_TENANT } from '@console/contracts/http';
import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { staffPermissions, tenants } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { buildRequestAuth, type RequestAuth } from './request-auth';
import { resolveSession, type SessionPolicy } from './sessions';

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

export type Guard = (rule?: RuleName) => preHandlerAsyncHookHandler;

/**
 * `guard(rule)` is the preHandler of every protected route: a live session (else 401),
 * an X-Tenant-ID that matches it when sent (else 403, never a switch of tenant),
 * and the named access rule of packages/contracts (else 403).
 */
export function createGuard(db: Db, policy: SessionPolicy): Guard {
  return (rule) =>
    async function guard(request) {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const found = await resolveSession(db, token, policy);
      if (!found) throw unauthorized();
      const tenantHeader = request.headers[HEADER_TENANT];
      if (typeof tenantHeader === 'string' && tenantHeader && tenantHeader !== found.session.tenantId) {
        throw forbidden('tenantMismatch');
      }
      const [tenant] = await db.select().from(tenants).where(eq(tenants.id, found.session.tenantId));
      const permissions = await db
        .select({
          country: staffPermissions.country,
          categories: staffPermissions.categories,
          brand: staffPermissions.brand,
        })
        .from(staffPermissions)
        .where(eq(staffPermissions.staffUserId, found.user.id));
      request.auth = buildRequestAuth({
        token,
        tenantId: found.session.tenantId,
        mainTenant: tenant?.settings.mainBrand ?? false,
        user: found.user,
        permissions,
      });
      if (rule && !can(request.auth.principal, rule)) throw forbidden();
    };
}

/** The caller of a guarded route. */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
