import { finishSso, getSsoProvider, getSsoSettings, saveSsoSettings, startSso } from '@console/contracts/sso';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { rateLimiter } from '../../platform/http/rate-limiter';
import { routeOptions } from '../../platform/http/route-options';
import { cookieValue, tenantOfRequest } from '../auth';
import type { SsoDeps } from './sso.deps';
import { redirectUriOf } from './sso-settings.service';
import { BROWSER_COOKIE } from './sso-sign-in.service';

const tenantIdOf = async (deps: SsoDeps, request: FastifyRequest) =>
  (await tenantOfRequest(deps, request)).id;

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The browser's binding to its sign-ins under way: HttpOnly, sent back only to these calls. */
function setBrowserCookie(reply: FastifyReply, value: string, secure: boolean) {
  const attributes = [
    'Path=/simplifi/v1/sso',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=600',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', `${BROWSER_COOKIE}=${value}; ${attributes.join('; ')}`);
}

/**
 * Single sign-on (issue 33): the login page's provider and its start, the callback the console's
 * /sso/callback page hands the provider's answer to (all before sign-in, limited per address as
 * sign-in is), and the tenant's settings for its admins.
 */
export const ssoRoutes =
  (deps: SsoDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['sso'];
    const perAddress = rateLimiter(deps.rateLimits, 'sso-address', {
      max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE,
      windowMs: 60_000,
    });
    app.get(getSsoProvider.path, routeOptions(getSsoProvider, { tags }), async (request) =>
      deps.sso.signIn.provider(await tenantIdOf(deps, request)),
    );
    app.post(
      startSso.path,
      routeOptions(startSso, { tags, preValidation: perAddress }),
      async (request, reply) => {
        const tenantId = await tenantIdOf(deps, request);
        const browser = cookieValue(request.headers.cookie, BROWSER_COOKIE);
        const started = await deps.sso.signIn.start(
          tenantId,
          redirectUriOf(originOf(request)),
          browser,
          request.ip,
        );
        setBrowserCookie(reply, started.browserToken, request.protocol === 'https');
        return { authorizationUrl: started.authorizationUrl };
      },
    );
    app.post(finishSso.path, routeOptions(finishSso, { tags, preValidation: perAddress }), async (request) =>
      deps.sso.signIn.finish(
        await tenantIdOf(deps, request),
        request.body,
        cookieValue(request.headers.cookie, BROWSER_COOKIE),
        request.ip,
      ),
    );

    // The tenant's admins: the provider, its secret and who gets which roles and scope.
    const admins = deps.guard('ssoSettings');
    app.get(getSsoSettings.path, routeOptions(getSsoSettings, { tags, preValidation: admins }), (request) =>
      deps.sso.settings.get(authOf(request), originOf(request)),
    );
    app.put(saveSsoSettings.path, routeOptions(saveSsoSettings, { tags, preValidation: admins }), (request) =>
      deps.sso.settings.save(authOf(request), request.body, originOf(request), request.ip),
    );
  };
