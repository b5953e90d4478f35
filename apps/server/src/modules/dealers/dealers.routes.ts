import {
  createDealer,
  deleteDealer,
  getDealer,
  getDealerBySerial,
  getDeviceDealer,
  listDealers,
  updateDealer,
  uploadDealerMapping,
} from '@console/contracts/dealers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { acceptUploads } from '../../platform/files/receive-upload';
import { cachedAnswer } from '../../platform/http/cached-answer';
import { routeOptions } from '../../platform/http/route-options';
import { createDealerMappingService } from './dealer-mapping.service';
import { dealerPageTables } from './dealers.queries';
import { createDealersService } from './dealers.service';
import { type MappingRowSink, receiveMappingRows } from './mapping-csv';

/*
 * The dealer card of a device: every device screen may read it. Dealer Management (rule `dealers`):
 * everyone with the screen may search; creating, editing, deleting dealers and uploading the PSN
 * mapping is for level above 4 or a cloud admin (rule `manageDealers`, spec 002 section 6).
 */
const tags = ['dealers'];

export const dealerRoutes =
  (deps: Pick<PlatformContext, 'config' | 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app, deps.config.FIRMWARE_MAX_MB);
    const dealers = createDealersService(deps);
    const mapping = createDealerMappingService(deps);
    const search = deps.guard('dealers');
    const manage = deps.guard('manageDealers');

    app.get(
      getDeviceDealer.path,
      routeOptions(getDeviceDealer, { tags, preValidation: deps.guard('deviceLookup') }),
      (request) => dealers.ofDevice(authOf(request), request.params.id),
    );

    app.post(createDealer.path, routeOptions(createDealer, { tags, preValidation: manage }), (request) =>
      dealers.create(authOf(request), request.body, request.ip),
    );

    app.get(getDealer.path, routeOptions(getDealer, { tags, preValidation: search }), (request) =>
      dealers.get(authOf(request), request.query.id),
    );

    app.get(listDealers.path, routeOptions(listDealers, { tags, preValidation: search }), (request, reply) =>
      cachedAnswer(deps.db, request, reply, { tables: dealerPageTables }, () =>
        dealers.list(authOf(request), request.query),
      ),
    );

    app.get(
      getDealerBySerial.path,
      routeOptions(getDealerBySerial, { tags, preValidation: search }),
      (request) => dealers.ofSerial(authOf(request), request.query.productSerialNumber),
    );

    app.put(updateDealer.path, routeOptions(updateDealer, { tags, preValidation: manage }), (request) =>
      dealers.update(authOf(request), request.query.id, request.body, request.ip),
    );

    app.delete(deleteDealer.path, routeOptions(deleteDealer, { tags, preValidation: manage }), (request) =>
      dealers.remove(authOf(request), request.query.id, request.ip),
    );

    app.post(
      uploadDealerMapping.path,
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          response: { 200: uploadDealerMapping.response, 400: uploadDealerMapping.refusedResponse },
        },
        preValidation: manage,
      },
      async (request, reply) => {
        const auth = authOf(request);
        const receive = (sink: MappingRowSink) => receiveMappingRows(request, sink);
        const { ok, result } = await mapping.upload(auth, receive, request.ip);
        if (ok) return result;
        return reply.code(400).send({ statusCode: 400, code: 'dealerMappingFailed', ...result });
      },
    );
  };
