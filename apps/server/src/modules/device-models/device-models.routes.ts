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
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createDeviceModelsService } from './device-models.service';

/*
 * Access: reading models follows the Device Model screen's rule (spec 000 section 6); adding and
 * editing need `manageDeviceModels` (the product manager role, spec 001 section 6), and editing
 * also the category rule, checked by the service against the stored model.
 */
const tags = ['device-models'];

export const deviceModelRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    const models = createDeviceModelsService(deps);
    const read = deps.guard('deviceModel');
    const manage = deps.guard('manageDeviceModels');

    app.get(getModelById.path, routeOptions(getModelById, { tags, preValidation: read }), (request) =>
      models.find(authOf(request), 'modelId', request.params.id),
    );

    app.get(getModelByNumber.path, routeOptions(getModelByNumber, { tags, preValidation: read }), (request) =>
      models.find(authOf(request), 'modelNumber', request.params.number),
    );

    app.get(
      getModelIdsByCategory.path,
      routeOptions(getModelIdsByCategory, { tags, preValidation: read }),
      (request) => {
        const { brand, isMatterEnabled } = request.query;
        const matter = isMatterEnabled === undefined ? undefined : isMatterEnabled === 'true';
        return models.modelIds(authOf(request), request.params.category, brand, matter);
      },
    );

    app.get(getModelMetadata.path, routeOptions(getModelMetadata, { tags, preValidation: read }), (request) =>
      models.metadata(authOf(request), request.query.deviceCategory),
    );

    app.get(getModelNumbers.path, routeOptions(getModelNumbers, { tags, preValidation: read }), (request) =>
      models.modelNumbers(authOf(request), request.query.categoryName, request.query.brandName),
    );

    app.post(
      addDeviceModel.path,
      routeOptions(addDeviceModel, { tags, preValidation: manage, status: 201 }),
      async (request, reply) => {
        const model = await models.add(authOf(request), request.body, request.ip);
        return reply.status(201).send(model);
      },
    );

    app.put(
      updateDeviceModel.path,
      routeOptions(updateDeviceModel, { tags, preValidation: manage }),
      (request) => models.update(authOf(request), request.params.id, request.body, request.ip),
    );
  };
