import {
  addDeviceModel,
  getModelById,
  getModelByNumber,
  getModelIdsByCategory,
  getModelMetadata,
  getModelNumbers,
  updateDeviceModel,
} from '@console/contracts/device-models';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../platform/auth/guard';
import { createDeviceModelsService } from './device-models.service';

/*
 * Access: reading models follows the Device Model screen's rule (spec 000 section 6); adding and
 * editing need `manageDeviceModels` (the product manager role, spec 001 section 6), and editing
 * also the category rule, checked by the service against the stored model.
 */
const tags = ['device-models'];

export const deviceModelRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const models = createDeviceModelsService(deps);
    const read = deps.guard('deviceModel');
    const manage = deps.guard('manageDeviceModels');

    app.get(
      getModelById.path,
      {
        schema: { tags, params: getModelById.params, response: { 200: getModelById.response } },
        preValidation: read,
      },
      (request) => models.find(authOf(request), 'modelId', request.params.id),
    );

    app.get(
      getModelByNumber.path,
      {
        schema: { tags, params: getModelByNumber.params, response: { 200: getModelByNumber.response } },
        preValidation: read,
      },
      (request) => models.find(authOf(request), 'modelNumber', request.params.number),
    );

    const ids = getModelIdsByCategory;
    app.get(
      ids.path,
      {
        schema: { tags, params: ids.params, querystring: ids.query, response: { 200: ids.response } },
        preValidation: read,
      },
      (request) => {
        const { brand, isMatterEnabled } = request.query;
        const matter = isMatterEnabled === undefined ? undefined : isMatterEnabled === 'true';
        return models.modelIds(authOf(request), request.params.category, brand, matter);
      },
    );

    app.get(
      getModelMetadata.path,
      {
        schema: { tags, querystring: getModelMetadata.query, response: { 200: getModelMetadata.response } },
        preValidation: read,
      },
      (request) => models.metadata(authOf(request), request.query.deviceCategory),
    );

    app.get(
      getModelNumbers.path,
      {
        schema: { tags, querystring: getModelNumbers.query, response: { 200: getModelNumbers.response } },
        preValidation: read,
      },
      (request) => models.modelNumbers(authOf(request), request.query.categoryName, request.query.brandName),
    );

    app.post(
      addDeviceModel.path,
      {
        schema: { tags, body: addDeviceModel.body, response: { 201: addDeviceModel.response } },
        preValidation: manage,
      },
      async (request, reply) => {
        const model = await models.add(authOf(request), request.body, request.ip);
        return reply.status(201).send(model);
      },
    );

    app.put(
      updateDeviceModel.path,
      {
        schema: {
          tags,
          params: updateDeviceModel.params,
          body: updateDeviceModel.body,
          response: { 200: updateDeviceModel.response },
        },
        preValidation: manage,
      },
      (request) => models.update(authOf(request), request.params.id, request.body, request.ip),
    );
  };
