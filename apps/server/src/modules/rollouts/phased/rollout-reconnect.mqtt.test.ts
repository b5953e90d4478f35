import type { Rollout, RolloutDevice } from '@console/contracts/rollouts';
import { type Fleet, startFleet } from '@console/simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildListeningTestApp, type TestApp } from '../../../../test/build-app';
import { insertDevice, TEST_SIGNING_KEY } from '../../../../test/fixtures';
import { clearRetained, commandStatuses, testDevice } from '../../telemetry/test-fixtures';
import { insertFotaFirmware, insertModel, insertRolloutStage } from '../test-fixtures';
import { ROLLOUTS_PATH } from './phased-test-fixtures';

/*
 * A broker that crashes loses the commands it had taken for devices (and answers on their way):
 * the server recorded them `sent`, and before, they waited for the command timeout (an hour) to be
 * ended as offline and sent again as a second attempt. Now a device whose connection comes back
 * online is published its open commands again, under the same ids: it does each once, so it
 * installs once, on its first attempt, seconds after it connects. Here the broker "loses" them
 * because the devices have never connected (no session keeps them); the app runs the telemetry and
 * rollout workers as a server does, with the command timeout at its default hour.
 */
const STAFF = 'rc.l4';
let t: TestApp & { baseUrl: string };
let headers: Record<string, string>;
const fleets: Fleet[] = [];
const deviceIds: string[] = [];

beforeAll(async () => {
  t = await buildListeningTestApp(
    { ROLLOUT_STEP_SECONDS: '0.1', ROLLOUT_MINUTE_SECONDS: '0.05', ROLLOUT_APPROVAL_MODEL_PERCENT: '100' },
    { workers: ['telemetry', 'rollouts'] },
  );
  await insertRolloutStage(t.deps, { staff: STAFF, model: 'RC-BASE', fleet: [] });
  headers = await t.headersFor(STAFF);
});

afterAll(async () => {
  for (const fleet of fleets) await fleet.stop();
  if (t?.mqtt) await clearRetained(t.mqtt.client, deviceIds);
  await t?.close();
});

/** Devices of a new model with a 2.0 image, on 1.0, never connected to the broker. */
async function stage(model: string, count: number) {
  await insertModel(t.db, model);
  await insertFotaFirmware(t.deps, model, '2.0');
  const specs = Array.from({ length: count }, () => testDevice('AC', '1.0'));
  for (const d of specs)
    await insertDevice(t.db, { deviceId: d.deviceId, modelNumber: model, firmwareVersion: '1.0' });
  deviceIds.push(...specs.map((d) => d.deviceId));
  return specs;
}

async function call<T>(method: string, url: string, payload?: unknown) {
  const res = await t.app.inject({ method: method as 'GET', url, headers, payload: payload as object });
  return res.json() as T;
}

const devicesOf = async (id: string) =>
  (await call<{ devices: RolloutDevice[] }>('GET', `${ROLLOUTS_PATH}/${id}/devices?size=100`)).devices;

/** A one-phase rollout of 2.0 to the model, every device sent to: the broker took each command, no device got it. */
async function sentToAll(model: string, count: number) {
  const { rolloutId } = await call<Rollout>('POST', ROLLOUTS_PATH, {
    name: `Lost ${model}`,
    modelNumber: model,
    firmwareVersion: '2.0',
    phases: [{ share: 100, startRule: 'soak', soakMinutes: 0 }],
    maxFailurePercent: null,
  });
  let sent: RolloutDevice[] = [];
  await vi.waitFor(
    async () => {
      sent = await devicesOf(rolloutId);
      expect(sent.map((d) => d.stage)).toEqual(Array(count).fill('sent'));
    },
    { timeout: 15_000, interval: 50 },
  );
  return { rolloutId, sent };
}

const startDevices = async (specs: ReturnType<typeof testDevice>[]) => {
  const fleet = await startFleet({
    url: t.mqtt?.url ?? '',
    devices: specs,
    intervalMs: 60_000,
    offlineProbability: 0,
    firmwareKeys: [TEST_SIGNING_KEY.publicKey],
  });
  fleets.push(fleet);
  return fleet;
};

describe('commands the broker lost', () => {
  it('are published again, same ids, when their devices connect: each installs once, on its first attempt', async () => {
    const specs = await stage('RC-LOST', 6);
    const { rolloutId, sent } = await sentToAll('RC-LOST', specs.length);
    const fleet = await startDevices(specs);

    let r: Rollout | undefined;
    await vi.waitFor(
      async () => {
        r = await call<Rollout>('GET', `${ROLLOUTS_PATH}/${rolloutId}`);
        expect(r.state).toBe('completed');
      },
      // Seconds, where the command timeout is an hour.
      { timeout: 20_000, interval: 100 },
    );
    // Its device page is a read of its own, kept up to a second (ROLLOUT_ANSWER_MAX_AGE_MS).
    let now: RolloutDevice[] = [];
    await vi.waitFor(
      async () => {
        now = await devicesOf(rolloutId);
        expect(now.map((d) => [d.stage, d.attempts])).toEqual(Array(specs.length).fill(['installed', 1]));
      },
      { timeout: 5_000, interval: 100 },
    );
    expect(now.map((d) => d.commandId).sort()).toEqual(sent.map((d) => d.commandId).sort());
    expect(fleet.devices.map((d) => d.firmwareVersion)).toEqual(Array(specs.length).fill('2.0'));
    expect(r?.counts).toEqual({ installed: specs.length });
  });

  it('of an aborted rollout are not published again: what the broker lost of it is not sent', async () => {
    const specs = await stage('RC-ABORT', 3);
    const { rolloutId, sent } = await sentToAll('RC-ABORT', specs.length);
    const ids = specs.map((d) => d.deviceId);
    // While it runs, a device connecting again would get its command again.
    expect(await t.deps.commands.republishOpen(ids)).toBe(specs.length);

    await call('POST', `${ROLLOUTS_PATH}/${rolloutId}/control`, { action: 'abort' });
    expect(await t.deps.commands.republishOpen(ids)).toBe(0);
    const statuses = await commandStatuses(
      t.db,
      sent.map((d) => d.commandId ?? ''),
    );
    expect(new Set(Object.values(statuses))).toEqual(new Set(['sent/']));
  });
});
