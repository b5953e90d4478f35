import {
  getDeviceCommand,
  getDeviceUsage,
  getDiagnosticsData,
  getFirmwareHistory,
  getOnboardHistory,
} from '@console/contracts/device-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createDeviceHistoryService } from './device-history.service';

/*
 * The device popups of spec 000. Access follows `deviceDetailFull`: a level-0 factory admin's
 * reduced view has no usage, history or diagnostics (spec 001 section 6). A command's result is
 * for whoever may look the device up (a factory admin pushes IDU configs).
 */
const tags = ['device-history'];

export const deviceHistoryRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    const history = createDeviceHistoryService(deps);
    const preValidation = deps.guard('deviceDetailFull');

    app.get(
      getDeviceCommand.path,
      routeOptions(getDeviceCommand, { tags, preValidation: deps.guard('deviceLookup') }),
      (request) => history.command(authOf(request), request.params.id, request.params.commandId),
    );

    app.get(getDeviceUsage.path, routeOptions(getDeviceUsage, { tags, preValidation }), (request) =>
      history.usage(authOf(request), request.params.id),
    );

    app.get(getOnboardHistory.path, routeOptions(getOnboardHistory, { tags, preValidation }), (request) =>
      history.onboardHistory(authOf(request), request.params.id, request.query),
    );

    app.get(getFirmwareHistory.path, routeOptions(getFirmwareHistory, { tags, preValidation }), (request) =>
      history.firmwareHistory(authOf(request), request.query.deviceId, request.query),
    );

    app.get(getDiagnosticsData.path, routeOptions(getDiagnosticsData, { tags, preValidation }), (request) =>
      history.diagnostics(authOf(request), request.params.id),
    );
  };
