import type { DeviceSearchType } from '@console/contracts/constants';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopePlaceholders, scopeValues } from '../../platform/auth/scope-filter';
import { type Db, preparedPerDb } from '../../platform/db/client';
import { devices } from '../../platform/db/schema';

const value = sql.placeholder('value');
const keys: Record<DeviceSearchType, SQL> = {
  deviceId: eq(devices.deviceId, value),
  // MACs are stored upper-case; the expression index serves either spelling.
  macAddress: sql`upper(${devices.macAddress}) = ${value}`,
  productSerialNumber: eq(devices.productSerialNumber, value),
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

/** One prepared statement per search type: each is an index hit planned once per connection. */
const lookups = preparedPerDb((db) => {
  const lookup = (type: DeviceSearchType) =>
    db.select(shown).from(devices).where(and(keys[type], scope)).limit(1).prepare(`device_by_${type}`);
  return {
    deviceId: lookup('deviceId'),
    macAddress: lookup('macAddress'),
    productSerialNumber: lookup('productSerialNumber'),
  };
});

/** One device by id, MAC or product serial, within the caller's tenant, countries, categories and brands. */
export async function findDevice(db: Db, auth: RequestAuth, type: DeviceSearchType, key: string) {
  const [row] = await lookups(db)[type].execute({
    value: type === 'macAddress' ? key.toUpperCase() : key,
    ...scopeValues(auth),
  });
  return row;
}

export type DeviceRow = NonNullable<Awaited<ReturnType<typeof findDevice>>>;
