import type { DeviceModel } from '@console/contracts/device-models';

/** A device model as Device Model answers it (an AC of brand panasonic), with these changes. */
export const deviceModel = (changes: Partial<DeviceModel> = {}): DeviceModel => ({
  modelId: 'CS-RU12',
  modelNumber: 'RU12-IN',
  modelName: 'Split AC 1 ton',
  category: 'AC',
  subCategory: null,
  launchDate: null,
  isActive: true,
  manufacturer: 'Panasonic',
  manufacturerAddress: 'Jhajjar',
  version: 1,
  helpDocUrl: null,
  productManagerId: 'pm-1',
  countries: ['IN'],
  brand: 'panasonic',
  tonnage: 1,
  capacity: null,
  devices: [],
  isMatterEnabled: false,
  chipType: null,
  matterPID: null,
  vendorId: null,
  controlCapabilities: [],
  statusCapabilitiesV2: [],
  ...changes,
});
