import type { DeviceSearchType } from '@console/contracts/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { inScope } from '../../platform/auth/scope-filter';
import type { Db } from '../../platform/db/client';
import { devices } from '../../platform/db/schema';

const keyOf = (type: DeviceSearchType, value: string) => {
  if (type === 'deviceId') return eq(devices.deviceId, value);
  // MACs are stored upper-case; the expression index serves either spelling.
  if (type === 'macAddress') return sql`upper(${devices.macAddress}) = ${value.toUpperCase()}`;
  return eq(devices.productSerialNumber, value);
};

/** One device by id, MAC or product serial, within the caller's tenant, countries, categories and brands. */
export async function findDevice(db: Db, auth: RequestAuth, type: DeviceSearchType, value: string) {
  const scope = inScope(auth, {
    tenantId: devices.tenantId,
    country: devices.country,
    category: devices.category,
    brand: devices.brand,
  });
  const [row] = await db
    .select()
    .from(devices)
    .where(and(keyOf(type, value), scope))
    .limit(1);
  return row;
}
