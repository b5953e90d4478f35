import { z } from 'zod';
import { messages } from '../messages';

const base = '/simplifi/v1/deviceManagement/iduconfig';
const text = z.string().trim().max(100);

/** One model's IDU config (spec 001 section 3); the file comes as base64 in `iduConfigFileObjectBin`. */
export const IduConfigRow = z.object({
  modelId: z.string(),
  modelNumber: z.string().nullable(),
  configId: z.string(),
  iduConfigVersion: z.string(),
  iduConfigFileObjectBin: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  category: z.string(),
  brand: z.string(),
});
export type IduConfigRow = z.infer<typeof IduConfigRow>;

/** A search by Model ID or by Config ID; neither is 'Invalid Filter' (spec 001 section 5). */
export const IduConfigQuery = z
  .object({ modelId: text.optional(), configId: text.optional() })
  .refine((q) => Boolean(q.modelId || q.configId), { message: messages.invalidFilter });

export const IduConfigIdParams = z.object({ configId: text.min(1, messages.configIdEmpty) });

/** PUT: the models whose config changes (comma-joined), or one config by its id. */
export const IduConfigUpdateQuery = IduConfigQuery;

export const IduConfigSaved = z.object({ message: z.string(), configId: z.string() });

export const IduConfigTriggerBody = z.object({
  deviceId: z.string(messages.invalidDeviceId).trim().min(1, messages.invalidDeviceId).max(100),
});
export const IduConfigTriggered = z.object({
  message: z.string(),
  commandId: z.string(),
  configId: z.string(),
  iduConfigVersion: z.string(),
});

export const ModelIdOfConfig = z.object({ modelId: z.string(), modelNumber: z.string().nullable() });

export const getIduConfig = {
  method: 'GET',
  path: `${base}/config`,
  query: IduConfigQuery,
  response: z.array(IduConfigRow),
} as const;
export const getIduConfigModelIds = {
  method: 'GET',
  path: `${base}/:configId/modelIds`,
  params: IduConfigIdParams,
  response: z.array(ModelIdOfConfig),
} as const;
/** Multipart: category, modelId (comma-joined), iduConfigVersion, iduConfigFile (spec 001 section 3). */
export const uploadIduConfig = { method: 'POST', path: base, response: IduConfigSaved } as const;
/** Multipart: iduConfigVersion and iduConfigFile; with ?configId, modelId may also name its new models. */
export const updateIduConfig = {
  method: 'PUT',
  path: base,
  query: IduConfigUpdateQuery,
  response: IduConfigSaved,
} as const;
export const triggerIduConfig = {
  method: 'POST',
  path: `${base}/trigger`,
  body: IduConfigTriggerBody,
  response: IduConfigTriggered,
} as const;
