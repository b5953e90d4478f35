import {
  getDeviceCommand,
  getDeviceUsage,
  getDiagnosticsData,
  getFirmwareHistory,
  getOnboardHistory,
} from '@console/contracts/device-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../platform/auth/guard';
import { createDeviceHistoryService } from './device-history.service';

/*
 * The device popups of spec 000. Access follows `deviceDetailFull`: a level-0 factory admin's
 * reduced view has no usage, history or diagnostics (spec 001 section 6). A command's result is
 * for whoever may look the device up (a factory admin pushes IDU configs).
 */
const tags = ['device-history'];

export const deviceHistoryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const history = createDeviceHistoryService(deps);
    const preValidation = deps.guard('deviceDetailFull');

    app.get(
      getDeviceCommand.path,
      {
        schema: { tags, params: getDeviceCommand.params, response: { 200: getDeviceCommand.response } },
        preValidation: deps.guard('deviceLookup'),
      },
      (request) => history.command(authOf(request), request.params.id, request.params.commandId),
    );

    app.get(
      getDeviceUsage.path,
      {
        schema: { tags, params: getDeviceUsage.params, response: { 200: getDeviceUsage.response } },
        preValidation,
      },
      (request) => history.usage(authOf(request), request.params.id),
    );

    const onboard = getOnboardHistory;
    app.get(
      onboard.path,
      {
        schema: {
          tags,
          params: onboard.params,
          querystring: onboard.query,
          response: { 200: onboard.response },
        },
        preValidation,
      },
      (request) => history.onboardHistory(authOf(request), request.params.id, request.query),
    );

    const firmware = getFirmwareHistory;
    app.get(
      firmware.path,
      { schema: { tags, querystring: firmware.query, response: { 200: firmware.response } }, preValidation },
      (request) => history.firmwareHistory(authOf(request), request.query.deviceId, request.query),
    );

    const diagnostics = getDiagnosticsData;
    app.get(
      diagnostics.path,
      {
        schema: { tags, params: diagnostics.params, response: { 200: diagnostics.response } },
        preValidation,
      },
      (request) => history.diagnostics(authOf(request), request.params.id),
    );
  };
