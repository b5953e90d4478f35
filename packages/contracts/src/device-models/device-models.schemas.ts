import { z } from 'zod';

/*
 * Device models (spec 001 section 3). Bodies are lenient about empty text on purpose: the
 * section 5 rules (model-rules.ts) give each missing or wrong field its own message, on the form
 * and on the server alike, instead of a generic 'Invalid request'.
 */

export const RangeEntry = z.object({
  value: z.number(),
  unit: z.enum(['celcius', 'fahrenheit']).optional(),
});
export type RangeEntry = z.infer<typeof RangeEntry>;

/** A named range: min, max and increment, each a list of values (one per unit). */
export const AttributeRange = z.object({
  min: z.array(RangeEntry).max(4),
  max: z.array(RangeEntry).max(4),
  increment: z.array(RangeEntry).max(4),
});
export type AttributeRange = z.infer<typeof AttributeRange>;

const name = z.string().trim().max(100);

export const ControlAttribute = z.object({
  key: name.min(1),
  values: z.array(name).max(100).optional(),
  intValues: z.array(z.number()).max(100).optional(),
  range: AttributeRange.optional(),
});
export type ControlAttribute = z.infer<typeof ControlAttribute>;

/** A control capability; for switches it names the channels (`devices`) it applies to. */
export const ControlCapability = z.object({
  capability: name.min(1),
  attributes: z.array(ControlAttribute).max(50),
  devices: z.array(z.string().max(10)).max(32).optional(),
});
export type ControlCapability = z.infer<typeof ControlCapability>;

export const StatusCapability = z.object({
  capability: name.min(1),
  attributes: z.array(z.object({ key: name.min(1) })).max(50),
});
export type StatusCapability = z.infer<typeof StatusCapability>;

/** One switch of a switches model: channel is a two-digit string from 00. */
export const SwitchDevice = z.object({
  name: z.string().max(100),
  channel: z.string().regex(/^\d{2}$/),
  type: z.string().max(50),
});
export type SwitchDevice = z.infer<typeof SwitchDevice>;

export const DeviceModel = z.object({
  modelId: z.string(),
  modelNumber: z.string(),
  modelName: z.string(),
  category: z.string(),
  subCategory: z.string().nullable(),
  launchDate: z.number().nullable(),
  isActive: z.boolean(),
  manufacturer: z.string(),
  manufacturerAddress: z.string(),
  version: z.number(),
  helpDocUrl: z.string().nullable(),
  productManagerId: z.string(),
  countries: z.array(z.string()),
  brand: z.string(),
  tonnage: z.number().nullable(),
  capacity: z.string().nullable(),
  devices: z.array(SwitchDevice),
  isMatterEnabled: z.boolean(),
  chipType: z.string().nullable(),
  matterPID: z.string().nullable(),
  vendorId: z.number().nullable(),
  controlCapabilities: z.array(ControlCapability),
  statusCapabilitiesV2: z.array(StatusCapability),
});
export type DeviceModel = z.infer<typeof DeviceModel>;

const text = (max: number) => z.string().max(max).default('');
/** Numbers typed into text boxes may arrive as text; the rules decide whether they are numbers. */
const numberLike = z.union([z.number(), z.string().max(20)]).nullish();

export const AddDeviceModelBody = z.object({
  modelId: text(100),
  modelNumber: text(100),
  modelName: text(200),
  category: text(50),
  subCategory: z.string().max(100).nullish(),
  launchDate: z.number().int().nullish(),
  isActive: z.boolean().default(true),
  manufacturer: text(200),
  manufacturerAddress: text(500),
  version: numberLike,
  helpDocUrl: text(500),
  productManagerId: text(200),
  countries: z.array(z.string().max(10)).max(20).default([]),
  brand: text(100),
  tonnage: numberLike,
  capacity: z.string().max(50).nullish(),
  devices: z.array(SwitchDevice).max(32).default([]),
  isMatterEnabled: z.boolean().default(false),
  chipType: text(50),
  matterPID: z.string().max(50).nullish(),
  vendorId: numberLike,
  controlCapabilities: z.array(ControlCapability).max(50).default([]),
  statusCapabilitiesV2: z.array(StatusCapability).max(50).default([]),
});
export type AddDeviceModelBody = z.input<typeof AddDeviceModelBody>;

/** Edit: the same minus modelId, modelNumber and tonnage; the launch date is not sent either. */
export const UpdateDeviceModelBody = AddDeviceModelBody.omit({
  modelId: true,
  modelNumber: true,
  tonnage: true,
  launchDate: true,
});
export type UpdateDeviceModelBody = z.input<typeof UpdateDeviceModelBody>;

/** One option of the metadata; `supportedDeviceTypes` are the categories it applies to. */
export const MetadataItem = z.object({ name: z.string(), supportedDeviceTypes: z.array(z.string()) });
export type MetadataItem = z.infer<typeof MetadataItem>;

export const VALUE_TYPES = ['values', 'intValues', 'range'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

export const AttributeMetadata = z.object({
  key: z.string(),
  /** One kind of value, or a list of alternatives the form may choose between. */
  valueType: z.union([z.enum(VALUE_TYPES), z.array(z.enum(VALUE_TYPES))]),
  values: z.array(z.string()).optional(),
  intValues: z.array(z.number()).optional(),
  range: AttributeRange.optional(),
  editable: z.boolean(),
  addCustomValue: z.boolean(),
});
export type AttributeMetadata = z.infer<typeof AttributeMetadata>;

export const CapabilityMetadata = z.object({
  capability: z.string(),
  supportedDeviceTypes: z.array(z.string()),
  attributes: z.array(AttributeMetadata),
});
export type CapabilityMetadata = z.infer<typeof CapabilityMetadata>;

export const DeviceModelMetadata = z.object({
  brands: z.array(MetadataItem),
  tonnage: z.array(MetadataItem),
  capacity: z.array(MetadataItem),
  subCategory: z.array(MetadataItem),
  deviceTypes: z.array(MetadataItem),
  controlCapabilities: z.array(CapabilityMetadata),
  statusCapabilities: z.array(CapabilityMetadata),
});
export type DeviceModelMetadata = z.infer<typeof DeviceModelMetadata>;

export const ModelIdAndNumber = z.object({ modelId: z.string(), modelNumber: z.string() });
export type ModelIdAndNumber = z.infer<typeof ModelIdAndNumber>;
