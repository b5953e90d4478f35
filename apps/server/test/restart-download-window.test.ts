import { FINAL_COMMAND_STATUSES } from '@console/contracts/device-history';
import type { FotaBatch } from '@console/contracts/rollouts';
import { type Fleet, startFleet } from '@console/simulator';
import { eq, inArray } from 'drizzle-orm';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueId } from '../src/modules/telemetry/test-fixtures';
import { deviceCommands, deviceFirmwareHistory, devices } from '../src/platform/db/schema';
import { signInOverHttp } from '../src/scale/http-sign-in';
import { batchOf, triggerRollout } from './deployment';
import { type FaultDeployment, openFaultDeployment } from './fault-deployment';
import { PASSWORD, TEST_SIGNING_KEY } from './fixtures';
import { type ServerProcess, startServerProcess } from './server-process';

/*
 * Issue 29 item 4: the server restarts while a rollout's devices are downloading from it. Each
 * download in flight fails; the devices must retry until their command expires, so every device
 * ends installed, or failed for a real reason (here: the simulated flash failure), never for the
 * restart; every command ends, and the batch's counters equal its command rows. On the embedded
 * target the broker dies with the server too (devices reconnect to the new one).
 */
const FLEET_SIZE = 30;
const MODEL = uniqueId('AC-RESTART');
const ops = { userName: 'ops.l4', password: PASSWORD, tenantId: 'panasonic' };
const final = new Set<string>(FINAL_COMMAND_STATUSES);

let deployment: FaultDeployment;
const stopAfter: (() => Promise<void>)[] = [];

/** Each download starts 1 to 4 s after the device asks for it, so the restart lands among them. */
const slowFetch: typeof fetch = async (input, init) => {
  await new Promise((resolve) => setTimeout(resolve, 1_000 + Math.random() * 3_000));
  return fetch(input, init);
};

/** The devices' answers as the broker carries them: who accepted, who finished. */
async function watchResults(url: string, ids: Set<string>) {
  const observer = await connectAsync(url, { clean: true, reconnectPeriod: 0 });
  const accepted = new Set<string>();
  const finished = new Set<string>();
  observer.on('message', (topic, payload) => {
    const deviceId = topic.split('/')[1] ?? '';
    const { status } = JSON.parse(payload.toString()) as { status: string };
    if (!ids.has(deviceId)) return;
    if (status === 'accepted') accepted.add(deviceId);
    else if (status === 'success' || status === 'failure') finished.add(deviceId);
  });
  await observer.subscribeAsync('devices/+/command-results', { qos: 1 });
  return { accepted, finished, close: () => observer.endAsync(true) };
}

describe('a server restart in the download window', () => {
  beforeAll(async () => {
    deployment = await openFaultDeployment({
      staff: ['ops.l4'],
      models: [{ model: MODEL, devices: FLEET_SIZE }],
    });
  }, 120_000);

  afterAll(async () => {
    for (const stop of stopAfter.reverse()) await stop().catch(() => undefined);
    await deployment?.close();
  });

  it('every device ends installed or failed for a real reason, counters equal to the rows', async () => {
    const specs = deployment.fleets.get(MODEL) ?? [];
    const server = await startServerProcess(deployment.env);
    stopAfter.push(() => server.kill());
    const fleet: Fleet = await startFleet({
      url: deployment.mqttUrl,
      devices: specs,
      intervalMs: 60_000,
      offlineProbability: 0,
      installFailureRate: 0.2,
      firmwareKeys: [TEST_SIGNING_KEY.publicKey],
      fetch: slowFetch,
    });
    stopAfter.push(() => fleet.stop());
    const watch = await watchResults(deployment.mqttUrl, new Set(specs.map((d) => d.deviceId)));
    stopAfter.push(watch.close);

    const batch = await triggerRollout(server, await signInOverHttp(server.baseUrl, ops), MODEL);
    expect(batch.deviceCount).toBe(FLEET_SIZE);
    // Every device has its command and is about to download when the server goes.
    await vi.waitFor(() => expect(watch.accepted.size).toBe(FLEET_SIZE), { timeout: 20_000, interval: 20 });
    await server.kill();
    expect(watch.finished.size, 'the restart came after the downloads').toBeLessThan(FLEET_SIZE / 2);
    await watch.close();

    const again: ServerProcess = await startServerProcess(deployment.env, server.port);
    stopAfter.push(() => again.stop());
    const headers = await signInOverHttp(again.baseUrl, ops);
    let listed: FotaBatch | undefined;
    await vi.waitFor(
      async () => {
        listed = await batchOf(again, headers, MODEL, batch.batchId);
        expect(listed?.inProgress).toBe(0);
      },
      { timeout: 60_000, interval: 250 },
    );
    await again.stop();

    const { rows, history, stored } = await deployment.withDb(async (db) => ({
      rows: await db.select().from(deviceCommands).where(eq(deviceCommands.batchId, batch.batchId)),
      history: await db
        .select()
        .from(deviceFirmwareHistory)
        .where(
          inArray(
            deviceFirmwareHistory.deviceId,
            specs.map((d) => d.deviceId),
          ),
        ),
      stored: await db
        .select({ deviceId: devices.deviceId, firmwareVersion: devices.firmwareVersion })
        .from(devices)
        .where(
          inArray(
            devices.deviceId,
            specs.map((d) => d.deviceId),
          ),
        ),
    }));

    // Every command ended, each device's as the device itself ended it: installed or a real failure.
    expect(rows).toHaveLength(FLEET_SIZE);
    expect(rows.filter((r) => !final.has(r.status))).toEqual([]);
    const onDevice = new Map(fleet.devices.map((d) => [d.spec.deviceId, d.firmwareVersion]));
    const outcome = rows.map((r) =>
      r.status === 'success' && onDevice.get(r.deviceId) === '2.0'
        ? 'installed'
        : `${r.status}/${r.reason}/${onDevice.get(r.deviceId)}`,
    );
    expect(outcome.filter((o) => o !== 'installed' && o !== 'failure/installFailed/1.0')).toEqual([]);
    expect(outcome.filter((o) => o === 'installed').length).toBeGreaterThan(0);

    // The batch list counts the rows: every command the broker took is sent, none lost.
    const count = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).length;
    expect(listed).toMatchObject({
      totalDevices: rows.length,
      mqttCommandSent: count('sent', 'accepted', 'timedOut', 'success', 'failure'),
      mqttCommandFailed: count('publishFailed', 'failure', 'timedOut'),
      successfyllyUpgraded: count('success'),
      inProgress: 0,
    });
    expect(listed?.mqttCommandSent).toBe(FLEET_SIZE);
    // One history row per ended command, and the stored versions are the devices' own.
    expect(history.filter((h) => h.deviceStatus === 'UPGRADED')).toHaveLength(count('success'));
    expect(history.filter((h) => h.deviceStatus === 'FAILED')).toHaveLength(count('failure'));
    expect(new Map(stored.map((d) => [d.deviceId, d.firmwareVersion]))).toEqual(onDevice);
    // Two server starts take most of it: about 5 s each on a quiet machine, 40-70 s under a load of 15-20.
  }, 240_000);
});
