import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { deviceModels, manufacturedDevices } from '../../platform/db/schema';
import { openPasscode } from './onboarding';

export type ManufacturedRow = typeof manufacturedDevices.$inferSelect;
export type NewManufacturedRow = typeof manufacturedDevices.$inferInsert;

/** A manufactured unit with its onboarding data opened and its model's Matter ids. */
export interface ManufacturedUnit extends Omit<ManufacturedRow, 'passcodeEnc'> {
  passcode: number;
  isMatter: boolean;
  /** The model's Matter vendor and product id; null for a model that is not Matter. */
  vendorId: number | null;
  productId: number | null;
}

/**
 * The unit of a tenant with this serial: its product serial number (PSN), else its module serial or
 * device id; with `modelId`, only a unit of that model. Undefined when there is none.
 */
export async function findManufacturedUnit(
  db: Db,
  key: Buffer,
  query: { tenantId: string; serial: string; modelId?: string },
): Promise<ManufacturedUnit | undefined> {
  const serial = query.serial.trim();
  if (!serial) return undefined;
  const m = manufacturedDevices;
  const rows = await db
    .select({
      unit: m,
      isMatter: deviceModels.isMatterEnabled,
      vendorId: deviceModels.vendorId,
      productId: deviceModels.productId,
    })
    .from(m)
    .leftJoin(deviceModels, and(eq(deviceModels.tenantId, m.tenantId), eq(deviceModels.modelId, m.modelId)))
    .where(
      and(
        eq(m.tenantId, query.tenantId),
        or(eq(m.productSerialNumber, serial), eq(m.serialNumber, serial), eq(m.deviceId, serial)),
        query.modelId === undefined ? undefined : eq(m.modelId, query.modelId),
      ),
    )
    .limit(3);
  // A PSN match wins over a module serial or device id that happens to read the same.
  const row = rows.find((r) => r.unit.productSerialNumber === serial) ?? rows[0];
  if (!row) return undefined;
  const { passcodeEnc, ...unit } = row.unit;
  const isMatter = row.isMatter ?? false;
  return {
    ...unit,
    passcode: openPasscode(key, passcodeEnc),
    isMatter,
    vendorId: isMatter ? row.vendorId : null,
    productId: isMatter ? row.productId : null,
  };
}
