import { randomBytes } from 'node:crypto';
import { HEADER_TENANT } from '@console/contracts/http';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { appSessions } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { bearerToken } from './guard';
import { declareAccess } from './route-access';
import { hashToken } from './sessions';

/** An app user (the consumer app's signed-in person): their tenant and end-user id. */
export interface AppUser {
  tenantId: string;
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    appUser?: AppUser;
  }
}

const APP_SESSION_DAYS = 30;

/**
 * Issues an app session for an end user: 256 random bits, only the hash stored. The consumer app's
 * own sign-in is not part of this console; the platform issues these for the demo, the scale set
 * and the simulator's app users.
 */
export async function issueAppSession(db: Db, user: AppUser, days = APP_SESSION_DAYS): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(appSessions).values({
    tokenHash: hashToken(token),
    tenantId: user.tenantId,
    userId: user.userId,
    expiresAt: new Date(Date.now() + days * 86_400_000),
  });
  return token;
}

/**
 * The preValidation hook of the consumer app's calls: a live app session (else 401; a staff
 * session is not one), and an X-Tenant-ID matching it when sent (else 403).
 */
export function createAppGuard(db: Db): preValidationAsyncHookHandler {
  return declareAccess(
    async function appGuard(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw unauthorized('appSessionRequired');
      const [session] = await db
        .select({ tenantId: appSessions.tenantId, userId: appSessions.userId })
        .from(appSessions)
        .where(and(eq(appSessions.tokenHash, hashToken(token)), gt(appSessions.expiresAt, new Date())));
      if (!session) throw unauthorized('appSessionRequired');
      const tenantHeader = request.headers[HEADER_TENANT];
      if (typeof tenantHeader === 'string' && tenantHeader && tenantHeader !== session.tenantId)
        throw forbidden('tenantMismatch');
      request.appUser = session;
    },
    { app: true },
  );
}

export function appUserOf(request: FastifyRequest): AppUser {
  if (!request.appUser) throw unauthorized('appSessionRequired');
  return request.appUser;
}
