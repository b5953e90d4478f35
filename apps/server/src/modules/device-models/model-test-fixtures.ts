import type { AddDeviceModelBody } from '@console/contracts/device-models';
import type { Db } from '../../platform/db/client';
import { deviceModels } from '../../platform/db/schema';
import type { NewModelRow } from './device-models.queries';

/** Test models: an AC model of the main tenant unless told otherwise. */
export async function insertModel(db: Db, model: Partial<NewModelRow> & { modelId: string }) {
  await db.insert(deviceModels).values({
    tenantId: 'panasonic',
    modelNumber: `NUM-${model.modelId}`,
    modelName: `Model ${model.modelId}`,
    category: 'AC',
    launchDate: 1_700_000_000,
    manufacturer: 'Panasonic',
    manufacturerAddress: 'Gurugram',
    helpDocUrl: 'https://docs.example/m',
    productManagerId: 'pm',
    countries: ['IN'],
    brand: 'PANASONIC',
    tonnage: 1.5,
    chipType: 'ESPWIFI',
    controlCapabilities: [{ capability: 'ACMode', attributes: [{ key: 'ac_mode', values: ['cool'] }] }],
    statusCapabilities: [{ capability: 'ACMode', attributes: [{ key: 'ac_mode' }] }],
    ...model,
  });
}

/** A complete add body for an AC model launching tomorrow. */
export function addBody(overrides: Partial<AddDeviceModelBody> = {}): AddDeviceModelBody {
  return {
    modelId: 'MT0100',
    modelNumber: 'CS-NEW12',
    modelName: 'New Wi-Fi AC',
    category: 'AC',
    subCategory: 'SPLIT',
    launchDate: Math.floor(Date.now() / 1000) + 86_400,
    isActive: true,
    manufacturer: 'Panasonic Life Solutions',
    manufacturerAddress: 'Gurugram, Haryana',
    version: 1,
    helpDocUrl: 'https://docs.example/new',
    productManagerId: 'pm',
    countries: ['IN'],
    brand: 'PANASONIC',
    tonnage: 1.5,
    isMatterEnabled: true,
    chipType: 'ESPWIFIBLE',
    matterPID: '8001',
    vendorId: 4447,
    controlCapabilities: [
      {
        capability: 'SleepProfile',
        attributes: [
          {
            key: 'temperature',
            range: {
              min: [{ value: 16, unit: 'celcius' }],
              max: [{ value: 30, unit: 'celcius' }],
              increment: [{ value: 1 }],
            },
          },
        ],
      },
    ],
    statusCapabilitiesV2: [{ capability: 'SleepProfile', attributes: [{ key: 'temperature' }] }],
    ...overrides,
  };
}
