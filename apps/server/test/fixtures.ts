import type { Role } from '@console/contracts/access';
import { newSigningKeyPair } from '@console/simulator/firmware-signature';
import { eq, type SQL } from 'drizzle-orm';
import { hashPassword } from '../src/platform/auth/passwords';
import { sealSecret } from '../src/platform/auth/secret-box';
import type { Db } from '../src/platform/db/client';
import { readCacheOf } from '../src/platform/db/read-cache';
import {
  devices,
  endUsers,
  homeMembers,
  homes,
  spaces,
  staffPermissions,
  staffUsers,
  tenants,
} from '../src/platform/db/schema';

export const PASSWORD = 'Test@1234';
/** The server key buildTestApp gives the app: secrets sealed with it open there. */
export const TEST_SECRET_KEY = Buffer.alloc(32, 7);
let passwordHash: Promise<string> | undefined;
/** The firmware signing key pair of both test tenants: test uploads are signed with its private key. */
export const TEST_SIGNING_KEY = newSigningKeyPair();

const tenantRow = (id: string, mainBrand: boolean) => ({
  id,
  external: !mainBrand,
  displayName: `${id} console`,
  logoUrl: `/tenant-assets/${id}/logo.svg`,
  faviconUrl: `/tenant-assets/${id}/favicon.svg`,
  theme: mainBrand ? 'default' : 'round',
  primaryColor: '#0050b3',
  secondaryColor: '#ffffff',
  supportUrl: 'https://support.example.com',
  webClientId: `${id}-web`,
  settings: {
    mainBrand,
    warrantyEnabled: mainBrand,
    mfaRequired: false,
    firmwareSigningKeys: [TEST_SIGNING_KEY.publicKey],
  },
});

/** Two tenants: the main brand `panasonic` and the partner `northmart`, with TEST_SIGNING_KEY. */
export async function insertTenants(db: Db) {
  await db.insert(tenants).values([tenantRow('panasonic', true), tenantRow('northmart', false)]);
  readCacheOf(db).changed('tenants');
}

/**
 * Sets a tenant's settings as an operator's SQL would. The server keeps tenants in memory and hears
 * of a change by the table's notice a moment later: a test's next call must not race it, so the
 * server on this handle is told at once.
 */
export async function setTenantSettings(db: Db, tenantId: string, settings: TenantSettings | SQL) {
  await db.update(tenants).set({ settings }).where(eq(tenants.id, tenantId));
  readCacheOf(db).changed('tenants');
}

export type TenantSettings = typeof tenants.$inferSelect.settings;

export interface StaffFixture {
  userName: string;
  roles: Role[];
  tenantId?: string;
  /** Permission entries; default India, every category, brand PANASONIC. */
  permissions?: { country: string; categories: string[]; brand: string }[];
  /** Enrols two-step with this TOTP secret (base32, e.g. from newTotpSecret()). */
  totpSecret?: string;
}

export async function insertStaff(db: Db, staff: StaffFixture) {
  passwordHash ??= hashPassword(PASSWORD);
  const tenantId = staff.tenantId ?? 'panasonic';
  const [row] = await db
    .insert(staffUsers)
    .values({
      tenantId,
      userName: staff.userName,
      email: `${staff.userName}@console.example`,
      firstName: staff.userName,
      lastName: 'Tester',
      passwordHash: await passwordHash,
      roles: staff.roles,
      ...(staff.totpSecret
        ? { totpSecretEnc: sealSecret(TEST_SECRET_KEY, staff.totpSecret), mfaEnabled: true }
        : {}),
    })
    .returning();
  const permissions = staff.permissions ?? [{ country: 'IN', categories: ['AC', 'REF'], brand: 'PANASONIC' }];
  if (permissions.length > 0) {
    await db
      .insert(staffPermissions)
      .values(permissions.map((p) => ({ ...p, tenantId, staffUserId: row!.id })));
  }
  return row!;
}

export async function insertEndUser(
  db: Db,
  user: { id: string; tenantId?: string; country?: string; email: string; mobile: string },
) {
  await db.insert(endUsers).values({
    id: user.id,
    tenantId: user.tenantId ?? 'panasonic',
    userName: user.id,
    firstName: 'First',
    lastName: user.id,
    email: user.email,
    mobile: user.mobile,
    country: user.country ?? 'in',
  });
}

export interface TestDeviceRow {
  deviceId: string;
  tenantId?: string;
  category?: string;
  brand?: string;
  country?: string;
  modelNumber?: string;
  chipType?: string;
  firmwareVersion?: string;
  onboardedAt?: number | null;
}

