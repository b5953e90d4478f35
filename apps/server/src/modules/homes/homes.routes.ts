import { getHome, getUserHomes } from '@console/contracts/homes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createHomesService } from './homes.service';

const tags = ['homes'];

export const homeRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    const homes = createHomesService(deps.db);
    const guard = deps.guard('viewHomes');

    app.get(getUserHomes.path, routeOptions(getUserHomes, { tags, preValidation: guard }), (request) =>
      homes.userHomes(authOf(request), request.params.userId),
    );

    app.get(getHome.path, routeOptions(getHome, { tags, preValidation: guard }), (request) =>
      homes.home(authOf(request), request.params.homeId),
    );
  };
