import { randomBytes } from 'node:crypto';
import { deviceTopics } from '@console/contracts/mqtt';
import { asc, eq, inArray } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { openTestDatabase, testMqttUrl } from '../../../test/test-db';
import type { Database, Db } from '../../platform/db/client';
import { readCacheOf } from '../../platform/db/read-cache';
import { deviceCommands, deviceConnectionLogs, devices, tenants } from '../../platform/db/schema';
import { type Mqtt, startMqtt } from '../../platform/mqtt/start-mqtt';
import { startTelemetryIngest, type TelemetryIngest, type TelemetryIngestOptions } from './telemetry-ingest';

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
  readCacheOf(db).changed('tenants');
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

/** Each command's `status/reason`, by command id. */
export async function commandStatuses(db: Db, ids: string[]): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: deviceCommands.commandId, status: deviceCommands.status, reason: deviceCommands.reason })
    .from(deviceCommands)
    .where(inArray(deviceCommands.commandId, ids));
  return Object.fromEntries(rows.map((r) => [r.id, `${r.status}/${r.reason ?? ''}`]));
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

export interface IngestRig {
  database: Database;
  mqtt: Mqtt;
  ingest: TelemetryIngest;
  /** The run's own share group on a real broker (none on the embedded one). */
  shareGroup: string | undefined;
  /** Clears the devices' retained connection messages, then stops the ingest, broker and database. */
  close(): Promise<void>;
}

/**
 * A fresh database, the broker (embedded, or TEST_MQTT_URL's) and the telemetry ingest on it, with
 * `list` as devices of a tenant `tenantId` of their own. On a real broker the ingest takes a share
 * group of this run's own: other test files must not take its messages.
 */
export async function startIngestRig(
  tenantId: string,
  list: TestDevice[],
  log: TelemetryIngestOptions['log'] = silentLog,
): Promise<IngestRig> {
  const database = await openTestDatabase();
  const mqtt = await startMqtt({ url: testMqttUrl(), port: 0, log: silentLog });
  const shareGroup = mqtt.embedded ? undefined : uniqueId('ingest');
  const ingest = await startTelemetryIngest({ db: database.db, client: mqtt.client, log, shareGroup });
  await insertTenant(database.db, tenantId);
  await insertDevices(database.db, tenantId, list);
  return {
    database,
    mqtt,
    ingest,
    shareGroup,
    async close() {
      await clearRetained(
        mqtt.client,
        list.map((d) => d.deviceId),
      );
      await ingest.close();
      await mqtt.close();
      await database.close();
    },
  };
}
