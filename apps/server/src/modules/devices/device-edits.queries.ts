import type { ChildDevice } from '@console/contracts/device-actions';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopePlaceholders, scopeValues } from '../../platform/auth/scope';
import { type Db, preparedPerDb, type Tx } from '../../platform/db/client';
import { devices } from '../../platform/db/schema';

/*
 * The device row's changes other areas make (Device Info's offboarding and edits, the factory's
 * serial number), and the reads they lock it with: only this area writes the devices table.
 * The telemetry ingest is the one exception (docs/adding-an-area.md).
 */

const scope = scopePlaceholders({
  tenantId: devices.tenantId,
  country: devices.country,
  category: devices.category,
  brand: devices.brand,
});

/** A gateway's children within the caller's scope, in adapter, link and IDU order (served by devices_parent). */
const childrenOf = preparedPerDb((db) =>
  db
    .select({
      deviceId: devices.deviceId,
      modelNumber: devices.modelNumber,
      productSerialNumber: devices.productSerialNumber,
      czAdapterId: devices.czAdapterId,
      linkNumber: devices.linkNumber,
      iduNumber: devices.iduNumber,
    })
    .from(devices)
    .where(and(eq(devices.parentDeviceId, sql.placeholder('parent')), scope))
    .orderBy(asc(devices.czAdapterId), asc(devices.linkNumber), asc(devices.iduNumber))
    .limit(1000)
    .prepare('device_children'),
);

export async function findChildren(db: Db, auth: RequestAuth, parent: string): Promise<ChildDevice[]> {
  const rows = await childrenOf(db).execute({ parent, ...scopeValues(auth) });
  return rows.map(({ czAdapterId, linkNumber, iduNumber, ...child }) => ({
    ...child,
    ieeeAddressParts: { czAdapterId, linkNumber, iduNumber },
  }));
}

/** The device row locked for the rest of the transaction, so two offboards or edits cannot interleave. */
export async function lockDevice(tx: Tx, tenantId: string, deviceId: string) {
  const [row] = await tx
    .select()
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.deviceId, deviceId)))
    .for('update');
  return row;
}

/** Whether any device of the tenant still hangs off this gateway, whoever may see it. */
export async function hasChildren(tx: Tx, tenantId: string, deviceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql`1` })
    .from(devices)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.parentDeviceId, deviceId)))
    .limit(1);
  return row !== undefined;
}

/** Off its home, its owner and its gateway: what offboarding undoes. */
export async function clearOnboarding(tx: Tx, tenantId: string, deviceId: string) {
  await tx
    .update(devices)
    .set({
      homeId: null,
      spaceId: null,
      deviceName: null,
      onboardedAt: null,
      onboardedBy: null,
      onboardedById: null,
      parentDeviceId: null,
      czAdapterId: null,
      linkNumber: null,
      iduNumber: null,
    })
    .where(and(eq(devices.tenantId, tenantId), eq(devices.deviceId, deviceId)));
}

/** Another device of the tenant with this product serial number (served by devices_product_serial). */
export async function serialTaken(tx: Tx, tenantId: string, serial: string, deviceId: string) {
  const [row] = await tx
    .select({ deviceId: devices.deviceId })
    .from(devices)
    .where(
      and(
        eq(devices.productSerialNumber, serial),
        eq(devices.tenantId, tenantId),
        sql`${devices.deviceId} <> ${deviceId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function setDeviceFields(
  tx: Tx,
  tenantId: string,
  deviceId: string,
  fields: Partial<Pick<typeof devices.$inferInsert, 'modelNumber' | 'modelName' | 'productSerialNumber'>>,
) {
  await tx
    .update(devices)
    .set(fields)
    .where(and(eq(devices.tenantId, tenantId), eq(devices.deviceId, deviceId)));
}
