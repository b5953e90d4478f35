import { deviceTopics } from '@console/contracts/mqtt';
import { eq } from 'drizzle-orm';
import { connectAsync } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testMqttUrl } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceCommands } from '../../platform/db/schema';
import { connectServerClient } from '../../platform/mqtt/mqtt-client';
import { type Mqtt, startMqtt } from '../../platform/mqtt/start-mqtt';
import { startCommandResultsIngest } from './command-results-ingest';
import { insertCommands, markPublished } from './command-store.queries';
import { insertDevices, insertTenant, silentLog, testDevice, uniqueId } from './test-fixtures';

/*
 * The server's persistent MQTT session (issue 11): a result a device publishes while the server
 * is away is kept by the broker and recorded once the server is back under the same client id.
 */
let database: Database;
let mqtt: Mqtt;
const device = testDevice('AC', '1.0');
const clientId = uniqueId('console-server-test');
const shareGroup = testMqttUrl() ? uniqueId('results') : undefined;
const statusOf = async (commandId: string) =>
  (await database.db.select().from(deviceCommands).where(eq(deviceCommands.commandId, commandId)))[0]?.status;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenant(database.db, 'tenant-s');
  await insertDevices(database.db, 'tenant-s', [device]);
  mqtt = await startMqtt({ url: testMqttUrl(), port: 0, log: silentLog, clientId });
});
afterAll(async () => {
  // Leave no persistent session behind on a real broker: a clean connect under the id ends it.
  const cleanup = await connectAsync(mqtt.url, { clientId, clean: true });
  await cleanup.endAsync();
  await mqtt.close();
  await database.close();
});

describe('command results across a server restart', () => {
  it('records a result the device sent while the server was disconnected', async () => {
    await insertCommands(database.db, [
      {
        commandId: 'away-1',
        tenantId: 'tenant-s',
        deviceId: device.deviceId,
        type: 'fota',
        targetVersion: '2.0',
      },
    ]);
    await markPublished(database.db, ['away-1'], 'sent');
    const first = await startCommandResultsIngest({
      db: database.db,
      client: mqtt.client,
      log: silentLog,
      shareGroup,
    });
    mqtt.release();
    // The server goes away (as at a restart): its session and subscription stay with the broker.
    await first.close();
    await mqtt.client.endAsync();

    const deviceClient = await connectAsync(mqtt.url, { clientId: device.deviceId, clean: true });
    const result = {
      commandId: 'away-1',
      type: 'fota',
      status: 'success',
      ts: 1_800_000_000,
      firmwareVersion: '2.0',
    };
    await deviceClient.publishAsync(deviceTopics.commandResults(device.deviceId), JSON.stringify(result), {
      qos: 1,
    });
    await deviceClient.endAsync();
    expect(await statusOf('away-1')).toBe('sent');

    // Back under the same id: the broker delivers what it kept as soon as the session resumes.
    const again = await connectServerClient(mqtt.url, silentLog, clientId);
    const second = await startCommandResultsIngest({
      db: database.db,
      client: again.client,
      log: silentLog,
      shareGroup,
    });
    again.release();
    await expect.poll(() => statusOf('away-1'), { timeout: 10_000 }).toBe('success');
    await second.close();
    await again.client.endAsync();
  });
});
