import { getDevice } from '@console/contracts/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createDevicesService } from './devices.service';

export const deviceRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    const devices = createDevicesService(deps.db);
    app.get(
      getDevice.path,
      routeOptions(getDevice, { tags: ['devices'], preValidation: deps.guard('deviceLookup') }),
      (request) => devices.lookup(authOf(request), request.params.searchType, request.params.value),
    );
  };
