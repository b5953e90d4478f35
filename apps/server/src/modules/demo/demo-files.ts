import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { levelOf } from '@console/contracts/access';
import type { DemoAccount, DemoAccountsFile, DemoFixtures } from '@console/contracts/demo';
import { verifyPassword } from '../../platform/auth/passwords';
import { openSecret } from '../../platform/auth/secret-box';
import type { Database } from '../../platform/db/client';
import { actionFixtures } from './action-fixtures';
import { simulatedDeviceIdentities } from './simulated-devices';
import { DEMO_PASSWORD, DEMO_STAFF, demoAccountOf } from './staff';
import { MAIN_TENANT_ID } from './tenants';

const MAIN_STAFF = DEMO_STAFF.filter((s) => s.tenantId === MAIN_TENANT_ID);

export function seededAccounts(totpSecrets: ReadonlyMap<string, string>): DemoAccount[] {
  return MAIN_STAFF.map((spec) => demoAccountOf(spec, totpSecrets.get(spec.username)));
}

/** The plain secret of an enrolled account; none when it has no two-step or another key sealed it. */
function totpSecretOf(row: Record<string, unknown>, secretKey: Buffer): string | undefined {
  if (!row.mfa_enabled || typeof row.totp_secret_enc !== 'string') return undefined;
  try {
    return openSecret(secretKey, row.totp_secret_enc);
  } catch {
    return undefined;
  }
}

/** The demo accounts still in the database whose password is still the demo one, with their TOTP secrets. */
export async function accountsInDatabase(database: Database, secretKey: Buffer): Promise<DemoAccount[]> {
  const names = MAIN_STAFF.map((s) => s.username);
  const { rows } = await database.execute(
    `SELECT user_name, email, roles, password_hash, mfa_enabled, totp_secret_enc FROM staff_users
      WHERE tenant_id = $1 AND lower(user_name) IN (${names.map((_, i) => `$${i + 2}`).join(', ')})`,
    [MAIN_TENANT_ID, ...names],
  );
  const verified = new Map<string, boolean>();
  const accounts: DemoAccount[] = [];
  for (const name of names) {
    const row = rows.find((r) => String(r.user_name).toLowerCase() === name);
    if (!row) continue;
    const hash = String(row.password_hash);
    // The seed gives every account the same hash, so this is one argon2 verification, not twelve.
    if (!verified.has(hash)) verified.set(hash, await verifyPassword(hash, DEMO_PASSWORD));
    if (!verified.get(hash)) continue;
    const roles = (row.roles as string[]) ?? [];
    const totpSecret = totpSecretOf(row, secretKey);
    accounts.push({
      username: name,
      password: DEMO_PASSWORD,
      roles,
      level: levelOf(roles),
      email: String(row.email),
      ...(totpSecret ? { totpSecret } : {}),
    });
  }
  return accounts;
}

/** How many of the fleet simulator's devices demo-fixtures.json lists, in its order. */
const FLEET_FIXTURES = 200;

const params = (values: unknown[], from = 1) => values.map((_, i) => `$${i + from}`).join(', ');

