import {
  type AddDeviceModelBody,
  ControlCapability,
  HELP_DOC_URL_PLACEHOLDER,
  type ModelDraft,
  StatusCapability,
  SwitchDevice,
  type UpdateDeviceModelBody,
} from '@console/contracts/device-models';
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';

/** The form's fields as the inputs hold them: text for numbers, a day for the launch date. */
export interface ModelFormValues {
  category?: string;
  subCategory?: string;
  modelId: string;
  modelNumber: string;
  modelName: string;
  manufacturer: string;
  manufacturerAddress: string;
  brand?: string;
  productManagerId: string;
  version: string;
  helpDocUrl: string;
  launchDate: Dayjs | null;
  isActive: 'True' | 'False';
  countries: string[];
  tonnage: string;
  capacity?: string;
  isMatterEnabled: boolean;
  chipType?: string;
  matterPID: string;
  vendorId: string;
}

/** What the form keeps beside its fields: switches and chosen capabilities. */
export interface ModelExtras {
  devices: SwitchDevice[];
  controlCapabilities: ControlCapability[];
  statusCapabilitiesV2: StatusCapability[];
}

/** Section 5 and 9 defaults: version 1, active. */
export const EMPTY_VALUES: ModelFormValues = {
  modelId: '',
  modelNumber: '',
  modelName: '',
  manufacturer: '',
  manufacturerAddress: '',
  productManagerId: '',
  version: '1',
  helpDocUrl: '',
  launchDate: null,
  isActive: 'True',
  countries: [],
  tonnage: '',
  isMatterEnabled: false,
  matterPID: '',
  vendorId: '',
};
export const EMPTY_EXTRAS: ModelExtras = { devices: [], controlCapabilities: [], statusCapabilitiesV2: [] };

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const optional = (v: unknown) => text(v) || undefined;
const listOf = <T>(schema: z.ZodType<T>, v: unknown): T[] =>
  z
    .array(schema)
    .catch([])
    .parse(v ?? []);
const isTrue = (v: unknown) => v === true || String(v).toLowerCase() === 'true';

/** A stored or uploaded model as form values; anything of the wrong type is left empty. */
export function formValuesOf(model: Record<string, unknown>): {
  values: ModelFormValues;
  extras: ModelExtras;
} {
  const launch = Number(model.launchDate);
  return {
    values: {
      ...EMPTY_VALUES,
      category: optional(model.category)?.toUpperCase(),
      subCategory: optional(model.subCategory),
      modelId: text(model.modelId),
      modelNumber: text(model.modelNumber),
      modelName: text(model.modelName),
      manufacturer: text(model.manufacturer),
      manufacturerAddress: text(model.manufacturerAddress),
      brand: optional(model.brand)?.toUpperCase(),
      productManagerId: text(model.productManagerId),
      version: text(model.version) || '1',
      helpDocUrl: text(model.helpDocUrl),
      launchDate: model.launchDate && Number.isFinite(launch) ? dayjs(launch * 1000) : null,
      isActive: model.isActive === undefined || isTrue(model.isActive) ? 'True' : 'False',
      countries: listOf(z.string(), model.countries).map((c) => c.toUpperCase()),
      tonnage: text(model.tonnage),
      capacity: optional(model.capacity),
      isMatterEnabled: isTrue(model.isMatterEnabled),
      chipType: optional(model.chipType),
      matterPID: text(model.matterPID),
      vendorId: text(model.vendorId),
    },
    extras: {
      devices: listOf(SwitchDevice, model.devices),
      controlCapabilities: listOf(ControlCapability, model.controlCapabilities),
      statusCapabilitiesV2: listOf(StatusCapability, model.statusCapabilitiesV2),
    },
  };
}

const seconds = (day: Dayjs | null) => (day ? day.startOf('day').unix() : null);

/** What the contract rules check. */
export function draftOf(v: ModelFormValues, extras: ModelExtras): ModelDraft {
  return { ...v, ...extras, launchDate: seconds(v.launchDate) };
}

/** The add body; numbers are sent as numbers, an empty help URL as its placeholder. */
export function addBodyOf(v: ModelFormValues, extras: ModelExtras): AddDeviceModelBody {
  return {
    ...updateBodyOf(v, extras),
    modelId: v.modelId.trim(),
    modelNumber: v.modelNumber.trim(),
    launchDate: seconds(v.launchDate),
    tonnage: v.tonnage.trim() ? Number(v.tonnage) : null,
  };
}

/** The edit body: no model ID, model number, tonnage or launch date (spec 001 sections 4 and 7). */
export function updateBodyOf(v: ModelFormValues, extras: ModelExtras): UpdateDeviceModelBody {
  return {
    category: v.category ?? '',
    subCategory: v.subCategory ?? null,
    modelName: v.modelName.trim(),
    manufacturer: v.manufacturer.trim(),
    manufacturerAddress: v.manufacturerAddress.trim(),
    brand: v.brand ?? '',
    productManagerId: v.productManagerId.trim(),
    version: Number(v.version),
    helpDocUrl: v.helpDocUrl.trim() || HELP_DOC_URL_PLACEHOLDER,
    isActive: v.isActive === 'True',
    countries: v.countries,
    capacity: v.capacity ?? null,
    isMatterEnabled: v.isMatterEnabled,
    chipType: v.chipType ?? '',
    matterPID: v.isMatterEnabled ? v.matterPID.trim() : null,
    vendorId: v.isMatterEnabled ? Number(v.vendorId) : null,
    ...extras,
  };
}
