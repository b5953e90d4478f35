import { randomBytes } from 'node:crypto';
import { deviceTopics } from '@console/contracts/mqtt';
import { asc, eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import type { Db } from '../../platform/db/client';
import { deviceConnectionLogs, devices, tenants } from '../../platform/db/schema';

/* Helpers for the telemetry tests (not used by the app). */

/** Command storage, for tests elsewhere that put commands in the state they need. */
export {
  endStaleCommands,
  insertCommands,
  markPublished,
  writeCommandResults,
} from './command-store.queries';

const noop = () => {};
export const silentLog = { debug: noop, info: noop, warn: noop, error: noop };

/** Unique per test run: Mosquitto keeps retained messages between runs, and runs may overlap. */
export const uniqueId = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

export interface TestDevice {
  deviceId: string;
  category: string;
  firmwareVersion: string;
  macAddress: string;
  modelNumber: string;
}

export function testDevice(category: string, firmwareVersion = '1.0'): TestDevice {
  const mac = randomBytes(6).toString('hex').toUpperCase();
  const deviceId = uniqueId(`dev-${category.toLowerCase()}`);
  return { deviceId, category, firmwareVersion, macAddress: mac, modelNumber: `MODEL-${category}` };
}

export async function insertTenant(db: Db, id: string): Promise<void> {
  await db.insert(tenants).values({
    id,
    displayName: id,
    logoUrl: '/logo.png',
    faviconUrl: '/favicon.ico',
    theme: 'default',
    primaryColor: '#000000',
    secondaryColor: '#ffffff',
    supportUrl: 'https://support.example.com',
    webClientId: `${id}-web`,
    settings: { mainBrand: false, warrantyEnabled: false, mfaRequired: false },
  });
}

export async function insertDevices(db: Db, tenantId: string, list: TestDevice[]): Promise<void> {
  await db.insert(devices).values(
    list.map((d) => ({
      deviceId: d.deviceId,
      tenantId,
      modelNumber: `${d.category}-M1`,
      macAddress: d.macAddress,
      serialNumber: `SN-${d.deviceId}`,
      brand: 'PANASONIC',
      category: d.category,
      country: 'IN',
      firmwareVersion: d.firmwareVersion,
    })),
  );
}

export async function findDevice(db: Db, deviceId: string) {
  const [row] = await db.select().from(devices).where(eq(devices.deviceId, deviceId));
  return row;
}

export function connectionLog(db: Db, deviceId: string) {
  return db
    .select()
    .from(deviceConnectionLogs)
    .where(eq(deviceConnectionLogs.deviceId, deviceId))
    .orderBy(asc(deviceConnectionLogs.id));
}

/** Clears the retained connection messages the tests leave on a real broker. */
export async function clearRetained(client: MqttClient, deviceIds: string[]): Promise<void> {
  await Promise.all(
    deviceIds.map((id) => client.publishAsync(deviceTopics.connection(id), '', { qos: 1, retain: true })),
  );
}
