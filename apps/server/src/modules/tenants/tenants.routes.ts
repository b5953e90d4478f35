import { getTenant } from '@console/contracts/tenants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../platform/http/route-options';
import type { TenantService } from './tenants.service';

/** Tenant lookup: public, it runs before the login screen. */
export const tenantRoutes =
  (deps: { tenants: TenantService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(getTenant.path, routeOptions(getTenant, { tags: ['tenants'] }), async (request) => {
      const tenant = await deps.tenants.resolve(request.params.tenantKey);
      return deps.tenants.toInfo(tenant, `${request.protocol}://${request.host}`);
    });
  };
