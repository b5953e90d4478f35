import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestDevice, uniqueId } from '../src/modules/telemetry/test-fixtures';
import { type Database, type Db, openDatabase } from '../src/platform/db/client';
import { freePort } from '../src/scale/bench-child';
import { insertFleet, seedDeployment } from './deployment';
import { openTestDatabase, realTarget } from './test-db';

/*
 * A deployment for whole-server fault tests on either target. Real: a fresh PostgreSQL database,
 * the shared Mosquitto (TEST_MQTT_URL). Embedded: PGlite in a data directory of its own and the
 * server's own broker on a fixed port, so a restarted server opens the same database and devices
 * reconnect to the same address. PGlite is one process's at a time: on the embedded target the
 * rows are read (`withDb`) only while no server runs.
 */
export interface FaultDeployment {
  /** What every server of this deployment is started with (database, files, broker, client id). */
  env: Record<string, string>;
  /** Where the devices connect. */
  mqttUrl: string;
  /** The devices of each model, on 1.0, as the simulator's fleet describes them. */
  fleets: Map<string, TestDevice[]>;
  withDb<T>(use: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openFaultDeployment(options: {
  staff: string[];
  models: { model: string; devices: number }[];
}): Promise<FaultDeployment> {
  const filesDir = await mkdtemp(join(tmpdir(), 'fault-files-'));
  const dataDir = realTarget ? undefined : await mkdtemp(join(tmpdir(), 'fault-data-'));
  const database: Database & { url?: string } = dataDir
    ? await openDatabase({ dataDir })
    : await openTestDatabase();
  await seedDeployment(database, filesDir, {
    staff: options.staff,
    models: options.models.map((m) => m.model),
  });
  const fleets = new Map<string, TestDevice[]>();
  for (const { model, devices } of options.models)
    fleets.set(model, await insertFleet(database.db, model, devices));
  const common = { FILES_DIR: filesDir, MQTT_CLIENT_ID: uniqueId('fault-server') };
  if (!dataDir) {
    const mqttUrl = process.env.TEST_MQTT_URL;
    if (!database.url || !mqttUrl)
      throw new Error('the real target needs TEST_DATABASE_URL and TEST_MQTT_URL');
    return {
      env: { ...common, DATABASE_URL: database.url, MQTT_URL: mqttUrl, MQTT_SHARE_GROUP: uniqueId('fault') },
      mqttUrl,
      fleets,
      withDb: (use) => use(database.db),
      async close() {
        await database.close();
        await rm(filesDir, { recursive: true, force: true });
      },
    };
  }
  // The server process opens this directory's database itself.
  await database.close();
  const mqttPort = await freePort();
  return {
    env: { ...common, DATA_DIR: dataDir, MQTT_PORT: String(mqttPort) },
    mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
    fleets,
    async withDb(use) {
      const opened = await openDatabase({ dataDir });
      try {
        return await use(opened.db);
      } finally {
        await opened.close();
      }
    },
    async close() {
      await rm(dataDir, { recursive: true, force: true });
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
