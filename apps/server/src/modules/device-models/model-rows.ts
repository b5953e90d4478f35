import {
  type AddDeviceModelBody,
  type DeviceModel,
  HELP_DOC_URL_PLACEHOLDER,
  type SwitchDevice,
} from '@console/contracts/device-models';
import { matterProductIdOf } from '@console/contracts/matter';
import type { z } from 'zod';
import type { ModelRow, NewModelRow } from './device-models.queries';

/** Bodies as the route hands them over: parsed, defaults applied. */
export type AddBody = z.output<typeof AddDeviceModelBody>;
export type EditBody = Omit<AddBody, 'modelId' | 'modelNumber' | 'tonnage' | 'launchDate'>;

/** A stored model as the API answers it (spec 001 section 3 names). */
export function toDeviceModel(row: ModelRow): DeviceModel {
  return {
    modelId: row.modelId,
    modelNumber: row.modelNumber,
    modelName: row.modelName,
    category: row.category,
    subCategory: row.subCategory,
    launchDate: row.launchDate,
    isActive: row.isActive,
    manufacturer: row.manufacturer,
    manufacturerAddress: row.manufacturerAddress,
    version: row.version,
    helpDocUrl: row.helpDocUrl,
    productManagerId: row.productManagerId,
    countries: row.countries,
    brand: row.brand,
    tonnage: row.tonnage,
    capacity: row.capacity,
    devices: (row.devices ?? []) as SwitchDevice[],
    isMatterEnabled: row.isMatterEnabled,
    chipType: row.chipType,
    matterPID: row.matterPid,
    vendorId: row.vendorId,
    controlCapabilities: row.controlCapabilities as DeviceModel['controlCapabilities'],
    statusCapabilitiesV2: row.statusCapabilities as DeviceModel['statusCapabilitiesV2'],
  };
}

const numberOrNull = (v: number | string | null | undefined) =>
  v === null || v === undefined || String(v).trim() === '' ? null : Number(v);

/** The fields an edit may change, from a checked body. */
export function editableColumns(body: EditBody, switches: boolean): Partial<NewModelRow> {
  return {
    modelName: body.modelName.trim(),
    subCategory: body.subCategory?.trim() || null,
    isActive: body.isActive,
    manufacturer: body.manufacturer.trim(),
    manufacturerAddress: body.manufacturerAddress.trim(),
    version: Number(body.version),
    // Spec 001 section 5: an empty help URL defaults to placeholder text (the console sends it so too).
    helpDocUrl: body.helpDocUrl.trim() || HELP_DOC_URL_PLACEHOLDER,
    productManagerId: body.productManagerId.trim(),
    countries: [...new Set(body.countries.map((c) => c.toUpperCase()))],
    brand: body.brand.trim().toUpperCase(),
    capacity: body.capacity?.trim() || null,
    devices: switches ? body.devices : [],
    isMatterEnabled: body.isMatterEnabled,
    chipType: body.chipType,
    matterPid: body.isMatterEnabled ? (body.matterPID?.trim() ?? null) : null,
    vendorId: body.isMatterEnabled ? numberOrNull(body.vendorId) : null,
    productId: body.isMatterEnabled ? matterProductIdOf(body.matterPID) : null,
    controlCapabilities: body.controlCapabilities,
    statusCapabilities: body.statusCapabilitiesV2,
  };
}

/** A new model's row, from a checked body. */
export function newModelRow(tenantId: string, body: AddBody, switches: boolean): NewModelRow {
  return {
    tenantId,
    modelId: body.modelId.trim(),
    modelNumber: body.modelNumber.trim(),
    category: body.category.trim().toUpperCase(),
    launchDate: body.launchDate ?? null,
    tonnage: numberOrNull(body.tonnage),
    ...editableColumns(body, switches),
  } as NewModelRow;
}
