import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FotaBatch } from '@console/contracts/rollouts';
import type { Fleet } from '@console/simulator';
import { expect } from 'vitest';
import { createModuleContext } from '../src/modules';
import { insertFotaFirmware, insertModel } from '../src/modules/rollouts/test-fixtures';
import { type TestDevice, uniqueId } from '../src/modules/telemetry/test-fixtures';
import { loadConfig } from '../src/platform/config/config';
import type { Database, Db } from '../src/platform/db/client';
import { devices } from '../src/platform/db/schema';
import { deviceRow, insertStaff, insertTenants, TEST_SECRET_KEY } from './fixtures';
import type { ServerProcess } from './server-process';
import { openTestDatabase } from './test-db';

/*
 * What the tests with whole server processes share: a fresh PostgreSQL database with the test
 * tenants, staff and models (each with a signed 2.0 image), and a file store every server reads.
 */
/** The test tenants, `staff` (L4 support) and `models` each with a signed 2.0 image in `filesDir`. */
export async function seedDeployment(
  database: Database,
  filesDir: string,
  options: { staff: string[]; models: string[] },
) {
  const fixtures = createModuleContext({
    config: loadConfig({ DATA_DIR: 'memory://', FILES_DIR: filesDir }),
    database,
    secretKey: TEST_SECRET_KEY,
  });
  await insertTenants(database.db);
  for (const userName of options.staff)
    await insertStaff(database.db, { userName, roles: ['CUSTOMERSUPPORTL4'] });
  for (const model of options.models) {
    await insertModel(database.db, model);
    await insertFotaFirmware(fixtures, model, '2.0');
  }
}

/** `size` devices of `model` on 1.0, in the database, as the simulator's fleet describes them. */
export async function insertFleet(db: Db, model: string, size: number): Promise<TestDevice[]> {
  const specs = Array.from({ length: size }, () => ({
    deviceId: uniqueId('fleet-dev'),
    category: 'AC',
    firmwareVersion: '1.0',
    macAddress: uniqueId('mac'),
    modelNumber: model,
  }));
  // One statement: hundreds of devices in one round trip.
  if (size > 0)
    await db
      .insert(devices)
      .values(
        specs.map((d) => deviceRow({ deviceId: d.deviceId, modelNumber: model, firmwareVersion: '1.0' })),
      );
  return specs;
}

export async function openDeployment(options: { staff: string[]; models: string[] }) {
  const database: Database & { url?: string } = await openTestDatabase();
  const filesDir = await mkdtemp(join(tmpdir(), 'deployment-files-'));
  await seedDeployment(database, filesDir, options);
  if (!database.url) throw new Error('whole server processes need the real target (TEST_DATABASE_URL)');
  return {
    database,
    /** What every server of this deployment is started with. */
    env: { DATABASE_URL: database.url, FILES_DIR: filesDir },
    /** `size` devices of `model` on 1.0, in the database, as the simulator's fleet describes them. */
    insertFleet: (model: string, size: number) => insertFleet(database.db, model, size),
    async close() {
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** One JSON call to a server process. */
export async function callServer<T>(
  server: ServerProcess,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(server.baseUrl + path, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** A FOTA rollout to every device of `model`: the batch id. */
export async function triggerRollout(server: ServerProcess, headers: Record<string, string>, model: string) {
  const trigger = await callServer<{ batchId: string; deviceCount: number }>(
    server,
    headers,
    'POST',
    '/simplifi/v1/firmwareupgrade/devices/upgrade',
    { percentage: 100, priority: 'high', modelNumber: model },
  );
  if (trigger.status !== 200)
    throw new Error(`rollout refused: ${trigger.status} ${JSON.stringify(trigger.json)}`);
  return trigger.json;
}

/** The batch as the console's batch list shows it. */
export async function batchOf(
  server: ServerProcess,
  headers: Record<string, string>,
  model: string,
  batchId: string,
) {
  const list = await callServer<FotaBatch[]>(
    server,
    headers,
    'GET',
    `/simplifi/v1/firmwareupgrade/batch/list?modelNumber=${model}`,
  );
  return list.json.find((batch) => batch.batchId === batchId);
}

/** Devices of the fleet now on the rollout's 2.0. */
export const upgradedIn = (fleet: Fleet) => fleet.devices.filter((d) => d.firmwareVersion === '2.0').length;

/** The batch, as `server` lists it, counts what the devices did: all ended, successes those on 2.0. */
export async function expectBatchAsDevicesDid(
  server: ServerProcess,
  headers: Record<string, string>,
  model: string,
  batch: { batchId: string; deviceCount: number },
  fleet: Fleet,
) {
  expect(await batchOf(server, headers, model, batch.batchId)).toMatchObject({
    totalDevices: batch.deviceCount,
    inProgress: 0,
    successfyllyUpgraded: upgradedIn(fleet),
    mqttCommandFailed: batch.deviceCount - upgradedIn(fleet),
  });
}
