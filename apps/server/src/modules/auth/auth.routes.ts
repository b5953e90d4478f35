import { captchaChallenge, login, logout, tokenDetails } from '@console/contracts/auth';
import { HEADER_CAPTCHA } from '@console/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, sessionTokenOf } from '../../platform/auth/guard';
import { badRequest } from '../../platform/http/errors';
import { bodyField, rateLimiter } from '../../platform/http/rate-limiter';
import { routeOptions } from '../../platform/http/route-options';
import type { ModuleContext } from '../context';
import { tenantOfRequest } from './request-tenant';

const Status = z.object({ status: z.string() });

export const authRoutes =
  (deps: ModuleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const perMinute = deps.config.LOGIN_RATE_LIMIT_PER_MINUTE;
    // Two limits on sign-in: per address, and per account name whatever the address.
    const limitByAddress = rateLimiter(deps.rateLimits, 'login-address', {
      max: perMinute,
      windowMs: 60_000,
    });
    const limitByAccount = rateLimiter(deps.rateLimits, 'login-account', {
      max: perMinute,
      windowMs: 60_000,
      key: bodyField('userName'),
    });

    // Challenges are cheap to hand out but not free: a wider limit than sign-in itself.
    const limitChallenges = rateLimiter(deps.rateLimits, 'captcha', { max: perMinute * 5, windowMs: 60_000 });

    app.get(
      captchaChallenge.path,
      routeOptions(captchaChallenge, { tags: ['auth'], preValidation: limitChallenges }),
      async () => {
        return deps.captcha.challenge();
      },
    );

    app.post(
      login.path,
      routeOptions(login, { tags: ['auth'], preValidation: [limitByAddress, limitByAccount] }),
      async (request) => {
        const captcha = request.headers[HEADER_CAPTCHA];
        if (!(await deps.captcha.verify(typeof captcha === 'string' ? captcha : undefined))) {
          throw badRequest('captchaRequired');
        }
        return deps.auth.login(await tenantOfRequest(deps, request), request.body, request.ip);
      },
    );

    app.get(
      tokenDetails.path,
      routeOptions(tokenDetails, { tags: ['auth'], preValidation: deps.guard() }),
      async (request) => deps.auth.tokenDetails(authOf(request)),
    );

    app.post(
      logout.path,
      {
        schema: { tags: ['auth'], body: logout.body.optional(), response: { 200: Status } },
        preValidation: deps.guard(),
      },
      async (request) => {
        await deps.auth.logout(authOf(request), sessionTokenOf(request), request.ip);
        return { status: 'success' };
      },
    );
  };
