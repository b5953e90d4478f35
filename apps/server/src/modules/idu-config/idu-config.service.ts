import { type IduConfigRow, iduConfigUploadErrors, splitModelIds } from '@console/contracts/idu-config';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { inScope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import type { FileStore } from '../../platform/files/file-store';
import { keepIfAccepted, type ReceivedUpload, type UploadLimits } from '../../platform/files/receive-upload';
import { badRequest, badRequestFor, forbidden, notFound } from '../../platform/http/errors';
import { existingModelIds, modelNumbersOf } from '../device-models';
import { findConfigById, findConfigsOfModels, type IduConfigRecord } from './idu-config.queries';
import { saveConfig } from './idu-config-save';

const upper = (v: string | undefined) => (v ?? '').trim().toUpperCase();

/** IDU EEPROM configs (spec 001): upload, update, search; pushes are in idu-config-push.ts. */
export function createIduConfigService(deps: { db: Db; files: FileStore; maxBytes: number }) {
  const { db, files } = deps;
  const visible = (auth: RequestAuth, c: IduConfigRecord | undefined) =>
    c && inScope(auth, c.category, c.brand) ? c : undefined;

  const uploadLimits: UploadLimits = {
    prefix: 'idu-config',
    maxFiles: 1,
    maxBytes: deps.maxBytes,
    tooLarge: 'iduConfigTooLarge',
    tooMany: 'iduConfigFileMissing',
  };

  /** The section 5 rules, then the models: each must be one of the category and brand. */
  async function checked(
    auth: RequestAuth,
    upload: ReceivedUpload,
    mode: 'upload' | 'update',
    scope?: IduConfigRecord,
  ) {
    const f = upload.fields;
    const file = upload.files[0];
    const modelIds = splitModelIds(f.modelId);
    const category = scope?.category ?? upper(f.category);
    const brand = scope?.brand ?? upper(f.brand);
    const errors = iduConfigUploadErrors(
      { category, brand, modelIds, iduConfigVersion: f.iduConfigVersion, fileName: file?.name },
      mode,
    );
    const first = Object.values(errors)[0];
    if (first) throw badRequestFor(first);
    if (!file) throw badRequest('iduConfigFileMissing');
    if (file.size === 0) throw badRequest('invalidIduConfigImage');
    if (!inScope(auth, category, brand)) throw forbidden();
    const known = modelIds.length ? await existingModelIds(db, auth.tenantId, category, brand, modelIds) : [];
    if (known.length !== modelIds.length) throw badRequest('iduConfigModelUnknown');
    return { category, brand, modelIds, version: f.iduConfigVersion ?? '', file };
  }

  async function commit(auth: RequestAuth, change: Parameters<typeof saveConfig>[2], ip: string) {
    const { configId, unusedFiles } = await saveConfig(db, auth, change, ip);
    await Promise.all(unusedFiles.map((key) => files.remove(key)));
    return configId;
  }

  return {
    /** What the route stores an upload under before handing it here. */
    uploadLimits,

    /** A config file stored by the route; refused, the file is removed again. */
    upload: (auth: RequestAuth, upload: ReceivedUpload, ip: string) =>
      keepIfAccepted(files, upload, async () => commit(auth, await checked(auth, upload, 'upload'), ip)),

    /** By config id: that config in place. By model ids: their one config when it holds exactly them, else a new one. */
    update: (
      auth: RequestAuth,
      upload: ReceivedUpload,
      by: { configId?: string; modelId?: string },
      ip: string,
    ) =>
      keepIfAccepted(files, upload, async () => {
        let target: IduConfigRecord | undefined;
        if (by.configId) {
          target = visible(auth, await findConfigById(db, auth.tenantId, by.configId));
          if (!target) throw notFound('iduConfigNotFound');
          upload.fields.modelId ||= target.modelIds.join(',');
        } else {
          const ids = splitModelIds(by.modelId);
          const owners = (await findConfigsOfModels(db, auth.tenantId, ids)).filter((c) => visible(auth, c));
          if (owners.length === 0) throw notFound('iduConfigNotFound');
          const only = owners.length === 1 ? owners[0] : undefined;
          const same =
            only && only.modelIds.length === ids.length && ids.every((id) => only.modelIds.includes(id));
          target = same ? only : undefined;
          upload.fields.modelId = ids.join(',');
          return commit(auth, { ...(await checked(auth, upload, 'update', owners[0])), target }, ip);
        }
        return commit(auth, { ...(await checked(auth, upload, 'update', target)), target }, ip);
      }),

    /** One row per model: the model asked for, or every model of the config asked for. */
    async find(auth: RequestAuth, q: { modelId?: string; configId?: string }): Promise<IduConfigRow[]> {
      const config = q.configId
        ? visible(auth, await findConfigById(db, auth.tenantId, q.configId))
        : (await findConfigsOfModels(db, auth.tenantId, [q.modelId ?? ''])).find((c) => visible(auth, c));
      if (!config) return [];
      const modelIds = q.configId ? config.modelIds : [q.modelId ?? ''];
      const numbers = await modelNumbersOf(db, auth.tenantId, modelIds);
      const bin = (await files.read(config.fileKey)).toString('base64');
      return modelIds.map((modelId) => ({
        modelId,
        modelNumber: numbers.get(modelId) ?? null,
        configId: config.configId,
        iduConfigVersion: config.configVersion,
        iduConfigFileObjectBin: bin,
        fileName: config.fileName,
        sha256: config.sha256,
        category: config.category,
        brand: config.brand,
      }));
    },

    async modelIds(auth: RequestAuth, configId: string) {
      const config = visible(auth, await findConfigById(db, auth.tenantId, configId));
      if (!config) throw notFound('iduConfigNotFound');
      const numbers = await modelNumbersOf(db, auth.tenantId, config.modelIds);
      return config.modelIds.map((modelId) => ({ modelId, modelNumber: numbers.get(modelId) ?? null }));
    },
  };
}

export type IduConfigService = ReturnType<typeof createIduConfigService>;
