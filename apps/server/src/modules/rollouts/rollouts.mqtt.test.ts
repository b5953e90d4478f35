import type { AddressInfo } from 'node:net';
import { messages } from '@console/contracts/messages';
import type { FotaBatch } from '@console/contracts/rollouts';
import { type Fleet, startFleet } from '@console/simulator';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants, TEST_SIGNING_KEY } from '../../../test/fixtures';
import { deviceFirmwareHistory, devices } from '../../platform/db/schema';
import { clearRetained, testDevice } from '../telemetry/test-fixtures';
import { insertFotaFirmware, insertModel } from './test-fixtures';

/*
 * A rollout end to end: the HTTP trigger publishes one command per device over the broker
 * (embedded Aedes, or Mosquitto on the real target), simulated devices download the image by its
 * signed link, check its SHA-256 and answer; a share of them fail their install. The batch
 * counters must then match what the devices did.
 */
const MODEL = 'AC-M1';
const FLEET_SIZE = 24;
const wait = { timeout: 30_000, interval: 200 };

let t: TestApp;
let fleet: Fleet;
let baseUrl: string;
let admin: Record<string, string>;
const specs = Array.from({ length: FLEET_SIZE }, () => testDevice('AC', '1.0'));

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { ...admin, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as T };
}

beforeAll(async () => {
  // The telemetry workers, as the server runs them: result ingest, command channel, sweeper.
  t = await buildTestApp({}, { workers: ['telemetry'] });
  const mqtt = t.mqtt!;
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'mq.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertModel(t.db, MODEL);
  await insertFotaFirmware(t.deps, MODEL, '2.0');
  for (const d of specs)
    await insertDevice(t.db, { deviceId: d.deviceId, modelNumber: MODEL, firmwareVersion: '1.0' });
  admin = await t.loginAs('mq.l4');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

  fleet = await startFleet({
    url: mqtt.url,
    devices: specs,
    intervalMs: 60_000,
    offlineProbability: 0,
    installFailureRate: 0.3,
    firmwareKeys: [TEST_SIGNING_KEY.publicKey],
  });
});

afterAll(async () => {
  await fleet?.stop();
  if (t.mqtt)
    await clearRetained(
      t.mqtt.client,
      specs.map((d) => d.deviceId),
    );
  await t.close();
});

describe('FOTA rollout over MQTT', () => {
  it('ends with batch counters matching what the simulated devices did', async () => {
    const count = await call(
      'GET',
      `/simplifi/v1/firmwareupgrade/fota/upgrade/deviceCount?modelNumber=${MODEL}`,
    );
    expect(count.json).toEqual({ deviceCount: FLEET_SIZE, firmwareVersion: '2.0' });

    const trigger = await call('POST', '/simplifi/v1/firmwareupgrade/devices/upgrade', {
      percentage: 100,
      priority: 'high',
      modelNumber: MODEL,
    });
    expect(trigger.json).toMatchObject({ message: messages.triggerSent, deviceCount: FLEET_SIZE });

    let batch: FotaBatch | undefined;
    await vi.waitFor(async () => {
      [batch] = (
        await call<FotaBatch[]>('GET', `/simplifi/v1/firmwareupgrade/batch/list?modelNumber=${MODEL}`)
      ).json;
      expect(batch?.inProgress).toBe(0);
    }, wait);

    const upgraded = fleet.devices.filter((d) => d.firmwareVersion === '2.0').map((d) => d.spec.deviceId);
    // 30 % install failures over 24 devices: some of each, or the test proves nothing.
    expect(upgraded.length).toBeGreaterThan(0);
    expect(upgraded.length).toBeLessThan(FLEET_SIZE);
    expect(batch).toMatchObject({
      batchId: trigger.json.batchId,
      totalDevices: FLEET_SIZE,
      mqttCommandSent: FLEET_SIZE,
      successfyllyUpgraded: upgraded.length,
      mqttCommandFailed: FLEET_SIZE - upgraded.length,
    });

    const stored = await t.db
      .select({ deviceId: devices.deviceId, firmwareVersion: devices.firmwareVersion })
      .from(devices)
      .where(
        inArray(
          devices.deviceId,
          specs.map((d) => d.deviceId),
        ),
      );
    expect(
      stored
        .filter((d) => d.firmwareVersion === '2.0')
        .map((d) => d.deviceId)
        .sort(),
    ).toEqual(upgraded.sort());
    const history = await t.db.select().from(deviceFirmwareHistory);
    expect(history.filter((h) => h.deviceStatus === 'UPGRADED')).toHaveLength(upgraded.length);

    // The upgraded devices are no longer upgradable; the failed ones still are.
    const after = await call(
      'GET',
      `/simplifi/v1/firmwareupgrade/fota/upgrade/deviceCount?modelNumber=${MODEL}`,
    );
    expect(after.json.deviceCount).toBe(FLEET_SIZE - upgraded.length);
  });
});
