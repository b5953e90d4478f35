import { messages } from '@console/contracts/messages';
import type { FotaBatch } from '@console/contracts/rollouts';
import type { Fleet } from '@console/simulator';
import { inArray } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildListeningTestApp, type TestApp } from '../../../test/build-app';
import { testMqttUrl } from '../../../test/test-db';
import { deviceFirmwareHistory, devices } from '../../platform/db/schema';
import { connectServerClient } from '../../platform/mqtt/mqtt-client';
import { type Mqtt, startMqtt } from '../../platform/mqtt/start-mqtt';
import { type CommandResultsIngest, startCommandResultsIngest } from '../telemetry';
import { clearRetained, silentLog, testDevice, uniqueId } from '../telemetry/test-fixtures';
import { insertFotaFirmware, insertRolloutStage, startRolloutFleet } from './test-fixtures';

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
let mqtt: Mqtt;
let results: CommandResultsIngest;
/** The server's client after its restart (the crash test). */
let restarted: MqttClient | undefined;
// A fixed id: the server's session persists, as in production (MQTT_CLIENT_ID).
const clientId = uniqueId('console-server-rollout');
const shareGroup = testMqttUrl() ? uniqueId('results') : undefined;
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
  const listening = await buildListeningTestApp();
  t = listening;
  baseUrl = listening.baseUrl;
  await insertRolloutStage(t.deps, { staff: 'mq.l4', model: MODEL, fleet: specs });
  admin = await t.loginAs('mq.l4');

  mqtt = await startMqtt({ url: testMqttUrl(), port: 0, log: silentLog, clientId });
  results = await startCommandResultsIngest({ db: t.db, client: mqtt.client, log: silentLog, shareGroup });
  mqtt.release();
  t.deps.commands.attach(mqtt.client, silentLog);
  fleet = await startRolloutFleet(mqtt.url, specs);
});

afterAll(async () => {
  await fleet?.stop();
  await t.deps.commands.idle();
  await results?.close();
  await clearRetained(
    restarted ?? mqtt.client,
    specs.map((d) => d.deviceId),
  );
  await restarted?.endAsync();
  // Leave no persistent session behind on a real broker: a clean connect under the id ends it.
  await (await connectAsync(mqtt.url, { clientId, clean: true })).endAsync();
  await mqtt?.close();
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

  it('survives a server crash mid-rollout: results sent while it is away are counted when it is back', async () => {
    // The devices that failed above are still on 1.0, the others on 2.0: a 3.0 makes all upgradable.
    await insertFotaFirmware(t.deps, MODEL, '3.0');
    // Watches, as the broker sees them, the devices' final answers.
    const observer = await connectAsync(mqtt.url, { clean: true });
    let answered = 0;
    observer.on('message', (_topic, payload) => {
      if (['success', 'failure'].includes(JSON.parse(payload.toString()).status)) answered++;
    });
    await observer.subscribeAsync('devices/+/command-results', { qos: 1 });
    const trigger = await call('POST', '/simplifi/v1/firmwareupgrade/devices/upgrade', {
      percentage: 100,
      priority: 'high',
      modelNumber: MODEL,
    });
    expect(trigger.json).toMatchObject({ deviceCount: FLEET_SIZE, firmwareVersion: '3.0' });
    // The crash, once the broker has every command: the connection drops with no goodbye and
    // nothing listens while the devices work. The broker keeps the session and queues results.
    await t.deps.commands.idle();
    mqtt.client.end(true);
    await results.close();
    await vi.waitFor(() => expect(answered).toBe(FLEET_SIZE), wait);
    await observer.endAsync();

    // Back under the same client id: what the broker kept reaches the results ingest.
    const again = await connectServerClient(mqtt.url, silentLog, clientId);
    restarted = again.client;
    results = await startCommandResultsIngest({ db: t.db, client: again.client, log: silentLog, shareGroup });
    again.release();
    t.deps.commands.attach(again.client, silentLog);

    const upgraded = () => fleet.devices.filter((d) => d.firmwareVersion === '3.0').length;
    let batch: FotaBatch | undefined;
    await vi.waitFor(async () => {
      batch = (
        await call<FotaBatch[]>('GET', `/simplifi/v1/firmwareupgrade/batch/list?modelNumber=${MODEL}`)
      ).json.find((b) => b.batchId === trigger.json.batchId);
      expect(batch?.inProgress).toBe(0);
      expect(batch?.successfyllyUpgraded).toBe(upgraded());
    }, wait);
    expect(upgraded()).toBeGreaterThan(0);
    expect(batch).toMatchObject({
      totalDevices: FLEET_SIZE,
      mqttCommandFailed: FLEET_SIZE - upgraded(),
    });
  });
});
