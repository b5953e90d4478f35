import type { DemoAccount, DemoFixtures } from '@console/contracts/demo';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/db/client';
import * as schema from '../../platform/db/schema';
import type { FileStore } from '../../platform/files/file-store';
import { buildDemoData, DEFAULT_DEMO_SEED, type DemoData } from './build-demo-data';
import { accountsInDatabase, fixturesInDatabase, seededAccounts, writeDemoFiles } from './demo-files';
import { attachFirmwareFiles } from './firmware-files';
import { insertAll, type Writer } from './insert';
import { factoryFixtures } from './manufactured';
import { demoSigningKeys, signingFixture } from './signing-keys';
import { DEMO_PASSWORD } from './staff';
import { MAIN_TENANT_ID } from './tenants';

export interface DemoLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SeedDemoOptions {
  dataDir: string;
  log: DemoLog;
  /** The server key: seals the demo accounts' TOTP secrets, and opens them to rewrite the files. */
  secretKey: Buffer;
  /** The "now" all ages are measured from, in milliseconds (default: the clock). */
  now?: number;
  seed?: number;
  /** Where the demo firmware images go; without one the firmware rows have no files. */
  files?: FileStore;
  /**
   * Already seeded: rewrite the demo files from the database now (default), or leave that to the
   * caller (`refreshDemoFiles`), as the server does once it listens, so a restart answers at once.
   */
  refreshExisting?: boolean;
}

export interface DemoSummary {
  tenants: number;
  staff: number;
  endUsers: number;
  homes: number;
  devices: number;
  logRows: number;
  accounts: DemoAccount[];
  fixtures: DemoFixtures;
}

/** Any number, so two servers starting on one empty database do not both seed it. */
const SEED_LOCK = 7_210_451;

/**
 * Loads the demo data into an empty database, in one transaction, and writes demo-accounts.json and
 * demo-fixtures.json to dataDir. A database that already has tenants is left alone (null), and the
 * two files are written again from what it holds.
 */
export async function seedDemoData(
  database: Database,
  options: SeedDemoOptions,
): Promise<DemoSummary | null> {
  if (await hasTenants(database.db)) {
    if (options.refreshExisting !== false) await refreshDemoFiles(database, options);
    return null;
  }
  const started = Date.now();
  const data = buildDemoData({
    seed: options.seed ?? DEFAULT_DEMO_SEED,
    nowMs: options.now ?? Date.now(),
    // Hashed once: argon2 is slow on purpose, and every demo account shares the password.
    passwordHash: await hashPassword(DEMO_PASSWORD),
    secretKey: options.secretKey,
  });
  const keys = demoSigningKeys(
    options.dataDir,
    data.tenants.map((t) => t.id),
  );
  for (const tenant of data.tenants) {
    const key = keys.find((k) => k.tenantId === tenant.id);
    tenant.settings = { ...tenant.settings, firmwareSigningKeys: key ? [key.publicKey] : [] };
  }
  if (options.files) await attachFirmwareFiles(data.firmware, options.files, keys);
  const logRows = await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasTenants(tx)) return null;
    return insertDemoData(tx, data);
  });
  if (logRows === null) {
    await refreshDemoFiles(database, options);
    return null;
  }
  const accounts = seededAccounts(data.staff.totpSecrets);
  const fixtures = await demoFixtures(database, options.dataDir, options.secretKey);
  await writeDemoFiles(options.dataDir, accounts, fixtures);
  options.log.info(`demo data loaded in ${Date.now() - started} ms`);
  return {
    tenants: data.tenants.length,
    staff: data.staff.users.length,
    endUsers: data.people.users.length,
    homes: data.people.homes.length,
    devices: data.devices.length,
    logRows,
    accounts,
    fixtures,
  };
}

/** The sample records, where the main tenant's firmware signing key is, and the factory's samples. */
async function demoFixtures(database: Database, dataDir: string, secretKey: Buffer) {
  const fixtures = {
    ...(await fixturesInDatabase(database)),
    ...(await factoryFixtures(database, secretKey)),
  };
  const firmwareSigning = signingFixture(dataDir, MAIN_TENANT_ID);
  return firmwareSigning ? { ...fixtures, firmwareSigning } : fixtures;
}

async function hasTenants(db: Pick<Database['db'], 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.tenants);
  return (row?.n ?? 0) > 0;
}

/** Inserts in dependency order; returns how many log and history rows went in. */
async function insertDemoData(tx: Writer, data: DemoData): Promise<number> {
  await insertAll(tx, schema.tenants, data.tenants);
  await insertAll(tx, schema.staffUsers, data.staff.users);
  await insertAll(tx, schema.staffPermissions, data.staff.permissions);
  await insertAll(tx, schema.deviceModels, data.models);
  await insertAll(tx, schema.firmware, data.firmware);
  await insertAll(tx, schema.endUsers, data.people.users);
  await insertAll(tx, schema.homes, data.people.homes);
  await insertAll(tx, schema.homeMembers, data.people.members);
  await insertAll(tx, schema.spaces, data.people.spaces);
  await insertAll(tx, schema.appInstalls, data.appInstalls);
  await insertAll(tx, schema.devices, data.devices, 500);
  await insertAll(tx, schema.customerProducts, data.warranty.products);
  await insertAll(tx, schema.productWarranties, data.warranty.warranties);
  await insertAll(tx, schema.serviceRequests, data.warranty.services);
  await insertAll(tx, schema.dealers, data.dealers.dealers);
  await insertAll(tx, schema.dealerProducts, data.dealers.products);
  await insertAll(tx, schema.manufacturedDevices, data.manufactured, 500);
  await insertAll(tx, schema.qrLabels, data.qrLabels, 500);
  await insertAll(tx, schema.feedbackTickets, data.feedback);
  const { logs, history } = data;
  // One connection serves the transaction, so these run one after another.
  let rows = 0;
  rows += await insertAll(tx, schema.deviceStatusLogs, logs.status);
  rows += await insertAll(tx, schema.deviceDiagnosticLogs, logs.diagnostic);
  rows += await insertAll(tx, schema.deviceConnectionLogs, logs.connection);
  rows += await insertAll(tx, schema.deviceActivityLogs, history.activity);
  rows += await insertAll(tx, schema.dacLogs, history.dac);
  rows += await insertAll(tx, schema.deviceOnboardHistory, history.onboard);
  rows += await insertAll(tx, schema.deviceFirmwareHistory, history.firmware);
  return rows;
}

/** Rewrites the two files from the database; on any failure the old files stay as they were. */
/** Writes demo-accounts.json and demo-fixtures.json again from what the database holds now. */
export async function refreshDemoFiles(database: Database, options: SeedDemoOptions): Promise<void> {
  try {
    const [accounts, fixtures] = [
      await accountsInDatabase(database, options.secretKey),
      await demoFixtures(database, options.dataDir, options.secretKey),
    ];
    await writeDemoFiles(options.dataDir, accounts, fixtures);
  } catch (error) {
    options.log.warn(`demo files not refreshed: ${(error as Error).message}`);
  }
}
