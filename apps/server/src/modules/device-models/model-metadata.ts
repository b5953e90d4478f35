import { DEVICE_CATEGORIES } from '@console/contracts/constants';
import {
  type AttributeRange,
  type CapabilityMetadata,
  type DeviceModelMetadata,
  type MetadataItem,
  metadataCategoryOf,
} from '@console/contracts/device-models';

/*
 * The option catalogue of the device model form (spec 001 section 3: brands, tonnage, capacity,
 * sub-categories, switch device types and capabilities, each with the category groups it supports).
 * It is product reference data shipped with the platform, so it lives in code rather than a table;
 * the metadata call filters it by category group and by the caller's brands.
 */

const item = (name: string, ...supportedDeviceTypes: string[]): MetadataItem => ({
  name,
  supportedDeviceTypes,
});
const many = (names: string[], ...types: string[]) => names.map((n) => item(n, ...types));

const EVERY_GROUP = [...new Set(DEVICE_CATEGORIES.map(metadataCategoryOf))];

export const TEMPERATURE_RANGE: AttributeRange = {
  min: [
    { value: 16, unit: 'celcius' },
    { value: 61, unit: 'fahrenheit' },
  ],
  max: [
    { value: 30, unit: 'celcius' },
    { value: 86, unit: 'fahrenheit' },
  ],
  increment: [{ value: 1 }],
};
const DURATION_RANGE: AttributeRange = {
  min: [{ value: 1 }],
  max: [{ value: 12 }],
  increment: [{ value: 1 }],
};
const WASH_RANGE: AttributeRange = {
  min: [{ value: 20, unit: 'celcius' }],
  max: [{ value: 90, unit: 'celcius' }],
  increment: [{ value: 10, unit: 'celcius' }],
};
const WASHERS = ['WM', 'ODMFRONTLOADWM'];

const CONTROL: CapabilityMetadata[] = [
  {
    capability: 'ACMode',
    supportedDeviceTypes: ['AC'],
    attributes: [
      {
        key: 'ac_mode',
        valueType: 'values',
        values: ['cool', 'dry', 'fan', 'auto', 'heat'],
        editable: true,
        addCustomValue: false,
      },
    ],
  },
  {
    capability: 'SleepProfile',
    supportedDeviceTypes: ['AC'],
    attributes: [
      {
        key: 'temperature',
        valueType: 'range',
        range: TEMPERATURE_RANGE,
        editable: true,
        addCustomValue: false,
      },
      {
        key: 'duration',
        valueType: ['intValues', 'range'],
        intValues: [1, 2, 4, 6, 8],
        range: DURATION_RANGE,
        editable: true,
        addCustomValue: true,
      },
    ],
  },
  {
    capability: 'WMMode',
    supportedDeviceTypes: WASHERS,
    attributes: [
      {
        key: 'mode',
        valueType: 'values',
        values: ['normal', 'quick', 'delicate', 'heavy', 'tub clean'],
        editable: true,
        addCustomValue: false,
      },
    ],
  },
  {
    capability: 'WMPowerStatus',
    supportedDeviceTypes: WASHERS,
    attributes: [
      {
        key: 'power_status',
        valueType: 'values',
        values: ['on', 'off'],
        editable: false,
        addCustomValue: false,
      },
    ],
  },
  {
    capability: 'WMTemperature',
    supportedDeviceTypes: WASHERS,
    attributes: [
      {
        key: 'temperature',
        valueType: ['intValues', 'range'],
        intValues: [20, 30, 40, 60],
        range: WASH_RANGE,
        editable: true,
        addCustomValue: true,
      },
    ],
  },
];

const STATUS: CapabilityMetadata[] = CONTROL.map((c) => ({
  ...c,
  attributes: c.attributes.map(({ key }) => ({
    key,
    valueType: 'values',
    editable: false,
    addCustomValue: false,
  })),
}));

export const MODEL_METADATA: DeviceModelMetadata = {
  brands: [
    item('PANASONIC', ...EVERY_GROUP.filter((g) => g !== 'ANCHOR')),
    item('ANCHOR', 'FANCONTROLLER', 'SWITCHES', 'ANCHOR', 'ROMA', 'FAN', 'LEDLIGHTS'),
  ],
  tonnage: many(['0.75', '1', '1.5', '2', '2.5', '3', '4'], 'AC'),
  capacity: [
    ...many(['260L', '307L', '471L', '584L'], 'REF'),
    ...many(['6KG', '7KG', '8KG'], 'WM'),
    ...many(['7KG', '8KG', '10KG'], 'ODMFRONTLOADWM'),
  ],
  subCategory: [
    ...many(['SPLIT', 'WINDOW', 'CASSETTE', 'VRF', 'DUCT'], 'AC'),
    ...many(['CEILING', 'PEDESTAL', 'WALL'], 'FAN'),
  ],
  deviceTypes: many(['LIGHT', 'FAN', 'SOCKET', 'DIMMER'], 'SWITCHES', 'ANCHOR'),
  controlCapabilities: CONTROL,
  statusCapabilities: STATUS,
};

const supports = (group: string) => (entry: { supportedDeviceTypes: string[] }) =>
  entry.supportedDeviceTypes.includes(group);

/** The metadata of one category group, brands limited to those the caller may use. */
export function metadataOf(group: string, brands: readonly string[]): DeviceModelMetadata {
  const m = MODEL_METADATA;
  return {
    brands: m.brands.filter(supports(group)).filter((b) => brands.includes(b.name.toUpperCase())),
    tonnage: m.tonnage.filter(supports(group)),
    capacity: m.capacity.filter(supports(group)),
    subCategory: m.subCategory.filter(supports(group)),
    deviceTypes: m.deviceTypes.filter(supports(group)),
    controlCapabilities: m.controlCapabilities.filter(supports(group)),
    statusCapabilities: m.statusCapabilities.filter(supports(group)),
  };
}
