import { deviceTopics } from '@console/contracts/mqtt';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCommands } from '../../platform/db/schema';
import { type CommandResultsIngest, startCommandResultsIngest } from './command-results-ingest';
import { insertCommands, markPublished } from './command-store.queries';
import { ROLLBACK_GRACE_SECONDS } from './reported-firmware.queries';
import { findDevice, type IngestRig, silentLog, startIngestRig, testDevice } from './test-fixtures';

/*
 * A FOTA's stages over MQTT (issue 31), through the real ingests and broker: a device's progress
 * results show on its command, and its status reporting the old version after success marks the
 * command rolledBack.
 */
let rig: IngestRig;
let results: CommandResultsIngest;
const device = testDevice('AC', '1.0');
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  rig = await startIngestRig('tenant-f', [device]);
  results = await startCommandResultsIngest({
    db: rig.database.db,
    client: rig.mqtt.client,
    log: silentLog,
    shareGroup: rig.shareGroup,
    batch: { maxDelayMs: 10 },
  });
  await insertCommands(rig.database.db, [
    {
      commandId: 'st-1',
      tenantId: 'tenant-f',
      deviceId: device.deviceId,
      type: 'fota',
      targetVersion: '2.0',
    },
  ]);
  await markPublished(rig.database.db, ['st-1'], 'sent');
});
afterAll(async () => {
  await results.close();
  await rig.close();
});

const publish = (topic: string, message: object) =>
  rig.mqtt.client.publishAsync(topic, JSON.stringify(message), { qos: 1 });
const result = (status: string, extra: object = {}) =>
  publish(deviceTopics.commandResults(device.deviceId), {
    commandId: 'st-1',
    type: 'fota',
    status,
    ts: now(),
    ...extra,
  });
const command = async () =>
  (await rig.database.db.select().from(deviceCommands).where(eq(deviceCommands.commandId, 'st-1')))[0];

describe('FOTA stages over MQTT', () => {
  it('records the stages a device reports, then its success', async () => {
    await result('accepted');
    for (const percent of [0, 25, 50]) await result('progress', { stage: 'downloading', percent });
    await expect
      .poll(async () => command().then((c) => [c?.status, c?.stage, c?.percent]), { timeout: 10_000 })
      .toEqual(['accepted', 'downloading', 50]);
    await result('progress', { stage: 'verifying' });
    // A progress without its stage is not a valid result: dropped.
    await result('progress', { percent: 90 });
    await result('progress', { stage: 'installing' });
    await expect
      .poll(async () => command().then((c) => [c?.status, c?.stage, c?.percent]), { timeout: 10_000 })
      .toEqual(['accepted', 'installing', null]);
    await result('success', { firmwareVersion: '2.0' });
    await expect.poll(async () => (await command())?.status, { timeout: 10_000 }).toBe('success');
    expect((await findDevice(rig.database.db, device.deviceId))?.firmwareVersion).toBe('2.0');
  });

  it('marks the command rolledBack when the device reports its old version again', async () => {
    await publish(deviceTopics.status(device.deviceId), {
      ps: 'on',
      fw: '1.0',
      ts: now() + 2 * ROLLBACK_GRACE_SECONDS,
    });
    await expect
      .poll(async () => command().then((c) => `${c?.status}/${c?.reason}`), { timeout: 10_000 })
      .toBe('rolledBack/rolledBack');
    expect((await findDevice(rig.database.db, device.deviceId))?.firmwareVersion).toBe('1.0');
  });
});
