import type { FirmwareKind } from '@console/contracts/firmware';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type ScopedCaller, scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { devices, deviceVersionCounts, firmware } from '../../platform/db/schema';

export type FirmwareRow = typeof firmware.$inferSelect;
export type NewFirmware = typeof firmware.$inferInsert;

/** The category and brand a firmware list is for, narrowed by chip type or model number. */
export interface FirmwareScope {
  category: string;
  brand: string;
  chipType?: string;
  modelNumber?: string;
}

const upper = (value: string) => value.trim().toUpperCase();

const whereFirmware = (tenantId: string, kind: FirmwareKind, s: FirmwareScope, version?: string) =>
  and(
    eq(firmware.tenantId, tenantId),
    eq(firmware.kind, kind),
    sql`upper(${firmware.category}) = ${upper(s.category)}`,
    sql`upper(${firmware.brand}) = ${upper(s.brand)}`,
    s.chipType ? eq(firmware.chipType, s.chipType) : undefined,
    s.modelNumber ? eq(firmware.modelNumber, s.modelNumber) : undefined,
    version ? eq(firmware.firmwareVersion, version) : undefined,
  );

/**
 * The devices a firmware row is for: FOTA by model number, factory by chip type. Names the devices
 * table (the devices area's): the list counts them per firmware row in the same statement.
 */
const devicesOfFirmware = (tenantId: string, kind: FirmwareKind) =>
  and(
    eq(devices.tenantId, tenantId),
    eq(devices.category, firmware.category),
    eq(devices.brand, firmware.brand),
    kind === 'fota' ? eq(devices.modelNumber, firmware.modelNumber) : eq(devices.chipType, firmware.chipType),
  );

export async function insertFirmware(db: Db, row: NewFirmware): Promise<FirmwareRow> {
  const [inserted] = await db.insert(firmware).values(row).returning();
  if (!inserted) throw new Error('firmware insert returned nothing');
  return inserted;
}

/** The FOTA image of one model and version (the newest upload if ever uploaded twice). */
export async function findFotaImage(db: Db, tenantId: string, modelNumber: string, version: string) {
  const [row] = await db
    .select()
    .from(firmware)
    .where(
      and(
        eq(firmware.tenantId, tenantId),
        eq(firmware.kind, 'fota'),
        eq(firmware.modelNumber, modelNumber),
        eq(firmware.firmwareVersion, version),
      ),
    )
    .orderBy(desc(firmware.createdAt))
    .limit(1);
  return row;
}

/** Whether this version of this scope is already uploaded (each version is uploaded once). */
export async function firmwareExists(db: Db, row: NewFirmware): Promise<boolean> {
  const [found] = await db
    .select({ id: firmware.id })
    .from(firmware)
    .where(
      and(
        eq(firmware.tenantId, row.tenantId),
        eq(firmware.kind, row.kind),
        eq(firmware.category, row.category),
        eq(firmware.brand, row.brand),
        eq(firmware.chipType, row.chipType),
        eq(firmware.firmwareVersion, row.firmwareVersion),
        row.modelNumber ? eq(firmware.modelNumber, row.modelNumber) : sql`${firmware.modelNumber} is null`,
      ),
    )
    .limit(1);
  return Boolean(found);
}

/**
 * Uploaded firmware of one kind and scope, newest first, each with the number of devices of the
 * same scope that run that version.
 */
export async function firmwareStatistics(db: Db, tenantId: string, kind: FirmwareKind, s: FirmwareScope) {
  const deviceCount = sql<number>`(select count(*)::int from ${devices}
    where ${devicesOfFirmware(tenantId, kind)} and ${devices.firmwareVersion} = "firmware"."firmware_version")`;
  return db
    .select({ row: firmware, deviceCount })
    .from(firmware)
    .where(whereFirmware(tenantId, kind, s))
    .orderBy(desc(firmware.createdAt))
    .limit(500);
}

/** The newest upload of one version of a kind and scope. */
export async function findFirmware(
  db: Db,
  tenantId: string,
  kind: FirmwareKind,
  s: FirmwareScope,
  version: string,
): Promise<FirmwareRow | undefined> {
  const [row] = await db
    .select()
    .from(firmware)
    .where(whereFirmware(tenantId, kind, s, version))
    .orderBy(desc(firmware.createdAt))
    .limit(1);
  return row;
}

/** FOTA versions of a model, for picking the latest by version order (not by upload time). */
export async function fotaVersionsOfModel(db: Db, tenantId: string, modelNumber: string) {
  return db
    .select({ firmwareVersion: firmware.firmwareVersion })
    .from(firmware)
    .where(
      and(eq(firmware.tenantId, tenantId), eq(firmware.kind, 'fota'), eq(firmware.modelNumber, modelNumber)),
    );
}

/**
 * Devices per firmware version in one category and brand (optionally chip type), onboarded ones
 * apart, from the maintained count table (a few rows per version, whatever the fleet's size).
 */
export async function firmwareCounts(db: Db, tenantId: string, s: Omit<FirmwareScope, 'modelNumber'>) {
  return db
    .select({
      firmwareVersion: deviceVersionCounts.firmwareVersion,
      count: sql<number>`sum(${deviceVersionCounts.devices})::int`,
      onboardedCount: sql<number>`coalesce(sum(${deviceVersionCounts.devices}) filter (where ${deviceVersionCounts.onboarded}), 0)::int`,
    })
    .from(deviceVersionCounts)
    .where(
      and(
        eq(deviceVersionCounts.tenantId, tenantId),
        eq(deviceVersionCounts.category, upper(s.category)),
        eq(deviceVersionCounts.brand, upper(s.brand)),
        s.chipType ? eq(deviceVersionCounts.chipType, s.chipType) : undefined,
      ),
    )
    .groupBy(deviceVersionCounts.firmwareVersion);
}

/**
 * Devices per category and firmware version within the caller's tenant, categories and brands
 * (the count table copies the devices' upper-case category and brand).
 */
export async function firmwareInfoCounts(db: Db, caller: ScopedCaller) {
  return db
    .select({
      category: deviceVersionCounts.category,
      firmwareVersion: deviceVersionCounts.firmwareVersion,
      count: sql<number>`sum(${deviceVersionCounts.devices})::int`,
    })
    .from(deviceVersionCounts)
    .where(
      scopeCondition(caller, {
        tenantId: deviceVersionCounts.tenantId,
        category: deviceVersionCounts.category,
        brand: deviceVersionCounts.brand,
      }),
    )
    .groupBy(deviceVersionCounts.category, deviceVersionCounts.firmwareVersion);
}
