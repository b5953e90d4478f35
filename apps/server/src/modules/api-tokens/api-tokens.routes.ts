import { createApiToken, listApiTokens, revokeApiToken } from '@console/contracts/api-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createApiTokensService } from './api-tokens.service';

/** API tokens (issue 33): a person's own (apiTokens rule); the tenant's for admins (allApiTokens). */
export const apiTokenRoutes =
  (deps: Pick<PlatformContext, 'guard' | 'db'>): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = deps.guard('apiTokens');
    const service = createApiTokensService({ db: deps.db });
    const tags = ['api-tokens'];
    app.post(createApiToken.path, routeOptions(createApiToken, { tags, preValidation }), (request) =>
      service.create(authOf(request), request.body, request.ip),
    );
    app.get(listApiTokens.path, routeOptions(listApiTokens, { tags, preValidation }), (request) =>
      service.list(authOf(request), request.query),
    );
    app.delete(revokeApiToken.path, routeOptions(revokeApiToken, { tags, preValidation }), (request) =>
      service.revoke(authOf(request), request.params.tokenId, request.ip),
    );
  };
