import type { DemoFixtures } from '@console/contracts/demo';
import type { Database } from '../../platform/db/client';
import type { manufacturedDevices } from '../../platform/db/schema';
import { createManufacturedUnits, newOnboarding, type RandomInt } from '../manufactured-devices';
import { MODELS } from './catalog';
import type { DevicePlan } from './device-factory';
import { macAddressOf, productSerialOf, serialNumberOf } from './identity';
import type { Rng } from './prng';
import { DEMO_TENANTS, MAIN_TENANT_ID } from './tenants';

type UnitRow = typeof manufacturedDevices.$inferInsert;

const DAY = 86_400;
/** Units made lately and still at the factory (no device record yet), per model and tenant. */
const IN_FACTORY_PER_MODEL = 2;
/** Their sequence numbers start here, past any demo device's, so ids and serials stay unique. */
const IN_FACTORY_SEQ = 90_000;

/**
 * The demo's manufactured units: one for every demo device (same ids, serials and dates, its factory
 * image), and a few recent units per model not yet provisioned or onboarded. Each gets a random
 * discriminator and passcode from `rng`, sealed under the server key.
 */
export function buildManufactured(
  rng: Rng,
  nowSec: number,
  fleet: DevicePlan[],
  secretKey: Buffer,
): UnitRow[] {
  const random: RandomInt = (min, max) => rng.int(min, max - 1);
  const units: UnitRow[] = fleet.map(({ row, spec }) => ({
    tenantId: row.tenantId,
    deviceId: row.deviceId,
    modelId: spec.modelId,
    modelNumber: row.modelNumber,
    modelName: row.modelName ?? spec.modelName,
    category: row.category,
    brand: row.brand,
    country: row.country,
    macAddress: row.macAddress,
    efuseMacAddress: row.efuseMacAddress ?? null,
    serialNumber: row.serialNumber,
    productSerialNumber: row.productSerialNumber ?? null,
    firmwareVersion: spec.firmware[0] ?? row.firmwareVersion,
    manufacturedDate: row.manufacturedDate ?? nowSec,
    createdAt: new Date((row.manufacturedDate ?? nowSec) * 1000),
    createdBy: row.createdBy ?? null,
    provisionedAt: row.provisionedAt ?? null,
    onboardedAt: row.onboardedAt ?? null,
    ...newOnboarding(secretKey, random),
  }));
  let seq = IN_FACTORY_SEQ;
  for (const tenant of DEMO_TENANTS) {
    for (const spec of MODELS) {
      for (let k = 0; k < IN_FACTORY_PER_MODEL; k++) {
        seq++;
        const manufactured = nowSec - rng.int(1, 45) * DAY - rng.int(0, DAY);
        const mac = macAddressOf(spec.chipType, seq);
        units.push({
          tenantId: tenant.id,
          deviceId: `${seq.toString(16).padStart(5, '0')}${rng.hex(7)}`.toUpperCase(),
          modelId: spec.modelId,
          modelNumber: spec.modelNumber,
          modelName: spec.modelName,
          category: spec.category,
          brand: spec.brand,
          country: 'in',
          macAddress: mac,
          efuseMacAddress: spec.chipType.startsWith('ESP') ? mac : null,
          serialNumber: serialNumberOf(spec.chipType, manufactured, seq),
          productSerialNumber: productSerialOf(spec.brand, spec.category, manufactured, seq),
          firmwareVersion: spec.firmware[0] ?? '1.0',
          manufacturedDate: manufactured,
          createdAt: new Date(manufactured * 1000),
          createdBy: `factory-line-${rng.int(1, 6)}`,
          provisionedAt: null,
          onboardedAt: null,
          ...newOnboarding(secretKey, random),
        });
      }
    }
  }
  return units;
}

/**
 * The factory's samples for the browser tests: a Matter unit of the main tenant (AC, India, with a
 * PSN) and its label codes, opened with the server key; and a unit still at the factory. A key that
 * does not open the passcode (DATA_DIR lost its key) leaves the Matter sample out.
 */
export async function factoryFixtures(
  database: Database,
  secretKey: Buffer,
): Promise<Pick<DemoFixtures, 'matterUnit' | 'factoryUnit'>> {
  const out: Pick<DemoFixtures, 'matterUnit' | 'factoryUnit'> = {};
  const matter = await database.execute(
    `SELECT m.product_serial_number FROM manufactured_devices m
       JOIN device_models dm ON dm.tenant_id = m.tenant_id AND dm.model_id = m.model_id AND dm.is_matter_enabled
      WHERE m.tenant_id = $1 AND m.category = 'AC' AND m.country = 'in' AND m.product_serial_number IS NOT NULL
      ORDER BY m.manufactured_date DESC, m.device_id LIMIT 1`,
    [MAIN_TENANT_ID],
  );
  const psn = matter.rows[0]?.product_serial_number;
  if (psn) {
    try {
      const units = createManufacturedUnits(database.db, secretKey);
      const unit = await units.find({ tenantId: MAIN_TENANT_ID, serial: String(psn) });
      const codes = unit && units.codesOf(unit);
      if (unit && codes)
        out.matterUnit = { deviceId: unit.deviceId, productSerialNumber: String(psn), ...codes };
    } catch {
      // Sealed under another key: no Matter sample.
    }
  }
  const factory = await database.execute(
    `SELECT device_id, product_serial_number, category, manufactured_date FROM manufactured_devices
      WHERE tenant_id = $1 AND provisioned_at IS NULL AND category = 'AC' AND country = 'in'
      ORDER BY manufactured_date DESC, device_id LIMIT 1`,
    [MAIN_TENANT_ID],
  );
  const row = factory.rows[0];
  if (row) {
    out.factoryUnit = {
      deviceId: String(row.device_id),
      productSerialNumber: String(row.product_serial_number),
      category: String(row.category),
      manufacturedDate: Number(row.manufactured_date),
    };
  }
  return out;
}
