import {
  getConnectionLogs,
  getDacLogs,
  getDeviceActivityLogs,
  getDeviceDiagnosticsFile,
  getDeviceDiagnosticsLogs,
  getDeviceStatusFile,
  getDeviceStatusLogs,
} from '@console/contracts/device-logs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../platform/auth/guard';
import { createDeviceLogsService } from './device-logs.service';
import type { LogKind } from './log-fields';

/*
 * Access: the DAC Logs tab has its rule (spec 001 section 6: FACTORYADMIN, CUSTOMERSUPPORTL4,
 * CLOUDADMIN). The spec grants no role for the other log tabs; they follow `deviceDetailFull`
 * (everyone but a level-0 factory admin, whose reduced view has no history or diagnostics).
 */
const tags = ['device-logs'];

export const deviceLogRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const logs = createDeviceLogsService(deps);
    const guard = deps.guard('deviceDetailFull');

    const pages: [LogKind, typeof getDeviceStatusLogs | typeof getDeviceDiagnosticsLogs][] = [
      ['status', getDeviceStatusLogs],
      ['diagnostic', getDeviceDiagnosticsLogs],
    ];
    for (const [kind, call] of pages) {
      const { params, query, response } = call;
      app.get(
        call.path,
        { schema: { tags, params, querystring: query, response: { 200: response } }, preValidation: guard },
        (request) => logs.reportPage(authOf(request), kind, request.params.id, request.query),
      );
    }

    const files: [LogKind, typeof getDeviceStatusFile | typeof getDeviceDiagnosticsFile][] = [
      ['status', getDeviceStatusFile],
      ['diagnostic', getDeviceDiagnosticsFile],
    ];
    for (const [kind, call] of files) {
      const { params, query } = call;
      app.get(
        call.path,
        { schema: { tags, params, querystring: query }, preValidation: guard },
        async (request, reply) => {
          const file = await logs.reportFile(authOf(request), kind, request.params.id, request.query);
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${file.fileName}"`)
            .send(file.body);
        },
      );
    }

    const conn = getConnectionLogs;
    app.get(
      conn.path,
      {
        schema: { tags, params: conn.params, querystring: conn.query, response: { 200: conn.response } },
        preValidation: guard,
      },
      (request) => logs.connectionPage(authOf(request), request.params.id, request.query),
    );

    const activity = getDeviceActivityLogs;
    app.get(
      activity.path,
      {
        schema: {
          tags,
          params: activity.params,
          querystring: activity.query,
          response: { 200: activity.response },
        },
        preValidation: guard,
      },
      (request) => logs.activityPage(authOf(request), request.params.id, request.query),
    );

    const dac = getDacLogs;
    app.get(
      dac.path,
      {
        schema: { tags, params: dac.params, querystring: dac.query, response: { 200: dac.response } },
        preValidation: deps.guard('dacLogs'),
      },
      (request) => logs.dacPage(authOf(request), request.params.mac, request.query),
    );
  };
