import { FINAL_COMMAND_STATUSES } from '@console/contracts/device-history';
import { type Fleet, startFleet } from '@console/simulator';
import { eq } from 'drizzle-orm';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestDevice, uniqueId } from '../src/modules/telemetry/test-fixtures';
import { deviceCommands } from '../src/platform/db/schema';
import { signInOverHttp } from '../src/scale/http-sign-in';
import { expectBatchAsDevicesDid, openDeployment, triggerRollout, upgradedIn } from './deployment';
import { PASSWORD, TEST_SIGNING_KEY } from './fixtures';
import { startMosquitto } from './mosquitto-process';
import { type ServerProcess, startServerProcess } from './server-process';
import { realTarget } from './test-db';

/*
 * Faults mid-rollout, with whole processes: the server killed with SIGKILL, the broker killed and
 * started again. Afterwards every command must be in a final state and the batch's counters must
 * equal what the devices did (issue 11).
 */
const mqttUrl = process.env.TEST_MQTT_URL;
const FLEET_SIZE = 30;
const ops = { userName: 'ops.l4', password: PASSWORD, tenantId: 'panasonic' };
const final = new Set<string>(FINAL_COMMAND_STATUSES);

let deployment: Awaited<ReturnType<typeof openDeployment>>;
const stopAfter: (() => Promise<void>)[] = [];

/** Downloads start after 0.2 to 3 s, so a rollout's results come in over a few seconds. */
const slowFetch: typeof fetch = async (input, init) => {
  await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 2_800));
  return fetch(input, init);
};

async function startDevices(url: string, specs: TestDevice[]): Promise<Fleet> {
  const fleet = await startFleet({
    url,
    devices: specs,
    intervalMs: 60_000,
    offlineProbability: 0,
    installFailureRate: 0.2,
    firmwareKeys: [TEST_SIGNING_KEY.publicKey],
    fetch: slowFetch,
  });
  stopAfter.push(() => fleet.stop());
  return fleet;
}

const commandsOf = (batchId: string) =>
  deployment.database.db.select().from(deviceCommands).where(eq(deviceCommands.batchId, batchId));

/** Waits until `atLeast` commands of the batch have ended (and fails if all have: the fault must come mid-rollout). */
async function waitUntilSomeEnded(batchId: string, atLeast: number) {
  await vi.waitFor(
    async () => {
      const ended = (await commandsOf(batchId)).filter((c) => final.has(c.status)).length;
      expect(ended).toBeGreaterThanOrEqual(atLeast);
    },
    { timeout: 20_000, interval: 25 },
  );
  const ended = (await commandsOf(batchId)).filter((c) => final.has(c.status)).length;
  expect(ended, 'the fault came after the rollout had ended').toBeLessThan(FLEET_SIZE);
}

/** Every command final, and the batch's counters equal to the devices' own firmware versions. */
async function expectSettled(
  server: ServerProcess,
  headers: Record<string, string>,
  model: string,
  batch: { batchId: string; deviceCount: number },
  fleet: Fleet,
) {
  await vi.waitFor(
    async () => {
      const open = (await commandsOf(batch.batchId)).filter((c) => !final.has(c.status));
      expect(open.map((c) => c.status)).toEqual([]);
      await expectBatchAsDevicesDid(server, headers, model, batch, fleet);
    },
    { timeout: 60_000, interval: 250 },
  );
  expect(upgradedIn(fleet)).toBeGreaterThan(0);
}

describe.runIf(realTarget && mqttUrl)('faults mid-rollout', () => {
  const models = [uniqueId('AC-KILL'), uniqueId('AC-BROKER')];

  beforeAll(async () => {
    deployment = await openDeployment({ staff: ['ops.l4'], models });
  }, 60_000);

  afterAll(async () => {
    for (const stop of stopAfter.reverse()) await stop();
    await deployment?.close();
  });

  it('a server killed with SIGKILL mid-rollout: results sent while it is down are counted when it is back', async () => {
    const [model] = models as [string];
    const env = {
      ...deployment.env,
      MQTT_URL: mqttUrl ?? '',
      MQTT_CLIENT_ID: uniqueId('server-kill'),
      MQTT_SHARE_GROUP: uniqueId('kill'),
    };
    const server = await startServerProcess(env);
    const specs = await deployment.insertFleet(model, FLEET_SIZE);
    const fleet = await startDevices(mqttUrl ?? '', specs);
    // Watches, as the broker sees them, the devices' final answers.
    const observer = await connectAsync(mqttUrl ?? '', { clean: true });
    stopAfter.push(() => observer.endAsync());
    const answered = new Set<string>();
    const ids = new Set(specs.map((d) => d.deviceId));
    observer.on('message', (topic, payload) => {
      const deviceId = topic.split('/')[1] ?? '';
      if (ids.has(deviceId) && ['success', 'failure'].includes(JSON.parse(payload.toString()).status))
        answered.add(deviceId);
    });
    await observer.subscribeAsync('devices/+/command-results', { qos: 1 });

    const batch = await triggerRollout(server, await signInOverHttp(server.baseUrl, ops), model);
    await waitUntilSomeEnded(batch.batchId, 3);
    await server.kill();
    // The devices finish (downloads from a dead server fail) while nobody listens for their results.
    await vi.waitFor(() => expect(answered.size).toBe(FLEET_SIZE), { timeout: 30_000, interval: 100 });

    const again = await startServerProcess(env, server.port);
    stopAfter.push(() => again.stop());
    await expectSettled(again, await signInOverHttp(again.baseUrl, ops), model, batch, fleet);
  }, 120_000);

  it('a broker killed and started again mid-rollout: every command still ends, counted as the devices did', async () => {
    const [, model] = models as [string, string];
    const broker = await startMosquitto();
    stopAfter.push(() => broker.stop());
    const server = await startServerProcess({
      ...deployment.env,
      MQTT_URL: broker.url,
      MQTT_CLIENT_ID: uniqueId('server-broker'),
      MQTT_SHARE_GROUP: uniqueId('broker'),
    });
    stopAfter.push(() => server.stop());
    const fleet = await startDevices(broker.url, await deployment.insertFleet(model, FLEET_SIZE));
    const headers = await signInOverHttp(server.baseUrl, ops);

    const batch = await triggerRollout(server, headers, model);
    await waitUntilSomeEnded(batch.batchId, 3);
    await broker.kill();
    await broker.start();
    await expectSettled(server, headers, model, batch, fleet);
  }, 120_000);
});
