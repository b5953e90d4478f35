import type { Role } from '@console/contracts/access';
import { hashPassword } from '../src/platform/auth/passwords';
import { sealSecret } from '../src/platform/auth/secret-box';
import type { Db } from '../src/platform/db/client';
import { devices, endUsers, staffPermissions, staffUsers, tenants } from '../src/platform/db/schema';

export const PASSWORD = 'Test@1234';
/** The server key buildTestApp gives the app: secrets sealed with it open there. */
export const TEST_SECRET_KEY = Buffer.alloc(32, 7);
let passwordHash: Promise<string> | undefined;

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
  settings: { mainBrand, warrantyEnabled: mainBrand, mfaRequired: false },
});

/** Two tenants: the main brand `panasonic` and the partner `northmart`. */
export async function insertTenants(db: Db) {
  await db.insert(tenants).values([tenantRow('panasonic', true), tenantRow('northmart', false)]);
}

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

export async function insertDevice(
  db: Db,
  device: { deviceId: string; tenantId?: string; category?: string; brand?: string; country?: string },
) {
  const n = device.deviceId.replace(/\D/g, '').padStart(2, '0').slice(-2);
  await db.insert(devices).values({
    deviceId: device.deviceId,
    tenantId: device.tenantId ?? 'panasonic',
    modelNumber: 'CS-TEST-1',
    macAddress: `AA:BB:CC:DD:EE:${n}`,
    serialNumber: `SN${device.deviceId}`,
    productSerialNumber: `PSN${device.deviceId}`,
    brand: device.brand ?? 'PANASONIC',
    category: device.category ?? 'AC',
    country: device.country ?? 'in',
    firmwareVersion: '1.2',
    onboardedAt: 1_700_000_000,
  });
}
