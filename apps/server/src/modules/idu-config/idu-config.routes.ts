import {
  getIduConfig,
  getIduConfigModelIds,
  triggerIduConfig,
  updateIduConfig,
  uploadIduConfig,
} from '@console/contracts/idu-config';
import { messages } from '@console/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { acceptUploads, receiveUpload } from '../../platform/files/receive-upload';
import { routeOptions } from '../../platform/http/route-options';
import type { IduConfigDeps } from './idu-config.deps';

/** IDU EEPROM config (spec 001 sections 2 and 7): rule iduConfig, the caller's tenant, categories and brands. */
export const iduConfigRoutes =
  (deps: IduConfigDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app, deps.config.FIRMWARE_MAX_MB);
    const preValidation = deps.guard('iduConfig');
    const tags = ['idu-config'];

    app.get(getIduConfig.path, routeOptions(getIduConfig, { tags, preValidation }), async (request) =>
      deps.iduConfig.find(authOf(request), request.query),
    );

    app.get(
      getIduConfigModelIds.path,
      routeOptions(getIduConfigModelIds, { tags, preValidation }),
      async (request) => deps.iduConfig.modelIds(authOf(request), request.params.configId),
    );

    app.post(
      uploadIduConfig.path,
      {
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadIduConfig.response } },
        preValidation,
      },
      async (request) => {
        const auth = authOf(request);
        const upload = await receiveUpload(request, deps.files, deps.iduConfig.uploadLimits);
        const configId = await deps.iduConfig.upload(auth, upload, request.ip);
        return { message: messages.iduConfigUploaded, configId };
      },
    );

    app.put(
      updateIduConfig.path,
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          querystring: updateIduConfig.query,
          response: { 200: updateIduConfig.response },
        },
        preValidation,
      },
      async (request) => {
        const auth = authOf(request);
        const upload = await receiveUpload(request, deps.files, deps.iduConfig.uploadLimits);
        const configId = await deps.iduConfig.update(auth, upload, request.query, request.ip);
        return { message: messages.iduConfigUploaded, configId };
      },
    );

    app.post(
      triggerIduConfig.path,
      routeOptions(triggerIduConfig, { tags, preValidation }),
      async (request) => deps.iduConfigPush.trigger(authOf(request), request.body.deviceId, request.ip),
    );
  };