/** Good samples from the main tenant: users with primary and secondary homes, onboarded devices, a gateway. */
export async function fixturesInDatabase(
  database: Database,
  tenantId = MAIN_TENANT_ID,
): Promise<DemoFixtures> {
  const users = await database.execute(
    `SELECT u.id, u.mobile, u.email FROM end_users u
      WHERE u.tenant_id = $1 AND u.mobile IS NOT NULL AND u.email IS NOT NULL
        AND EXISTS (SELECT 1 FROM home_members m WHERE m.user_id = u.id AND m.membership = 'primary')
        AND EXISTS (SELECT 1 FROM home_members m WHERE m.user_id = u.id AND m.membership = 'secondary')
      ORDER BY u.created_at, u.id LIMIT 4`,
    [tenantId],
  );
  const userIds = users.rows.map((r) => String(r.id));
  const homes = userIds.length
    ? await database.execute(
        `SELECT home_id, user_id, membership FROM home_members WHERE user_id IN (${params(userIds)})
          ORDER BY home_id`,
        userIds,
      )
    : { rows: [] as Record<string, unknown>[] };
  // Each sample user with one home of each kind: the console shows both tabs.
  const homeRows: Record<string, unknown>[] = [];
  for (const id of userIds) {
    for (const kind of ['primary', 'secondary']) {
      const home = homes.rows.find((h) => h.user_id === id && h.membership === kind);
      if (home) homeRows.push(home);
    }
  }

  const warrantyHomes = await database.execute(
    `SELECT m.home_id, u.id, u.mobile, u.email FROM end_users u
       JOIN home_members m ON m.user_id = u.id AND m.membership = 'primary'
      WHERE u.tenant_id = $1 AND u.country = 'in' AND u.mobile IS NOT NULL AND u.email IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM devices d WHERE d.home_id = m.home_id)
        AND EXISTS (SELECT 1 FROM customer_products p WHERE p.user_id = u.id)
      ORDER BY u.created_at, m.home_id LIMIT 2`,
    [tenantId],
  );

  const unnamedHomes = await database.execute(
    `SELECT m.home_id, u.id, u.mobile FROM end_users u
       JOIN home_members m ON m.user_id = u.id AND m.membership = 'primary'
       JOIN homes h ON h.id = m.home_id
      WHERE u.tenant_id = $1 AND u.country = 'in' AND u.mobile IS NOT NULL AND h.home_name IS NULL
      ORDER BY u.created_at, m.home_id LIMIT 1`,
    [tenantId],
  );

  const devices = await database.execute(
    `SELECT device_id, mac_address, product_serial_number, category, brand, model_number FROM devices d
      WHERE tenant_id = $1 AND onboarded_at IS NOT NULL AND product_serial_number IS NOT NULL
        AND parent_device_id IS NULL
        AND (category <> 'GATEWAY' OR EXISTS (SELECT 1 FROM devices c WHERE c.parent_device_id = d.device_id))
      ORDER BY device_id LIMIT 60`,
    [tenantId],
  );
  const picked: Record<string, unknown>[] = [];
  for (const row of devices.rows) {
    const gateway = row.category === 'GATEWAY';
    if (picked.some((p) => p.category === row.category)) continue;
    if (!gateway && picked.filter((p) => p.category !== 'GATEWAY').length >= 4) continue;
    picked.push(row);
  }
  // One device each partner tenant's staff may open (country IN, brand PANASONIC as their permissions).
  const partnerDevices = await database.execute(
    `SELECT DISTINCT ON (tenant_id) tenant_id, device_id FROM devices
      WHERE tenant_id <> $1 AND onboarded_at IS NOT NULL AND parent_device_id IS NULL
        AND country = 'in' AND brand = 'PANASONIC'
      ORDER BY tenant_id, device_id`,
    [tenantId],
  );
  return {
    users: users.rows.map((r) => ({
      userId: String(r.id),
      mobile: String(r.mobile),
      email: String(r.email),
    })),
    homes: homeRows.slice(0, 6).map((r) => ({ homeId: String(r.home_id), userId: String(r.user_id) })),
    warrantyHomes: warrantyHomes.rows.map((r) => ({
      homeId: String(r.home_id),
      userId: String(r.id),
      mobile: String(r.mobile),
      email: String(r.email),
    })),
    unnamedHomes: unnamedHomes.rows.map((r) => ({
      homeId: String(r.home_id),
      userId: String(r.id),
      mobile: String(r.mobile),
    })),
    devices: picked.slice(0, 6).map((r) => ({
      deviceId: String(r.device_id),
      macAddress: String(r.mac_address),
      productSerialNumber: String(r.product_serial_number),
      category: String(r.category),
      brand: String(r.brand),
      modelNumber: String(r.model_number),
    })),
    fleet: (await simulatedDeviceIdentities(database, FLEET_FIXTURES, tenantId)).map((d) => ({
      deviceId: d.deviceId,
      serialNumber: d.serialNumber,
      category: d.category,
      brand: d.brand,
      modelNumber: d.modelNumber,
    })),
    actions: await actionFixtures(database, tenantId),
    partnerDevices: partnerDevices.rows.map((r) => ({
      tenantId: String(r.tenant_id),
      deviceId: String(r.device_id),
    })),
  };
}

export async function writeDemoFiles(dataDir: string, accounts: DemoAccount[], fixtures: DemoFixtures) {
  await mkdir(dataDir, { recursive: true });
  const file: DemoAccountsFile = { tenantId: MAIN_TENANT_ID, tenantKey: MAIN_TENANT_ID, accounts };
  await writeFile(join(dataDir, 'demo-accounts.json'), `${JSON.stringify(file, null, 2)}\n`);
  await writeFile(join(dataDir, 'demo-fixtures.json'), `${JSON.stringify(fixtures, null, 2)}\n`);
}

/** The serial numbers of the devices the simulator plays, in DATA_DIR (see writeSimulatedSerials). */
export const SIMULATED_SERIALS_FILE = 'simulated-serials.csv';

/**
 * Writes the simulated devices' serial numbers as a rollout's CSV of serials (a `serialNumber`
 * column): the other demo devices never answer, so a rollout aimed at them waits on every one
 * until its command times out. None simulated: the file goes.
 */
export async function writeSimulatedSerials(dataDir: string, serials: readonly string[]): Promise<void> {
  const file = join(dataDir, SIMULATED_SERIALS_FILE);
  if (serials.length === 0) return rm(file, { force: true });
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `serialNumber\n${serials.join('\n')}\n`);
}
