import {
  downloadFactoryFirmware,
  downloadFotaFirmware,
  factoryStatistics,
  firmwareDistribution,
  firmwareInfoReport,
  fotaStatistics,
  latestFirmware,
  uploadFirmware,
} from '@console/contracts/firmware';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { acceptUploads, receiveUpload } from '../../platform/files/receive-upload';
import { publicOrigin } from '../../platform/http/public-origin';
import { routeOptions } from '../../platform/http/route-options';
import type { FirmwareDeps } from './firmware.deps';

/** Factory and FOTA firmware, firmware distribution (spec 001 sections 2, 7); level above 4. */
export const firmwareRoutes =
  (deps: FirmwareDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app, deps.config.FIRMWARE_MAX_MB);
    const guard = deps.guard('deviceFirmware');
    const tags = ['firmware'];

    app.get(
      factoryStatistics.path,
      routeOptions(factoryStatistics, { tags, preValidation: guard }),
      async (request) => deps.firmware.statistics(authOf(request), 'factory', request.query),
    );

    app.get(
      fotaStatistics.path,
      routeOptions(fotaStatistics, { tags, preValidation: guard }),
      async (request) => {
        const q = request.query;
        return deps.firmware.statistics(authOf(request), 'fota', {
          category: q.categoryName,
          brand: q.brandName,
          modelNumber: q.modelNumber || undefined,
        });
      },
    );

    app.post(
      uploadFirmware.path,
      {
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadFirmware.response } },
        preValidation: guard,
      },
      async (request) => {
        const auth = authOf(request);
        return deps.firmware.upload(
          auth,
          await receiveUpload(request, deps.files, deps.firmware.uploadLimits),
          request.ip,
        );
      },
    );

    app.get(
      downloadFactoryFirmware.path,
      routeOptions(downloadFactoryFirmware, { tags, preValidation: guard }),
      async (request) => {
        const { version, ...scope } = request.query;
        return deps.firmware.download(
          authOf(request),
          'factory',
          scope,
          version,
          publicOrigin(deps.config.PUBLIC_URL, request),
          request.ip,
        );
      },
    );

    app.get(
      downloadFotaFirmware.path,
      routeOptions(downloadFotaFirmware, { tags, preValidation: guard }),
      async (request) => {
        const { version, ...scope } = request.query;
        return deps.firmware.download(
          authOf(request),
          'fota',
          scope,
          version,
          publicOrigin(deps.config.PUBLIC_URL, request),
          request.ip,
        );
      },
    );

    // The latest version decides Device Info's Send FOTA Trigger button: whoever may look a device up may ask.
    app.get(
      latestFirmware.path,
      routeOptions(latestFirmware, { tags, preValidation: deps.guard('deviceLookup') }),
      async (request) => deps.firmware.latest(authOf(request), request.query.modelNumber),
    );

    app.get(
      firmwareInfoReport.path,
      routeOptions(firmwareInfoReport, { tags, preValidation: guard }),
      async (request) => deps.firmware.infoReport(authOf(request)),
    );

    app.get(
      firmwareDistribution.path,
      // Also graph 6 of the Metrics Chart: its own rule, wider than the screen's.
      routeOptions(firmwareDistribution, { tags, preValidation: deps.guard('firmwareDistribution') }),
      async (request) => deps.firmware.distribution(authOf(request), request.query),
    );
  };
