import { captchaChallenge, login, logout, tokenDetails } from '@console/contracts/auth';
import { HEADER_CAPTCHA } from '@console/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, sessionTokenOf } from '../../platform/auth/guard';
import { badRequest } from '../../platform/http/errors';
import { rateLimiter } from '../../platform/http/rate-limiter';
import { routeOptions } from '../../platform/http/route-options';
import type { AuthDeps } from './auth.deps';
import { tenantOfRequest } from './request-tenant';
import { trustCookie } from './sign-in-trust';

const Status = z.object({ status: z.string() });

export const authRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const perMinute = deps.config.LOGIN_RATE_LIMIT_PER_MINUTE;
    // Sign-in is limited per address here, before anything else; per account name only once the
    // captcha holds, in the service, where a browser the account knows is spared (decision 0031).
    const limitByAddress = rateLimiter(deps.rateLimits, 'login-address', {
      max: perMinute,
      windowMs: 60_000,
    });

    // Challenges are cheap to hand out but not free: a wider limit than sign-in itself.
    const limitChallenges = rateLimiter(deps.rateLimits, 'captcha', { max: perMinute * 5, windowMs: 60_000 });

    app.get(
      captchaChallenge.path,
      routeOptions(captchaChallenge, { tags: ['auth'], preValidation: limitChallenges }),
      async (request) => {
        // With the account about to sign in: harder after many failures from browsers it does not know.
        const userName = request.query.userName?.trim();
        if (!userName) return deps.captcha.challenge();
        const tenant = await tenantOfRequest(deps, request);
        return deps.captcha.challenge(
          await deps.auth.captchaDifficulty(tenant, userName, request.headers.cookie),
        );
      },
    );

    app.post(
      login.path,
      routeOptions(login, { tags: ['auth'], preValidation: limitByAddress }),
      async (request, reply) => {
        const captcha = request.headers[HEADER_CAPTCHA];
        const solved = await deps.captcha.verify(typeof captcha === 'string' ? captcha : undefined);
        if (!solved) throw badRequest('captchaRequired');
        const { answer, trust } = await deps.auth.login(
          await tenantOfRequest(deps, request),
          request.body,
          request.ip,
          {
            captchaDifficulty: solved.difficulty,
            cookies: request.headers.cookie,
          },
        );
        if (trust)
          reply.header('set-cookie', trustCookie(trust.name, trust.token, request.protocol === 'https'));
        return answer;
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
