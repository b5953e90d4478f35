import {
  downloadManufacturedDevices,
  getManufacturedDevice,
  getManufacturedDevices,
  runLineTest,
  updateManufacturedSerial,
} from '@console/contracts/manufactured-devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { cachedAnswer } from '../../platform/http/cached-answer';
import { routeOptions } from '../../platform/http/route-options';
import { findModel } from '../device-models';
import { createLineTest } from './line-test.service';
import { unitPageTables } from './manufactured-devices.queries';
import { createManufacturedDevicesService } from './manufactured-devices.service';
import type { ManufacturedUnits } from './manufactured-units';

/*
 * Manufactured Devices (spec 002): the list and its CSV for the screen's people (level above 4,
 * CLOUDADMIN or FACTORYADMIN, not a field operator); the PSN edit for those above level 1; the
 * line test for the line-test user.
 */
const tags = ['manufactured-devices'];

export const manufacturedDeviceRoutes =
  (
    deps: Pick<PlatformContext, 'db' | 'guard'> & { manufacturedUnits: ManufacturedUnits },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const units = createManufacturedDevicesService(deps);
    const lineTest = createLineTest(deps.manufacturedUnits, async (auth, value) =>
      Boolean(await findModel(deps.db, auth, 'modelId', value)),
    );

    app.get(
      getManufacturedDevices.path,
      routeOptions(getManufacturedDevices, { tags, preValidation: deps.guard('manufacturedDevices') }),
      (request, reply) =>
        cachedAnswer(deps.db, request, reply, { tables: unitPageTables }, () =>
          units.page(authOf(request), request.query),
        ),
    );

    app.get(
      downloadManufacturedDevices.path,
      routeOptions(downloadManufacturedDevices, { tags, preValidation: deps.guard('manufacturedDevices') }),
      async (request, reply) => {
        const file = await units.csv(authOf(request), request.query, request.ip);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );

    app.get(
      getManufacturedDevice.path,
      routeOptions(getManufacturedDevice, { tags, preValidation: deps.guard('manufacturedDevices') }),
      (request) => units.unit(authOf(request), request.params.deviceId),
    );

    app.put(
      updateManufacturedSerial.path,
      routeOptions(updateManufacturedSerial, { tags, preValidation: deps.guard('editManufacturedSerial') }),
      (request) =>
        units.updateSerial(
          authOf(request),
          request.params.deviceId,
          request.body.productSerialNumber,
          request.ip,
        ),
    );
    app.post(
      runLineTest.path,
      routeOptions(runLineTest, { tags, preValidation: deps.guard('lineTest') }),
      (request) => lineTest(authOf(request), request.body.code),
    );
  };
