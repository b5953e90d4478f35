import type { FotaBatch } from '@console/contracts/rollouts';
import type { Fleet } from '@console/simulator';
import { eq } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildListeningTestApp, type TestApp } from '../../../test/build-app';
import { testMqttUrl } from '../../../test/test-db';
import { deviceCommands } from '../../platform/db/schema';
import { type Mqtt, startMqtt } from '../../platform/mqtt/start-mqtt';
import { type CommandResultsIngest, createCommandChannel, startCommandResultsIngest } from '../telemetry';
import { clearRetained, silentLog, testDevice, uniqueId } from '../telemetry/test-fixtures';
import { insertRolloutStage, startRolloutFleet } from './test-fixtures';

/*
 * Issue 29: the broker delivered a rollout's commands, the devices did them, but the server went
 * down before it recorded the broker's acknowledgements and before their answers reached it: its
 * commands stayed queued (later closed as not published, and Sent undercounted). Back up under
 * its client id, the server publishes them again; each device answers a repeat of a command it
 * finished with its answer again, so every command ends as its device said.
 */
const MODEL = 'AC-REPUB';
const FLEET_SIZE = 10;
const clientId = uniqueId('console-server-republish');
const specs = Array.from({ length: FLEET_SIZE }, () => testDevice('AC', '1.0'));

let t: TestApp & { baseUrl: string };
let mqtt: Mqtt;
let fleet: Fleet;
let results: CommandResultsIngest | undefined;

/** The server's client as the crashed run saw it: publishes reach the broker, acknowledgements never come back. */
const unacknowledged = (client: MqttClient) =>
  new Proxy(client, {
    get(target, key) {
      if (key === 'publish')
        return (topic: string, payload: string, opts: object) => target.publish(topic, payload, opts);
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

beforeAll(async () => {
  t = await buildListeningTestApp();
  await insertRolloutStage(t.deps, { staff: 'rp.l4', model: MODEL, fleet: specs });
  mqtt = await startMqtt({ url: testMqttUrl(), port: 0, log: silentLog, clientId });
  mqtt.release();
  fleet = await startRolloutFleet(mqtt.url, specs);
});

afterAll(async () => {
  await fleet?.stop();
  await results?.close();
  await clearRetained(
    mqtt.client,
    specs.map((d) => d.deviceId),
  );
  // Leave no persistent session behind on a real broker: a clean connect under the id ends it.
  await (await connectAsync(mqtt.url, { clientId, clean: true })).endAsync();
  await mqtt?.close();
  await t.close();
});

describe('commands delivered but recorded as queued when the server went down', () => {
  it('end as the devices did them once the server is back', async () => {
    // Watches, as the broker sees them, the devices' final answers.
    const observer = await connectAsync(mqtt.url, { clean: true });
    const answered = new Set<string>();
    const ids = new Set(specs.map((d) => d.deviceId));
    observer.on('message', (topic, payload) => {
      const deviceId = topic.split('/')[1] ?? '';
      if (ids.has(deviceId) && JSON.parse(payload.toString()).status !== 'accepted') answered.add(deviceId);
    });
    await observer.subscribeAsync('devices/+/command-results', { qos: 1 });

    // The first run: commands go out, devices work and answer, but nothing of it is recorded.
    t.deps.commands.attach(unacknowledged(mqtt.client), silentLog);
    const res = await t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/firmwareupgrade/devices/upgrade',
      headers: await t.headersFor('rp.l4'),
      payload: { percentage: 100, priority: 'high', modelNumber: MODEL },
    });
    const { batchId } = res.json() as { batchId: string };
    await vi.waitFor(() => expect(answered.size).toBe(FLEET_SIZE), { timeout: 30_000 });
    await observer.endAsync();
    const rows = () => t.db.select().from(deviceCommands).where(eq(deviceCommands.batchId, batchId));
    expect(new Set((await rows()).map((r) => r.status))).toEqual(new Set(['queued']));

    // The restart: a new command channel on the same client id, the results ingest listening.
    results = await startCommandResultsIngest({ db: t.db, client: mqtt.client, log: silentLog });
    const restarted = createCommandChannel(t.db, { timeoutSeconds: 3600 });
    restarted.attach(mqtt.client, silentLog);
    let batch: FotaBatch | undefined;
    await vi.waitFor(
      async () => {
        const list = await t.app.inject({
          method: 'GET',
          url: `/simplifi/v1/firmwareupgrade/batch/list?modelNumber=${MODEL}`,
          headers: await t.headersFor('rp.l4'),
        });
        batch = (list.json() as FotaBatch[]).find((b) => b.batchId === batchId);
        expect(batch?.inProgress).toBe(0);
      },
      { timeout: 30_000, interval: 200 },
    );
    const upgraded = fleet.devices.filter((d) => d.firmwareVersion === '2.0').length;
    expect(upgraded).toBeGreaterThan(0);
    expect(batch).toMatchObject({
      totalDevices: FLEET_SIZE,
      mqttCommandSent: FLEET_SIZE,
      successfyllyUpgraded: upgraded,
      mqttCommandFailed: FLEET_SIZE - upgraded,
    });
    expect((await rows()).filter((r) => r.status === 'failure').map((r) => r.reason)).toEqual(
      Array(FLEET_SIZE - upgraded).fill('installFailed'),
    );
  });
});
