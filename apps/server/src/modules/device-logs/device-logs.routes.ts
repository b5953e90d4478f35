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
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createDeviceLogsService } from './device-logs.service';
import type { LogKind } from './log-fields';

/*
 * Access: the DAC Logs tab has its rule (spec 001 section 6: FACTORYADMIN, CUSTOMERSUPPORTL4,
 * CLOUDADMIN). The spec grants no role for the other log tabs; they follow `deviceDetailFull`
 * (everyone but a level-0 factory admin, whose reduced view has no history or diagnostics).
 */
const tags = ['device-logs'];

export const deviceLogRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    const logs = createDeviceLogsService(deps);
    const guard = deps.guard('deviceDetailFull');

    const pages: [LogKind, typeof getDeviceStatusLogs | typeof getDeviceDiagnosticsLogs][] = [
      ['status', getDeviceStatusLogs],
      ['diagnostic', getDeviceDiagnosticsLogs],
    ];
    for (const [kind, call] of pages) {
      app.get(call.path, routeOptions(call, { tags, preValidation: guard }), (request) =>
        logs.reportPage(authOf(request), kind, request.params.id, request.query),
      );
    }

    const files: [LogKind, typeof getDeviceStatusFile | typeof getDeviceDiagnosticsFile][] = [
      ['status', getDeviceStatusFile],
      ['diagnostic', getDeviceDiagnosticsFile],
    ];
    for (const [kind, call] of files) {
      app.get(call.path, routeOptions(call, { tags, preValidation: guard }), async (request, reply) => {
        const file = await logs.reportFile(authOf(request), kind, request.params.id, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      });
    }

    app.get(
      getConnectionLogs.path,
      routeOptions(getConnectionLogs, { tags, preValidation: guard }),
      (request) => logs.connectionPage(authOf(request), request.params.id, request.query),
    );

    app.get(
      getDeviceActivityLogs.path,
      routeOptions(getDeviceActivityLogs, { tags, preValidation: guard }),
      (request) => logs.activityPage(authOf(request), request.params.id, request.query),
    );

    app.get(
      getDacLogs.path,
      routeOptions(getDacLogs, { tags, preValidation: deps.guard('dacLogs') }),
      (request) => logs.dacPage(authOf(request), request.params.mac, request.query),
    );
  };
