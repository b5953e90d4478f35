import { getDeviceChildren, offboardDevice, updateDevice } from '@console/contracts/device-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createDeviceActionsService } from './device-actions.service';

/*
 * Device Info actions. Offboarding needs level above 1; the edits also let a level-0 factory admin
 * in (spec 001 section 6); the children list is part of every device screen.
 */
const tags = ['device-actions'];

export const deviceActionRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    const actions = createDeviceActionsService(deps);

    app.get(
      getDeviceChildren.path,
      routeOptions(getDeviceChildren, { tags, preValidation: deps.guard('deviceLookup') }),
      (request) => actions.children(authOf(request), request.params.id),
    );

    app.post(
      offboardDevice.path,
      routeOptions(offboardDevice, { tags, preValidation: deps.guard('offboardDevice') }),
      (request) => actions.offboard(authOf(request), request.params.id, request.ip),
    );

    app.put(
      updateDevice.path,
      routeOptions(updateDevice, { tags, preValidation: deps.guard('editDevice') }),
      (request) => actions.update(authOf(request), request.params.id, request.body, request.ip),
    );
  };
