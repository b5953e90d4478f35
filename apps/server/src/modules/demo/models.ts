import type { deviceModels, firmware } from '../../platform/db/schema';
import { TEMPERATURE_RANGE } from '../device-models';
import { AC_CATEGORIES, BAD_RELEASE, MODELS, type ModelSpec, WASHER_CATEGORIES } from './catalog';
import type { Rng } from './prng';

type ModelRow = typeof deviceModels.$inferInsert;
type FirmwareRow = typeof firmware.$inferInsert;

const DAY = 86_400;

/** The demo's Matter vendor id, and the product id of the i-th model of the catalogue. */
export const MATTER_VENDOR_ID = 4447;
export const demoProductIdOf = (modelIndex: number) => 0x8000 + modelIndex;

/* Capability shapes of spec 001 section 3: attributes carry values, intValues or a named range. */
const AC_CONTROL = [
  { capability: 'ACMode', attributes: [{ key: 'ac_mode', values: ['cool', 'dry', 'fan', 'auto', 'heat'] }] },
  {
    capability: 'SleepProfile',
    attributes: [
      {
        key: 'temperature',
        range: TEMPERATURE_RANGE,
      },
      { key: 'duration', intValues: [1, 2, 4, 6, 8] },
    ],
  },
];
const AC_STATUS = [
  { capability: 'ACMode', attributes: [{ key: 'ac_mode' }] },
  { capability: 'SleepProfile', attributes: [{ key: 'temperature' }, { key: 'duration' }] },
];
const WM_CONTROL = [
  {
    capability: 'WMMode',
    attributes: [{ key: 'mode', values: ['normal', 'quick', 'delicate', 'heavy', 'tub clean'] }],
  },
  { capability: 'WMPowerStatus', attributes: [{ key: 'power_status', values: ['on', 'off'] }] },
  { capability: 'WMTemperature', attributes: [{ key: 'temperature', intValues: [20, 30, 40, 60] }] },
];
const WM_STATUS = WM_CONTROL.map((c) => ({
  capability: c.capability,
  attributes: c.attributes.map(({ key }) => ({ key })),
}));

function capabilities(spec: ModelSpec) {
  if (AC_CATEGORIES.includes(spec.category)) return { control: AC_CONTROL, status: AC_STATUS };
  if (WASHER_CATEGORIES.includes(spec.category)) return { control: WM_CONTROL, status: WM_STATUS };
  return { control: [], status: [] };
}

function switchDevices(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: `Switch ${i + 1}`,
    channel: String(i).padStart(2, '0'), // channels count from 00 (spec 001 section 4)
    type: i === count - 1 && count > 2 ? 'FAN' : 'LIGHT',
  }));
}

export function buildModels(tenantIds: readonly string[], nowSec: number): ModelRow[] {
  return tenantIds.flatMap((tenantId) =>
    MODELS.map((spec, i): ModelRow => {
      const { control, status } = capabilities(spec);
      return {
        tenantId,
        modelId: spec.modelId,
        modelNumber: spec.modelNumber,
        modelName: spec.modelName,
        category: spec.category,
        subCategory: spec.subCategory ?? null,
        launchDate: nowSec - (900 - i * 37) * DAY,
        isActive: true,
        manufacturer: 'Panasonic Life Solutions India Pvt. Ltd.',
        manufacturerAddress: '6th Floor, Panasonic Tower, Gurugram, Haryana 122002, India',
        version: 1 + (i % 3),
        helpDocUrl: `https://docs.panasonic.example/models/${spec.modelNumber}`,
        productManagerId: 'demo.pm',
        countries: ['IN', 'SL1', 'BGD'],
        brand: spec.brand,
        tonnage: spec.tonnage ?? null,
        capacity: spec.capacity ?? null,
        devices: spec.switches ? switchDevices(spec.switches) : [],
        isMatterEnabled: spec.matter ?? false,
        chipType: spec.chipType,
        matterPid: spec.matter ? `0x${demoProductIdOf(i).toString(16).toUpperCase()}` : null,
        vendorId: spec.matter ? MATTER_VENDOR_ID : null,
        productId: spec.matter ? demoProductIdOf(i) : null,
        controlCapabilities: control,
        statusCapabilities: status,
      };
    }),
  );
}

/** A factory image per category, brand and chip, and a FOTA image per model version. */
export function buildFirmware(rng: Rng, tenantId: string, nowSec: number): FirmwareRow[] {
  const rows: FirmwareRow[] = [];
  for (const spec of MODELS) {
    const first = spec.firmware[0] ?? '1.0';
    rows.push({
      id: rng.uuid(),
      tenantId,
      kind: 'factory',
      category: spec.category,
      brand: spec.brand,
      modelNumber: null,
      chipType: spec.chipType,
      firmwareVersion: first,
      imageName: `${spec.category.toLowerCase()}_${spec.chipType.toLowerCase()}_${first}.tar.gz`,
      signatureName: `${spec.category.toLowerCase()}_${spec.chipType.toLowerCase()}_${first}.sign`,
      uploadedBy: 'demo.cloudadmin',
      createdAt: new Date((nowSec - 600 * DAY) * 1000),
    });
    spec.firmware.forEach((version, i) => {
      rows.push(fotaRow(rng, tenantId, spec, version, i === 0, nowSec - (400 - i * 120) * DAY));
    });
  }
  return rows;
}

/** A model's FOTA image of `version`, uploaded by demo.l4 at `uploadedSec`. */
function fotaRow(
  rng: Rng,
  tenantId: string,
  spec: ModelSpec,
  version: string,
  isMandatory: boolean,
  uploadedSec: number,
): FirmwareRow {
  return {
    id: rng.uuid(),
    tenantId,
    kind: 'fota',
    category: spec.category,
    brand: spec.brand,
    modelNumber: spec.modelNumber,
    chipType: spec.chipType,
    firmwareVersion: version,
    isMandatory,
    imageName: `${spec.modelNumber.toLowerCase()}_${version}.ota.bin`,
    signatureName: `${spec.modelNumber.toLowerCase()}_${version}.ota.bin.sig`,
    uploadedBy: 'demo.l4',
    createdAt: new Date(uploadedSec * 1000),
  };
}

/** The bad release's FOTA images (catalog.ts), uploaded two days ago, from a stream of their own. */
export function buildBadReleases(rng: Rng, tenantId: string, nowSec: number): FirmwareRow[] {
  const models: readonly string[] = BAD_RELEASE.modelNumbers;
  return MODELS.filter((spec) => models.includes(spec.modelNumber)).map((spec) =>
    fotaRow(rng, tenantId, spec, BAD_RELEASE.version, false, nowSec - 2 * DAY),
  );
}
