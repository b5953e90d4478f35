import {
  getApplianceData,
  getDeviceWarranty,
  getProductDetail,
  getWarrantyToken,
  reportWarrantyMismatch,
} from '@console/contracts/warranty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { routeOptions } from '../../platform/http/route-options';
import type { WarrantyDeps } from './warranty.deps';
import { requireWarranty } from './warranty-enabled';
import { createWarrantyMismatchService } from './warranty-mismatch.service';

const tags = ['warranty'];

export const warrantyRoutes =
  (deps: WarrantyDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The rule, then the tenant's setting, both before the request is validated: a tenant without
    // warranty learns nothing of these calls' inputs.
    const guard = [
      deps.guard('warranty'),
      async (request: Parameters<typeof authOf>[0]) => requireWarranty(deps.tenants, authOf(request)),
    ];
    const mismatches = createWarrantyMismatchService(deps);

    app.post(
      getWarrantyToken.path,
      routeOptions(getWarrantyToken, { tags, preValidation: guard }),
      (request) => deps.warranty.issueToken(authOf(request), request.body.mobile),
    );

    app.post(
      getApplianceData.path,
      routeOptions(getApplianceData, { tags, preValidation: guard }),
      (request) => deps.warranty.applianceData(authOf(request), request.body.token),
    );

    app.post(
      getProductDetail.path,
      routeOptions(getProductDetail, { tags, preValidation: guard }),
      (request) => deps.warranty.productDetail(authOf(request), request.body.token, request.query.product_id),
    );

    app.get(
      getDeviceWarranty.path,
      routeOptions(getDeviceWarranty, { tags, preValidation: guard }),
      (request) => deps.warranty.deviceWarranty(authOf(request), request.params.deviceId),
    );

    // The spec's report of a device with no warranty match; only its deviceId is used (see the service).
    app.post(
      reportWarrantyMismatch.path,
      routeOptions(reportWarrantyMismatch, { tags, preValidation: guard }),
      (request) => mismatches.report(authOf(request), request.body.deviceId, request.ip),
    );
  };
