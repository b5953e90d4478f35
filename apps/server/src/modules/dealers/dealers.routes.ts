import { deleteDealer, getDeviceDealer, updateDealer } from '@console/contracts/dealers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { routeOptions } from '../../platform/http/route-options';
import type { ModuleContext } from '../context';
import { createDealersService } from './dealers.service';

/*
 * The dealer card of a device: every device screen may read it; editing and deleting dealers is
 * for level above 4 or a cloud admin (spec 002 section 6).
 */
const tags = ['dealers'];

export const dealerRoutes =
  (deps: ModuleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const dealers = createDealersService(deps);

    app.get(
      getDeviceDealer.path,
      routeOptions(getDeviceDealer, { tags, preValidation: deps.guard('deviceLookup') }),
      (request) => dealers.ofDevice(authOf(request), request.params.id),
    );

    app.put(
      updateDealer.path,
      routeOptions(updateDealer, { tags, preValidation: deps.guard('manageDealers') }),
      (request) => dealers.update(authOf(request), request.query.id, request.body, request.ip),
    );

    app.delete(
      deleteDealer.path,
      routeOptions(deleteDealer, { tags, preValidation: deps.guard('manageDealers') }),
      (request) => dealers.remove(authOf(request), request.query.id, request.ip),
    );
  };
