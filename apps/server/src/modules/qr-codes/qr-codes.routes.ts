import {
  countQrCodes,
  createQrCode,
  fetchQrCode,
  listLabelPrinters,
  listQrPrints,
  printZplLabels,
  registerLabelPrinter,
  removeLabelPrinter,
} from '@console/contracts/qr-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import type { ManufacturedUnits } from '../manufactured-devices';
import { createLabelPrintersService } from './label-printers.service';
import { createQrCodesService } from './qr-codes.service';
import { createZplPrintsService } from './zpl-prints.service';

/**
 * QR codes (spec 002 sections 2 and 7): rule qrCode (level above 4, CLOUDADMIN or FACTORYADMIN,
 * not a field operator: section 6); the service keeps every label within the caller's tenant,
 * categories, brands and countries. ZPL prints and the prints breakdown (issue 34) are the same
 * screen's, so the same rule; registering and removing the tenant's network printers is rule
 * labelPrinters (its admins), since the server connects to whatever address they register.
 */
export const qrCodeRoutes =
  (
    deps: Pick<PlatformContext, 'db' | 'guard'> & { manufacturedUnits: ManufacturedUnits },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const units = deps.manufacturedUnits;
    const qr = createQrCodesService({ db: deps.db, units });
    const zpl = createZplPrintsService({ db: deps.db, units });
    const printers = createLabelPrintersService(deps.db);
    const preValidation = deps.guard('qrCode');
    const admin = { tags: ['qr-codes'], preValidation: deps.guard('labelPrinters') };
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

    // Its 409 (serials printed before, no reason) is declared too: the body names those serials.
    const zplOptions = routeOptions(printZplLabels, { tags, preValidation });
    app.post(
      printZplLabels.path,
      {
        ...zplOptions,
        schema: {
          ...zplOptions.schema,
          response: { ...zplOptions.schema.response, 409: printZplLabels.reprintRefusal },
        },
      },
      async (request) => zpl.print(authOf(request), request.body, request.ip),
    );

    app.get(listQrPrints.path, routeOptions(listQrPrints, { tags, preValidation }), async (request) =>
      zpl.prints(authOf(request), request.query),
    );

    // Operators choose a printer to print to: the list is the screen's.
    app.get(
      listLabelPrinters.path,
      routeOptions(listLabelPrinters, { tags, preValidation }),
      async (request) => printers.list(authOf(request)),
    );

    app.post(registerLabelPrinter.path, routeOptions(registerLabelPrinter, admin), async (request) =>
      printers.register(authOf(request), request.body, request.ip),
    );

    app.delete(removeLabelPrinter.path, routeOptions(removeLabelPrinter, admin), async (request) =>
      printers.remove(authOf(request), request.params.id, request.ip),
    );
  };
