import { captchaChallenge, login, logout, tokenDetails } from '@console/contracts/auth';
import { HEADER_CAPTCHA, HEADER_TENANT } from '@console/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../platform/auth/guard';
import { badRequest } from '../../platform/http/errors';

const Status = z.object({ status: z.string() });

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const perMinute = deps.config.LOGIN_RATE_LIMIT_PER_MINUTE;
    // Two limits on sign-in: per address, and per account name whatever the address.
    const limitByAddress = app.rateLimit({ max: perMinute, timeWindow: 60_000 });
    const limitByAccount = app.rateLimit({
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) =>
        `account:${String((request.body as { userName?: unknown } | undefined)?.userName ?? '').toLowerCase()}`,
    });

    // Challenges are cheap to hand out but not free: a wider limit than sign-in itself.
    const limitChallenges = app.rateLimit({ max: perMinute * 5, timeWindow: 60_000 });

    app.get(
      captchaChallenge.path,
      {
        schema: { tags: ['auth'], response: { 200: captchaChallenge.response } },
        preHandler: limitChallenges,
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return deps.captcha.challenge();
      },
    );

    app.post(
      login.path,
      {
        schema: { tags: ['auth'], body: login.body, response: { 200: login.response } },
        preHandler: [limitByAddress, limitByAccount],
      },
      async (request) => {
        const captcha = request.headers[HEADER_CAPTCHA];
        if (!(await deps.captcha.verify(typeof captcha === 'string' ? captcha : undefined))) {
          throw badRequest('captchaRequired');
        }
        const header = request.headers[HEADER_TENANT];
        const tenant =
          typeof header === 'string' && header
            ? await deps.tenants.findTenant(header)
            : await deps.tenants.resolve(request.hostname);
        if (!tenant) throw badRequest('tenantNotFound');
        return deps.auth.login(tenant, request.body, request.ip);
      },
    );

    app.get(
      tokenDetails.path,
      { schema: { tags: ['auth'], response: { 200: tokenDetails.response } }, preHandler: deps.guard() },
      async (request) => deps.auth.tokenDetails(authOf(request)),
    );

    app.post(
      logout.path,
      {
        schema: { tags: ['auth'], body: logout.body.optional(), response: { 200: Status } },
        preHandler: deps.guard(),
      },
      async (request) => {
        await deps.auth.logout(authOf(request), request.ip);
        return { status: 'success' };
      },
    );
  };
