import {
  getApplianceData,
  getDeviceWarranty,
  getProductDetail,
  getWarrantyToken,
} from '@console/contracts/warranty';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../platform/auth/guard';

const tags = ['warranty'];

export const warrantyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = deps.guard('warranty');

    app.post(
      getWarrantyToken.path,
      {
        schema: { tags, body: getWarrantyToken.body, response: { 200: getWarrantyToken.response } },
        preValidation: guard,
      },
      (request) => deps.warranty.issueToken(authOf(request), request.body.mobile),
    );

    app.post(
      getApplianceData.path,
      {
        schema: { tags, body: getApplianceData.body, response: { 200: getApplianceData.response } },
        preValidation: guard,
      },
      (request) => deps.warranty.applianceData(authOf(request), request.body.token),
    );

    const detail = getProductDetail;
    app.post(
      detail.path,
      {
        schema: { tags, querystring: detail.query, body: detail.body, response: { 200: detail.response } },
        preValidation: guard,
      },
      (request) => deps.warranty.productDetail(authOf(request), request.body.token, request.query.product_id),
    );

    app.get(
      getDeviceWarranty.path,
      {
        schema: { tags, params: getDeviceWarranty.params, response: { 200: getDeviceWarranty.response } },
        preValidation: guard,
      },
      (request) => deps.warranty.deviceWarranty(authOf(request), request.params.deviceId),
    );
  };
