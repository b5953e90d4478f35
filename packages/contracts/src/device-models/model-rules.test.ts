import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { type ModelDraft, type ModelRuleContext, modelErrors, modelFieldError } from './model-rules';

const NOW = 1_900_000_000;
const add: ModelRuleContext = { mode: 'add', tonnage: true, capacity: false, switches: false, now: NOW };
const edit: ModelRuleContext = { ...add, mode: 'edit' };

const valid: ModelDraft = {
  modelId: 'MT0100',
  modelNumber: 'CS-NEW12',
  modelName: '1 Ton Wi-Fi AC',
  category: 'AC',
  launchDate: NOW + 86_400,
  manufacturer: 'Panasonic Life Solutions',
  manufacturerAddress: 'Gurugram, Haryana 122002',
  brand: 'PANASONIC',
  productManagerId: 'demo.pm',
  countries: ['IN'],
  version: 1,
  helpDocUrl: 'https://docs.example/x',
  tonnage: '1.5',
  chipType: 'ESPWIFI',
  isMatterEnabled: false,
};

const text = (field: Parameters<typeof modelFieldError>[0], d: ModelDraft, ctx = add) => {
  const code = modelFieldError(field, { ...valid, ...d }, ctx);
  return code && messages[code];
};

describe('device model rules (spec 001 section 5)', () => {
  it('passes a complete model', () => {
    expect(modelErrors(valid, add)).toEqual([]);
  });

  it('takes Matter ids that fit in 16 bits only, as the QR payload needs them', () => {
    const matter = (d: Partial<ModelDraft>) => ({
      isMatterEnabled: true,
      matterPID: '0x8000',
      vendorId: 4447,
      ...d,
    });
    expect(text('matterPID', matter({}))).toBeUndefined();
    expect(text('matterPID', matter({ matterPID: '32768' }))).toBeUndefined();
    expect(text('vendorId', matter({ vendorId: '65521' }))).toBeUndefined();
    for (const pid of ['abc', '0x10000', '65536', '0'])
      expect(text('matterPID', matter({ matterPID: pid })), pid).toBe(messages.invalidProductId);
    for (const vid of [99_999_999, '65536', 0, '4447.5'])
      expect(text('vendorId', matter({ vendorId: vid })), String(vid)).toBe(messages.invalidVendorId);
    // Without Matter neither is asked.
    expect(text('vendorId', { isMatterEnabled: false, vendorId: 99_999_999 })).toBeUndefined();
  });

  it.each([
    ['modelId', '', 'Model Id is required'],
    ['modelId', 'MT 01!', 'Invalid Model ID'],
    ['modelNumber', ' ', 'Model Number is required'],
    ['modelNumber', 'CS/12', 'Invalid Model Number'],
    ['modelName', '', 'Model Name is required'],
    ['modelName', '<script>', 'Invalid Model Name'],
    ['category', '', 'Category is required'],
    ['manufacturer', '', 'Manufacturer Name is required'],
    ['manufacturer', '#Bad', 'Invalid Manufacturer Name'],
    ['manufacturerAddress', '', 'Manufacturer Address is required'],
    ['manufacturerAddress', 'a <b>', 'Invalid Manufacturer Address'],
    ['brand', '', 'Invalid Brand Name'],
    ['brand', 'PANA$ONIC', 'Invalid Brand Name'],
    ['productManagerId', '', 'Product Manager Id is required'],
    ['productManagerId', 'pm#1', 'Invalid Product Manager'],
    ['version', '', 'Version is required'],
    ['version', 'v2', 'Invalid Version Number'],
    ['tonnage', '', 'Tonnage is required'],
    ['tonnage', '-1', 'Invalid Tonnage Value'],
    ['tonnage', 'big', 'Invalid Tonnage Value'],
    ['chipType', '', 'Invalid Chip Type'],
    ['chipType', 'NUCLEO9', 'Invalid Chip Type'],
  ] as const)('%s = %j gives %j', (field, value, message) => {
    expect(text(field, { [field]: value })).toBe(message);
  });

  it('takes an empty help URL (it defaults to placeholder text, section 5)', () => {
    expect(text('helpDocUrl', { helpDocUrl: '' })).toBeUndefined();
  });

  it('requires at least one country', () => {
    expect(text('countries', { countries: [] })).toBe('Please Select Country');
  });

  it('requires a launch date from today to 100 days ahead, as epoch seconds', () => {
    expect(text('launchDate', { launchDate: null })).toBe('Launch Date is required');
    expect(text('launchDate', { launchDate: NOW - 3 * 86_400 })).toBe(messages.launchDateOutOfWindow);
    expect(text('launchDate', { launchDate: NOW + 120 * 86_400 })).toBe(messages.launchDateOutOfWindow);
    expect(text('launchDate', { launchDate: NOW + 100 * 86_400 })).toBeUndefined();
  });

  it('checks tonnage only where the category defines it, capacity likewise', () => {
    const noTonnage = { ...add, tonnage: false };
    expect(text('tonnage', { tonnage: '' }, noTonnage)).toBeUndefined();
    expect(text('capacity', { capacity: '' })).toBeUndefined();
    expect(text('capacity', { capacity: '' }, { ...add, capacity: true })).toBe('Invalid Capacity Value');
    expect(text('capacity', { capacity: '8KG' }, { ...add, capacity: true })).toBeUndefined();
  });

  it('asks for product and vendor IDs only when Matter is enabled; vendor ID an integer', () => {
    expect(text('matterPID', { matterPID: '' })).toBeUndefined();
    expect(text('matterPID', { isMatterEnabled: true, matterPID: '' })).toBe('Invalid Product ID');
    expect(text('vendorId', { isMatterEnabled: true, vendorId: '12.5' })).toBe('Invalid Vendor ID');
    expect(text('vendorId', { isMatterEnabled: true, vendorId: '1e3' })).toBe('Invalid Vendor ID');
    expect(text('vendorId', { isMatterEnabled: true, vendorId: 4447 })).toBeUndefined();
  });

  it('offers chip types by category', () => {
    expect(text('chipType', { category: 'LEDLIGHTS', chipType: 'NUCLEO9' })).toBeUndefined();
    expect(text('chipType', { category: 'ODMFRONTLOADWM', chipType: 'ESPWIFIBLE' })).toBe(
      'Invalid Chip Type',
    );
  });

  it('does not check what edit mode cannot change: model ID, model number, launch date, tonnage', () => {
    const locked = { modelId: '', modelNumber: '', launchDate: null, tonnage: '' };
    expect(modelErrors({ ...valid, ...locked }, edit)).toEqual([]);
  });

  it('needs a name and type for every switch of a switches model', () => {
    const switches = { ...add, switches: true };
    const devices = [{ name: '', channel: '00', type: 'LIGHT' }];
    expect(text('devices', { devices }, switches)).toBe(messages.invalidSwitchDevice);
    expect(text('devices', { devices: [{ ...devices[0]!, name: 'Hall' }] }, switches)).toBeUndefined();
  });

  it('needs numeric values in every range, and a range for the range attributes', () => {
    const range = (min: number[]) => [
      {
        capability: 'SleepProfile',
        attributes: [
          {
            key: 'temperature',
            range: { min: min.map((value) => ({ value })), max: [{ value: 30 }], increment: [{ value: 1 }] },
          },
        ],
      },
    ];
    expect(text('controlCapabilities', { controlCapabilities: range([16]) })).toBeUndefined();
    expect(text('controlCapabilities', { controlCapabilities: range([]) })).toBe(messages.invalidRangeValue);
    expect(text('controlCapabilities', { controlCapabilities: range([Number.NaN]) })).toBe(
      messages.invalidRangeValue,
    );
    const bare = [{ capability: 'WMTemperature', attributes: [{ key: 'temperature', values: ['hot'] }] }];
    expect(text('controlCapabilities', { controlCapabilities: bare })).toBe(messages.invalidRangeValue);
  });

  it('lists the form-level messages in the order of section 5', () => {
    const bad = {
      ...valid,
      modelId: '!',
      modelNumber: '!',
      modelName: '!',
      manufacturer: '!',
      manufacturerAddress: '<',
      brand: '!',
      productManagerId: '!',
      countries: [],
    };
    expect(modelErrors(bad, add).map(([, code]) => messages[code])).toEqual([
      'Invalid Model ID',
      'Invalid Model Number',
      'Invalid Model Name',
      'Invalid Manufacturer Name',
      'Invalid Manufacturer Address',
      'Invalid Brand Name',
      'Invalid Product Manager',
      'Please Select Country',
    ]);
  });
});
