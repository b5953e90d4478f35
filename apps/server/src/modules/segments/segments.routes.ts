import type { Readable } from 'node:stream';
import {
  controlBulkAction,
  createBulkAction,
  createSegment,
  deleteSegment,
  exportBulkResults,
  exportFleet,
  exportSnapshot,
  getBulkAction,
  getSegment,
  listBulkActions,
  listBulkResults,
  listSegments,
  listSnapshotDevices,
  listSnapshots,
  searchFleet,
  snapshotFilter,
  snapshotSegment,
  updateSegment,
} from '@console/contracts/segments';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { routeOptions } from '../../platform/http/route-options';
import type { SegmentsDeps } from './segments.deps';
import { parseFilterParam } from './segments.service';

/** A streamed CSV download. */
const csv = (reply: FastifyReply, file: { fileName: string; body: Readable }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);

/** Fleet search and segments (issue 32): the fleetSearch rule (level above 2, not a field operator). */
export const segmentRoutes =
  (deps: SegmentsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = deps.guard('fleetSearch');
    const service = deps.segments;
    const bulk = deps.bulkActions;
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
    app.post(snapshotFilter.path, routeOptions(snapshotFilter, { tags, preValidation }), (request) =>
      service.snapshot(
        authOf(request),
        { segmentId: null, filter: request.body.filter },
        request.body.purpose,
        request.ip,
      ),
    );
    app.get(
      exportSnapshot.path,
      routeOptions(exportSnapshot, { tags, preValidation }),
      async (request, reply) =>
        csv(reply, await service.exportSnapshot(authOf(request), request.params.snapshotId, request.ip)),
    );

    app.post(createBulkAction.path, routeOptions(createBulkAction, { tags, preValidation }), (request) =>
      bulk.create(authOf(request), request.body, request.ip),
    );
    app.get(listBulkActions.path, routeOptions(listBulkActions, { tags, preValidation }), (request) =>
      bulk.list(authOf(request), request.query.page, request.query.size),
    );
    app.get(getBulkAction.path, routeOptions(getBulkAction, { tags, preValidation }), (request) =>
      bulk.get(authOf(request), request.params.actionId),
    );
    app.post(controlBulkAction.path, routeOptions(controlBulkAction, { tags, preValidation }), (request) =>
      bulk.control(authOf(request), request.params.actionId, request.body.action, request.ip),
    );
    app.get(listBulkResults.path, routeOptions(listBulkResults, { tags, preValidation }), (request) =>
      bulk.results(authOf(request), request.params.actionId, request.query),
    );
    app.get(
      exportBulkResults.path,
      routeOptions(exportBulkResults, { tags, preValidation }),
      async (request, reply) =>
        csv(reply, await bulk.exportResults(authOf(request), request.params.actionId, request.ip)),
    );
  };
