import type { DeviceSearchType } from '@console/contracts/constants';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopePlaceholders } from '../../platform/auth/scope';
import { scopedLookups } from '../../platform/db/batched-lookup';
import type { Db } from '../../platform/db/client';
import { devices } from '../../platform/db/schema';

const keys = sql.placeholder('keys');
/** Each search type's key as stored for the lookup (MACs are stored upper-case; the expression index serves either spelling). */
const keyColumns: Record<DeviceSearchType, SQL> = {
  deviceId: sql`${devices.deviceId}`,
  macAddress: sql`upper(${devices.macAddress})`,
  productSerialNumber: sql`${devices.productSerialNumber}`,
};

const scope = scopePlaceholders({
  tenantId: devices.tenantId,
  country: devices.country,
  category: devices.category,
  brand: devices.brand,
});

/** The columns a lookup answers with: the contract's Device fields and the online flag. */
const { tenantId, country, lastStatus, statusTs, czAdapterId, linkNumber, iduNumber, ...shown } =
  getTableColumns(devices);

/** One prepared statement per search type, over many keys at once: each key an index hit. */
const lookups = scopedLookups((db: Db) => {
  const lookup = (type: DeviceSearchType) =>
    db
      .select({ key: sql<string>`${keyColumns[type]}`.as('key'), row: shown })
      .from(devices)
      .where(and(sql`${keyColumns[type]} = any(${keys}::text[])`, scope))
      .prepare(`devices_by_${type}`);
  return {
    deviceId: lookup('deviceId'),
    macAddress: lookup('macAddress'),
    productSerialNumber: lookup('productSerialNumber'),
  };
});

/**
 * One device by id, MAC or product serial, within the caller's tenant, countries, categories and
 * brands. Ids and serials are printed upper-case: one typed in lower case is tried as printed too
 * (a second index hit, only on a miss), so the exact spelling still wins.
 */
export async function findDevice(db: Db, auth: RequestAuth, type: DeviceSearchType, key: string) {
  // Several rows of one MAC or serial: the first read, as a `limit 1` lookup would take.
  const find = async (value: string) => (await lookups(db, type, auth, value))[0];
  const upper = key.toUpperCase();
  if (type === 'macAddress') return find(upper);
  return (await find(key)) ?? (upper === key ? undefined : find(upper));
}

export type DeviceRow = NonNullable<Awaited<ReturnType<typeof findDevice>>>;

/** A device's connection and last reported status (Device History's usage). */
export async function findDeviceUsage(db: Db, key: { tenantId: string; deviceId: string }) {
  const [row] = await db
    .select({
      online: devices.online,
      connectedTime: devices.connectedTime,
      lastStatus: devices.lastStatus,
      statusTs: devices.statusTs,
    })
    .from(devices)
    .where(and(eq(devices.tenantId, key.tenantId), eq(devices.deviceId, key.deviceId)))
    .limit(1);
  return row;
}

/** Whether a device of the tenant has this MAC, whatever its country, category or brand. */
export async function isMacInTenant(db: Db, tenantId: string, mac: string) {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(devices)
    .where(and(sql`upper(${devices.macAddress}) = ${mac.toUpperCase()}`, eq(devices.tenantId, tenantId)))
    .limit(1);
  return rows.length > 0;
}
