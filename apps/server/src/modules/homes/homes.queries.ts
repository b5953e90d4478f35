import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { devices, homeMembers, homes, spaces } from '../../platform/db/schema';

const homeColumns = {
  homeId: homes.id,
  homeName: homes.homeName,
  addressLine1: homes.addressLine1,
  addressLine2: homes.addressLine2,
  city: homes.city,
  pincode: homes.pincode,
};

/** Homes in the caller's tenant and countries. */
const homeInScope = (auth: RequestAuth) =>
  scopeCondition(auth, { tenantId: homes.tenantId, country: homes.country });

/*
 * Names the devices table (the devices area's) where a home's devices are listed or a member's
 * device is checked: one statement over homes, members and devices.
 */

/** The homes a user belongs to, with how (primary or secondary), oldest first. */
export function findMemberHomes(db: Db, auth: RequestAuth, userId: string) {
  return db
    .select({ ...homeColumns, membership: homeMembers.membership })
    .from(homeMembers)
    .innerJoin(homes, eq(homes.id, homeMembers.homeId))
    .where(and(eq(homeMembers.userId, userId), eq(homeMembers.tenantId, auth.tenantId), homeInScope(auth)))
    .orderBy(asc(homes.createdAt), asc(homes.id));
}

export async function findHomeRow(db: Db, auth: RequestAuth, homeId: string) {
  const [row] = await db
    .select(homeColumns)
    .from(homes)
    .where(and(eq(homes.id, homeId), homeInScope(auth)))
    .limit(1);
  return row;
}

export type HomeRow = NonNullable<Awaited<ReturnType<typeof findHomeRow>>>;

/** A home's devices in the caller's countries, categories and brands: those placed in one of its spaces. */
const homeDevicesInScope = (auth: RequestAuth, ofHomes: SQL | undefined) =>
  and(
    ofHomes,
    isNotNull(devices.spaceId),
    scopeCondition(auth, {
      tenantId: devices.tenantId,
      country: devices.country,
      category: devices.category,
      brand: devices.brand,
    }),
  );

/**
 * The home in the caller's scope with the ids of its devices in scope and of its members, in one
 * statement (a timeline page reads them on every call: one round trip, not three).
 */
export async function findHomeKeys(db: Db, auth: RequestAuth, homeId: string) {
  const deviceIds = db
    .select({ id: devices.deviceId })
    .from(devices)
    .where(homeDevicesInScope(auth, eq(devices.homeId, homes.id)))
    .orderBy(asc(devices.deviceId));
  const memberIds = db
    .select({ id: homeMembers.userId })
    .from(homeMembers)
    .where(and(eq(homeMembers.homeId, homes.id), eq(homeMembers.tenantId, auth.tenantId)))
    .orderBy(asc(homeMembers.userId));
  const [row] = await db
    .select({
      homeId: homes.id,
      deviceIds: sql<string[]>`array(${deviceIds})`,
      memberIds: sql<string[]>`array(${memberIds})`,
    })
    .from(homes)
    .where(and(eq(homes.id, homeId), homeInScope(auth)))
    .limit(1);
  return row;
}

export function findSpaces(db: Db, auth: RequestAuth, homeIds: readonly string[]) {
  return db
    .select({ homeId: spaces.homeId, spaceId: spaces.id, spaceName: spaces.spaceName })
    .from(spaces)
    .where(and(eq(spaces.tenantId, auth.tenantId), inArray(spaces.homeId, [...homeIds])))
    .orderBy(asc(spaces.spaceName), asc(spaces.id));
}

/** Devices placed in these homes, limited to the caller's countries, categories and brands. */
export function findHomeDevices(db: Db, auth: RequestAuth, homeIds: readonly string[]) {
  return db
    .select({
      homeId: devices.homeId,
      spaceId: devices.spaceId,
      deviceId: devices.deviceId,
      deviceName: devices.deviceName,
      category: devices.category,
    })
    .from(devices)
    .where(homeDevicesInScope(auth, inArray(devices.homeId, [...homeIds])))
    .orderBy(asc(devices.deviceName), asc(devices.deviceId));
}

/**
 * A device in one of the user's homes, with its category, brand and country (what a feedback
 * ticket copies). Names the devices table: membership is one statement over both (devices by
 * primary key, home_members by (home, user)).
 */
export async function findMemberDevice(
  db: Db,
  member: { tenantId: string; userId: string },
  deviceId: string,
) {
  const [row] = await db
    .select({ brand: devices.brand, category: devices.category, country: devices.country })
    .from(devices)
    .innerJoin(
      homeMembers,
      and(eq(homeMembers.homeId, devices.homeId), eq(homeMembers.userId, member.userId)),
    )
    .where(and(eq(devices.deviceId, deviceId), eq(devices.tenantId, member.tenantId)))
    .limit(1);
  return row;
}
