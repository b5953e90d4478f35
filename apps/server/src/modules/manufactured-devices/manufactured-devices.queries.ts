import { and, desc, eq, getTableName, gte, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { categoryInScope, scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { keysetBatches, STREAM_BATCH_ROWS } from '../../platform/db/keyset';
import { deviceModels, manufacturedDevices } from '../../platform/db/schema';
import { openPasscode } from './onboarding';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const m = manufacturedDevices;
const scopeColumns = { tenantId: m.tenantId, country: m.country, category: m.category, brand: m.brand };

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
 * device id; with `modelId`, only a unit of that model. Undefined when there is none. Joins the
 * model (device_models, the device-models area's) in the same statement: a line test reads one per scan.
 */
export async function findManufacturedUnit(
  db: Db,
  key: Buffer,
  query: { tenantId: string; serial: string; modelId?: string },
): Promise<ManufacturedUnit | undefined> {
  const serial = query.serial.trim();
  if (!serial) return undefined;
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

/** The list's filters as the service hands them over: category upper-cased, dates in seconds. */
export interface UnitFilter {
  category: string;
  fromSec: number;
  /** Exclusive: the day after the last day chosen. */
  toSec?: number;
  startSerial?: string;
  endSerial?: string;
}

/** The device detail columns (spec 002 section 3). */
export const detailColumns = {
  deviceId: m.deviceId,
  modelNumber: m.modelNumber,
  macAddress: m.macAddress,
  serialNumber: m.serialNumber,
  productSerialNumber: m.productSerialNumber,
  modelName: m.modelName,
  manufacturedDate: m.manufacturedDate,
  firmwareVersion: m.firmwareVersion,
  brand: m.brand,
  createdAt: m.createdAt,
  createdBy: m.createdBy,
  category: m.category,
  efuseMacAddress: m.efuseMacAddress,
  provisionedAt: m.provisionedAt,
  onboardedAt: m.onboardedAt,
};

/**
 * The caller's units matching the filter: their tenant, countries, categories and brands, the
 * category, the manufacturing date range and the serial range. Categories and brands are stored
 * upper-case, so they are compared as stored: an `upper(...)` here hides the column from the
 * planner's statistics, and on a million units it then reads the whole table instead of walking the
 * list index (tenant, category, manufactured_date, device_id) for the page.
 */
function unitWhere(
  auth: RequestAuth,
  f: UnitFilter,
  after?: { date: number; deviceId: string },
): SQL | undefined {
  // The category is one value: checked here, so the SQL holds one equality the list index walks.
  if (!categoryInScope(auth, f.category)) return sql`false`;
  return and(
    scopeCondition(auth, { tenantId: m.tenantId, country: m.country, brand: m.brand }),
    eq(m.category, f.category),
    gte(m.manufacturedDate, f.fromSec),
    f.toSec === undefined ? undefined : lt(m.manufacturedDate, f.toSec),
    f.startSerial === undefined ? undefined : gte(m.productSerialNumber, f.startSerial),
    f.endSerial === undefined ? undefined : lte(m.productSerialNumber, f.endSerial),
    after ? sql`(${m.manufacturedDate}, ${m.deviceId}) < (${after.date}, ${after.deviceId})` : undefined,
  );
}

export type DetailRow = Awaited<ReturnType<typeof findUnitPage>>[number];

/** The tables a page of the list reads (the read cache's key to drop it). */
export const unitPageTables = [getTableName(m)];

/** One page of the list, newest first. */
export function findUnitPage(
  db: Db,
  auth: RequestAuth,
  f: UnitFilter,
  page: { index: number; size: number },
) {
  return db
    .select(detailColumns)
    .from(m)
    .where(unitWhere(auth, f))
    .orderBy(desc(m.manufacturedDate), desc(m.deviceId))
    .limit(page.size)
    .offset(page.index * page.size);
}

/** Every matching unit, newest first, a batch at a time from where the last batch stopped. */
export function streamUnits(db: Db, auth: RequestAuth, f: UnitFilter, batch = STREAM_BATCH_ROWS) {
  return keysetBatches(
    (last: DetailRow | undefined) =>
      db
        .select(detailColumns)
        .from(m)
        .where(unitWhere(auth, f, last && { date: last.manufacturedDate, deviceId: last.deviceId }))
        .orderBy(desc(m.manufacturedDate), desc(m.deviceId))
        .limit(batch),
    batch,
  );
}

const oneUnit = (db: Db | Tx, auth: RequestAuth, deviceId: string) =>
  db
    .select(detailColumns)
    .from(m)
    .where(and(scopeCondition(auth, scopeColumns), eq(m.deviceId, deviceId)));

/** One unit within the caller's scope (the detail a link opens); undefined outside it. */
export async function findUnit(db: Db, auth: RequestAuth, deviceId: string) {
  const [row] = await oneUnit(db, auth, deviceId);
  return row;
}

/** One unit within the caller's scope, for the serial edit, locked for the update that follows. */
export async function lockUnit(tx: Tx, auth: RequestAuth, deviceId: string) {
  const [row] = await oneUnit(tx, auth, deviceId).for('update');
  return row;
}

/** Whether another unit of the tenant already has this PSN. */
export async function serialTaken(tx: Tx, tenantId: string, deviceId: string, serial: string) {
  const [row] = await tx
    .select({ deviceId: m.deviceId })
    .from(m)
    .where(and(eq(m.tenantId, tenantId), eq(m.productSerialNumber, serial), ne(m.deviceId, deviceId)))
    .limit(1);
  return row !== undefined;
}

/** Sets the unit's PSN (its device record's is the devices area's: setDeviceFields). */
export async function setUnitSerial(tx: Tx, tenantId: string, deviceId: string, serial: string) {
  await tx
    .update(m)
    .set({ productSerialNumber: serial })
    .where(and(eq(m.tenantId, tenantId), eq(m.deviceId, deviceId)));
}
