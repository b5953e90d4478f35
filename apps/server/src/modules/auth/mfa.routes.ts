import { addMfaDevice, resyncMfaDevice, validateMfa } from '@console/contracts/auth';
import { HEADER_TENANT } from '@console/contracts/http';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { rateLimiter } from '../../platform/http/rate-limiter';
import { routeOptions } from '../../platform/http/route-options';
import type { AuthDeps } from './auth.deps';

/** The tenant the caller names in X-Tenant-ID, if any: an mfaToken of another tenant is refused. */
function tenantHeader(request: FastifyRequest): string | undefined {
  const header = request.headers[HEADER_TENANT];
  return typeof header === 'string' && header ? header : undefined;
}

/** Two-step authentication (spec 000 sections 2, 4, 7 and 8). */
export const mfaRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // One per-address budget for every two-step call, as wide as sign-in's.
    const limitByAddress = rateLimiter(deps.rateLimits, 'mfa-address', {
      max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE,
      windowMs: 60_000,
    });
    // Adding a device from Settings: a session of someone who has Settings (not a line tester).
    const sessionGuard = deps.guard('settings');
    // The setup mfaToken from sign-in authorises a resync; without one, a Settings session must.
    const sessionUnlessToken: preValidationHookHandler = function (request, reply, done) {
      // A body of JSON null reaches here before the schema refuses it: read it as having no token.
      if ((request.body as { mfaToken?: string } | null)?.mfaToken) return done();
      sessionGuard.call(this, request, reply, done);
    };

    app.post(
      validateMfa.path,
      routeOptions(validateMfa, { tags: ['auth'], preValidation: limitByAddress }),
      async (request) => deps.mfa.validate(request.body, tenantHeader(request), request.ip),
    );

    app.post(
      addMfaDevice.path,
      routeOptions(addMfaDevice, { tags: ['auth'], preValidation: [limitByAddress, sessionGuard] }),
      async (request) => {
        return deps.mfa.addDevice(authOf(request), request.body, request.ip);
      },
    );

    app.post(
      resyncMfaDevice.path,
      routeOptions(resyncMfaDevice, {
        tags: ['auth'],
        preValidation: [limitByAddress, sessionUnlessToken],
      }),
      async (request) => {
        await deps.mfa.resync(
          request.body,
          { auth: request.auth, tenantId: tenantHeader(request) },
          request.ip,
        );
        return { status: 'success' as const };
      },
    );
  };
