import { z } from 'zod';
import { messages } from '../messages';
import {
  AddDeviceModelBody,
  DeviceModel,
  DeviceModelMetadata,
  ModelIdAndNumber,
  UpdateDeviceModelBody,
} from './device-models.schemas';

/* The device model calls of spec 001 section 7. */
const base = '/simplifi/v1/deviceManagement/deviceModels';
const key = (required: string) => z.string().trim().min(1, required).max(100);

export const ModelIdParams = z.object({ id: key(messages.enterModelId) });
export const ModelNumberParams = z.object({ number: key(messages.enterModelNumber) });

export const getModelById = {
  method: 'GET',
  path: `${base}/modelId/:id`,
  params: ModelIdParams,
  response: DeviceModel,
} as const;

export const getModelByNumber = {
  method: 'GET',
  path: `${base}/modelNumber/:number`,
  params: ModelNumberParams,
  response: DeviceModel,
} as const;

export const ModelIdsQuery = z.object({
  brand: z.string().trim().min(1, messages.invalidBrandName).max(100),
  isMatterEnabled: z.enum(['true', 'false']).optional(),
});

export const getModelIdsByCategory = {
  method: 'GET',
  path: `${base}/category/:category/modelIds`,
  params: z.object({ category: key(messages.categoryRequired) }),
  query: ModelIdsQuery,
  response: z.array(ModelIdAndNumber),
} as const;

export const MetadataQuery = z.object({ deviceCategory: key(messages.categoryRequired) });

export const getModelMetadata = {
  method: 'GET',
  path: `${base}/metadata`,
  query: MetadataQuery,
  response: DeviceModelMetadata,
} as const;

/** The FOTA filters' helper: model numbers of a brand and category. */
export const ModelNumbersQuery = z.object({
  brandName: z.string().trim().min(1, messages.invalidBrandName).max(100),
  categoryName: key(messages.categoryRequired),
});

export const getModelNumbers = {
  method: 'GET',
  path: `${base}/modelNumbers`,
  query: ModelNumbersQuery,
  response: z.array(z.string()),
} as const;

export const addDeviceModel = {
  method: 'POST',
  path: base,
  body: AddDeviceModelBody,
  response: DeviceModel,
} as const;

export const updateDeviceModel = {
  method: 'PUT',
  path: `${base}/:id`,
  params: ModelIdParams,
  body: UpdateDeviceModelBody,
  response: DeviceModel,
} as const;
