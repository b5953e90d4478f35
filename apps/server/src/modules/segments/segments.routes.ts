import {
  createSegment,
  deleteSegment,
  exportFleet,
  getSegment,
  listSegments,
  listSnapshotDevices,
  listSnapshots,
  searchFleet,
  snapshotSegment,
  updateSegment,
} from '@console/contracts/segments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createSegmentsService, parseFilterParam } from './segments.service';

/** Fleet search and segments (issue 32): the fleetSearch rule (level above 2, not a field operator). */
export const segmentRoutes =
  (deps: Pick<PlatformContext, 'guard' | 'db'>): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = deps.guard('fleetSearch');
    const service = createSegmentsService({ db: deps.db });
    const tags = ['segments'];

    app.post(searchFleet.path, routeOptions(searchFleet, { tags, preValidation }), (request) =>
      service.search(authOf(request), request.body),
    );
    app.get(exportFleet.path, routeOptions(exportFleet, { tags, preValidation }), async (request, reply) => {
      const file = await service.exportCsv(
        authOf(request),
        parseFilterParam(request.query.filter),
        request.ip,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    });
    app.get(listSegments.path, routeOptions(listSegments, { tags, preValidation }), (request) =>
      service.list(authOf(request), request.query),
    );
    app.post(createSegment.path, routeOptions(createSegment, { tags, preValidation }), (request) =>
      service.create(authOf(request), request.body, request.ip),
    );
    app.get(getSegment.path, routeOptions(getSegment, { tags, preValidation }), (request) =>
      service.get(authOf(request), request.params.segmentId),
    );
    app.put(updateSegment.path, routeOptions(updateSegment, { tags, preValidation }), (request) =>
      service.update(authOf(request), request.params.segmentId, request.body, request.ip),
    );
    app.delete(
      deleteSegment.path,
      routeOptions(deleteSegment, { tags, preValidation }),
      async (request, reply) => {
        await service.remove(authOf(request), request.params.segmentId, request.ip);
        return reply.code(204).send();
      },
    );
    app.post(snapshotSegment.path, routeOptions(snapshotSegment, { tags, preValidation }), (request) =>
      service.snapshotSegment(authOf(request), request.params.segmentId, request.body.purpose, request.ip),
    );
    app.get(listSnapshots.path, routeOptions(listSnapshots, { tags, preValidation }), (request) =>
      service.snapshots(authOf(request), request.params.segmentId),
    );
    app.get(listSnapshotDevices.path, routeOptions(listSnapshotDevices, { tags, preValidation }), (request) =>
      service.snapshotDevices(authOf(request), request.params.snapshotId, request.query),
    );
  };
