import { countQrCodes, createQrCode, fetchQrCode } from '@console/contracts/qr-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import type { ManufacturedUnits } from '../manufactured-devices';
import { createQrCodesService } from './qr-codes.service';

/**
 * QR codes (spec 002 sections 2 and 7): rule qrCode (level above 4, CLOUDADMIN or FACTORYADMIN,
 * not a field operator: section 6); the service keeps every label within the caller's tenant,
 * categories, brands and countries.
 */
export const qrCodeRoutes =
  (
    deps: Pick<PlatformContext, 'db' | 'guard'> & { manufacturedUnits: ManufacturedUnits },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const qr = createQrCodesService({ db: deps.db, units: deps.manufacturedUnits });
    const preValidation = deps.guard('qrCode');
    const tags = ['qr-codes'];

    app.post(createQrCode.path, routeOptions(createQrCode, { tags, preValidation }), async (request) =>
      qr.create(authOf(request), request.body, request.ip),
    );

    app.get(fetchQrCode.path, routeOptions(fetchQrCode, { tags, preValidation }), async (request) =>
      qr.fetch(authOf(request), request.query, request.ip),
    );

    app.get(countQrCodes.path, routeOptions(countQrCodes, { tags, preValidation }), async (request) =>
      qr.count(authOf(request), request.query),
    );
  };
