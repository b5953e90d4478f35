import { getTenant } from '@console/contracts/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../platform/http/route-options';
import type { ModuleContext } from '../context';

/** Tenant lookup: public, it runs before the login screen. */
export const tenantRoutes =
  (deps: ModuleContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(getTenant.path, routeOptions(getTenant, { tags: ['tenants'] }), async (request) => {
      const tenant = await deps.tenants.resolve(request.params.tenantKey);
      return deps.tenants.toInfo(tenant, `${request.protocol}://${request.host}`);
    });
  };
