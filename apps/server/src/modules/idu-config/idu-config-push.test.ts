import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@console/contracts/messages';
import { type Fleet, startFleet } from '@console/simulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';
import { deviceCommands } from '../../platform/db/schema';
import { insertModel } from '../device-models/model-test-fixtures';
import { uniqueId } from '../telemetry/test-fixtures';
import { IDU, sendConfig } from './idu-config-test-helpers';

const TRIGGER = `${IDU}/trigger`;
let t: TestApp;
let fleet: Fleet;
let filesDir: string;
let admin: Record<string, string>;
// A caller-chosen Host header must not steer the link a device fetches (issue 11): it is ignored.
const host = 'attacker.example';
const deviceId = uniqueId('idu-dev');
const trigger = (id: string, headers = admin) =>
  t.app.inject({ method: 'POST', url: TRIGGER, headers: { ...headers, host }, payload: { deviceId: id } });

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'idu-push-'));
  // The device downloads the config over HTTP from the link in the command; the telemetry workers
  // run as the server runs them: result ingest and command channel on a broker.
  t = await buildListeningTestApp({ FILES_DIR: filesDir }, { workers: ['telemetry'] });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'push.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'push.l3', roles: ['CUSTOMERSUPPORTL3'] });
  await insertModel(t.db, { modelId: 'P1' });
  await insertModel(t.db, { modelId: 'P2' });
  await insertDevice(t.db, { deviceId, modelNumber: 'NUM-P1' });
  await insertDevice(t.db, { deviceId: `${deviceId}-p2`, modelNumber: 'NUM-P2' });
  await insertDevice(t.db, { deviceId: `${deviceId}-us`, modelNumber: 'NUM-P1', country: 'us' });
  admin = await t.loginAs('push.l4');
  const device = { deviceId, category: 'AC', firmwareVersion: '1.0', macAddress: 'AABBCCDDEE01' };
  fleet = await startFleet({
    url: t.mqtt!.url,
    devices: [device],
    intervalMs: 60_000,
    offlineProbability: 0,
  });
  const res = await sendConfig(
    t,
    admin,
    { category: 'AC', brand: 'PANASONIC', modelId: 'P1', iduConfigVersion: '3.4' },
    { name: 'p1.bin', data: Buffer.from('idu eeprom image') },
  );
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await fleet?.stop();
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('Push Device IDU Config', () => {
  it('refuses while devices cannot be reached, storing no command', async () => {
    t.deps.commands.attach(undefined);
    const res = await trigger(deviceId);
    expect([res.statusCode, res.json().message]).toEqual([503, messages.deviceCommandsUnavailable]);
    expect(await t.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, deviceId))).toEqual([]);
    t.deps.commands.attach(t.mqtt!.client);
  });

  it('sends the config; the device downloads it, checks its hash and reports success', async () => {
    const res = await trigger(deviceId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.iduConfigSent, iduConfigVersion: '3.4' });
    const { commandId } = res.json();
    await expect
      .poll(
        async () =>
          (await t.db.select().from(deviceCommands).where(eq(deviceCommands.commandId, commandId)))[0]
            ?.status,
        { timeout: 15_000, interval: 100 },
      )
      .toBe('success');
  });

  it('answers each refusal with its message', async () => {
    const cases: [string, number, string][] = [
      ['', 400, messages.invalidDeviceId],
      ['no-such-device', 404, messages.invalidDeviceId],
      [`${deviceId}-us`, 404, messages.invalidDeviceId],
      [`${deviceId}-p2`, 404, messages.iduConfigNoneForDevice],
    ];
    for (const [id, status, message] of cases) {
      const res = await trigger(id);
      expect([id, res.statusCode, res.json().message]).toEqual([id, status, message]);
    }
    expect((await trigger(deviceId, await t.loginAs('push.l3'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: TRIGGER, payload: { deviceId } })).statusCode).toBe(
      401,
    );
  });
});
