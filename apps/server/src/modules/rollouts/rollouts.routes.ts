import {
  deleteBatch,
  downloadBatchReport,
  listBatches,
  upgradeDevice,
  upgradeDeviceCount,
  upgradeDevices,
} from '@console/contracts/rollouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { batchReport, reportFileName } from './batch-report';
import type { RolloutsService } from './rollouts.service';

/**
 * FOTA batches and triggers (spec 001 sections 2, 5, 7). Batches need level above 4 (the
 * Device Firmware screen's rule); Device Info's one-device trigger needs `triggerFota`.
 */
export const rolloutRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'> & { rollouts: RolloutsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = deps.guard('deviceFirmware');
    const rollouts = deps.rollouts;
    const tags = ['rollouts'];

    app.get(
      upgradeDeviceCount.path,
      routeOptions(upgradeDeviceCount, { tags, preValidation: guard }),
      (request) => rollouts.upgradeCount(authOf(request), request.query.modelNumber),
    );

    app.post(upgradeDevices.path, routeOptions(upgradeDevices, { tags, preValidation: guard }), (request) =>
      rollouts.upgrade(authOf(request), request.body, request.ip),
    );

    app.get(listBatches.path, routeOptions(listBatches, { tags, preValidation: guard }), (request) => {
      const { categoryName, brandName, modelNumber, page, size } = request.query;
      return rollouts.listBatches(authOf(request), {
        category: categoryName || undefined,
        brand: brandName || undefined,
        modelNumber: modelNumber || undefined,
        page,
        size,
      });
    });

    app.delete(deleteBatch.path, routeOptions(deleteBatch, { tags, preValidation: guard }), (request) =>
      rollouts.deleteBatch(authOf(request), request.query.batchId, request.ip),
    );

    app.get(
      downloadBatchReport.path,
      routeOptions(downloadBatchReport, { tags, preValidation: guard }),
      async (request, reply) => {
        const batch = await rollouts.reportBatch(authOf(request), request.query.batchId, request.ip);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${reportFileName(batch.batchId)}"`)
          .send(batchReport(deps.db, batch));
      },
    );

    app.post(
      upgradeDevice.path,
      routeOptions(upgradeDevice, { tags, preValidation: deps.guard('triggerFota') }),
      (request) => rollouts.triggerDevice(authOf(request), request.body, request.ip),
    );
  };