/** A device's row, serials and MAC made from its id; a PANASONIC AC in India on 1.2 unless told. */
export function deviceRow(device: TestDeviceRow): typeof devices.$inferInsert {
  const n = device.deviceId.replace(/\D/g, '').padStart(2, '0').slice(-2);
  return {
    deviceId: device.deviceId,
    tenantId: device.tenantId ?? 'panasonic',
    modelNumber: device.modelNumber ?? 'CS-TEST-1',
    chipType: device.chipType ?? 'ESPWIFI',
    macAddress: `AA:BB:CC:DD:EE:${n}`,
    serialNumber: `SN${device.deviceId}`,
    productSerialNumber: `PSN${device.deviceId}`,
    brand: device.brand ?? 'PANASONIC',
    category: device.category ?? 'AC',
    country: device.country ?? 'in',
    firmwareVersion: device.firmwareVersion ?? '1.2',
    onboardedAt: device.onboardedAt === undefined ? 1_700_000_000 : device.onboardedAt,
  };
}

export async function insertDevice(db: Db, device: TestDeviceRow) {
  await db.insert(devices).values(deviceRow(device));
}

/** A home with its members and spaces; devices are placed with `placeDevice`. */
export async function insertHome(
  db: Db,
  home: {
    id: string;
    tenantId?: string;
    country?: string;
    homeName?: string | null;
    primary?: string[];
    secondary?: string[];
    spaces?: { id: string; name: string }[];
  },
) {
  const tenantId = home.tenantId ?? 'panasonic';
  await db.insert(homes).values({
    id: home.id,
    tenantId,
    homeName: home.homeName === undefined ? `${home.id} Residence` : home.homeName,
    addressLine1: `Flat 1, ${home.id} Towers`,
    addressLine2: 'MG Road',
    city: 'Pune',
    pincode: '411001',
    country: home.country ?? 'in',
  });
  const members = [
    ...(home.primary ?? []).map((userId) => ({ userId, membership: 'primary' as const })),
    ...(home.secondary ?? []).map((userId) => ({ userId, membership: 'secondary' as const })),
  ];
  if (members.length)
    await db.insert(homeMembers).values(members.map((m) => ({ ...m, homeId: home.id, tenantId })));
  if (home.spaces?.length) {
    await db
      .insert(spaces)
      .values(home.spaces.map((s) => ({ id: s.id, tenantId, homeId: home.id, spaceName: s.name })));
  }
}

/** Puts an existing device in a home's space. */
export async function placeDevice(db: Db, deviceId: string, homeId: string, spaceId: string) {
  await db
    .update(devices)
    .set({ homeId, spaceId, deviceName: `${deviceId} name` })
    .where(eq(devices.deviceId, deviceId));
}

/**
 * The usual cast of a scope test: two tenants; staff `l1` (India, AC and REF, PANASONIC), `fieldop`
 * (a level-0 factory admin) and `nm` (northmart L4); end users U1 (India), U2 (Sri Lanka) and U3
 * (northmart).
 */
export async function insertScopeSamples(db: Db) {
  await insertTenants(db);
  await insertStaff(db, { userName: 'l1', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(db, { userName: 'fieldop', roles: ['FIELDOPERATOR', 'FACTORYADMIN'] });
  await insertStaff(db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertEndUser(db, { id: 'U1', email: 'u1@example.com', mobile: '+919800000001' });
  await insertEndUser(db, { id: 'U2', email: 'u2@example.com', mobile: '+94770000002', country: 'lk' });
  await insertEndUser(db, {
    id: 'U3',
    email: 'u3@example.com',
    mobile: '+919800000003',
    tenantId: 'northmart',
  });
}

/** The ids of the devices `insertDeviceScopeCases` puts outside l1's scope, one per bound. */
export interface OutOfScopeDevices {
  category: string;
  country: string;
  brand: string;
  tenant: string;
}

/**
 * The usual cast of a device route's access and scope tests: two tenants; staff `l1`
 * (CUSTOMERSUPPORTL1: India, AC and REF, PANASONIC), `factory` (a level-0 factory admin),
 * `linetest` (a line tester with L4) and `partner` (northmart L4); device D01 inside l1's scope and
 * one outside each bound: category WM (D02), country jp (D03), brand ANCHOR (D04), tenant northmart
 * (D05), or the ids given.
 */
export async function insertDeviceScopeCases(db: Db, ids: Partial<OutOfScopeDevices> = {}) {
  const outside: OutOfScopeDevices = { category: 'D02', country: 'D03', brand: 'D04', tenant: 'D05', ...ids };
  await insertTenants(db);
  await insertStaff(db, { userName: 'l1', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(db, { userName: 'linetest', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
  await insertStaff(db, { userName: 'partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertDevice(db, { deviceId: 'D01' });
  await insertDevice(db, { deviceId: outside.category, category: 'WM' });
  await insertDevice(db, { deviceId: outside.country, country: 'jp' });
  await insertDevice(db, { deviceId: outside.brand, brand: 'ANCHOR' });
  await insertDevice(db, { deviceId: outside.tenant, tenantId: 'northmart' });
  return outside;
}
