import { getHome, getUserHomes } from '@console/contracts/homes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../platform/auth/guard';
import { createHomesService } from './homes.service';

const tags = ['homes'];

export const homeRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const homes = createHomesService(deps.db);
    const guard = deps.guard('viewHomes');

    app.get(
      getUserHomes.path,
      {
        schema: { tags, params: getUserHomes.params, response: { 200: getUserHomes.response } },
        preValidation: guard,
      },
      (request) => homes.userHomes(authOf(request), request.params.userId),
    );

    app.get(
      getHome.path,
      { schema: { tags, params: getHome.params, response: { 200: getHome.response } }, preValidation: guard },
      (request) => homes.home(authOf(request), request.params.homeId),
    );
  };
