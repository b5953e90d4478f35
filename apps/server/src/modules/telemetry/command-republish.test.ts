import { EventEmitter } from 'node:events';
import { DeviceCommand } from '@console/contracts/mqtt';
import { inArray, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceCommandBodies, deviceCommands } from '../../platform/db/schema';
import { createCommandChannel } from './command-channel';
import { startCommandSweeper } from './command-sweeper';
import { insertDevices, insertTenant, silentLog, testDevice } from './test-fixtures';

/*
 * Commands a stopped server left queued are published again (issue 29): by the same server at its
 * next connect, or by any server once nobody has touched them for a minute; each exactly once
 * when several servers start together. The broker is a fake client that records what it is given.
 */
let database: Database;
const fleet = Array.from({ length: 40 }, () => testDevice('AC', '1.0'));
const TIMEOUT = 3600;

/** A server's MQTT client: records each publish, and acknowledges it unless `ack` is false. */
function fakeClient(clientId: string, ack = true) {
  const published: { topic: string; payload: string }[] = [];
  const client = Object.assign(new EventEmitter(), {
    connected: true,
    options: { clientId },
    publish(topic: string, payload: string, _opts: unknown, done: (err?: Error) => void) {
      published.push({ topic, payload });
      if (ack) setImmediate(() => done());
    },
  });
  return { client: client as unknown as MqttClient, published };
}

const fota = {
  type: 'fota' as const,
  url: 'http://files.test/fw.ota.bin',
  sha256: 'a'.repeat(64),
  firmwareVersion: '2.0',
};
const outgoing = (devices = fleet) =>
  devices.map((d) => ({ tenantId: 'tenant-r', deviceId: d.deviceId, batchId: 'b-r', command: fota }));

const statuses = async (ids: string[]) =>
  (
    await database.db
      .select({ status: deviceCommands.status })
      .from(deviceCommands)
      .where(inArray(deviceCommands.commandId, ids))
  ).map((r) => r.status);

/** Sends through a server whose broker never acknowledges, then "crashes": the rows stay queued. */
async function leftQueued(publisher: string, devices = fleet) {
  const crashed = createCommandChannel(database.db, { timeoutSeconds: TIMEOUT });
  const { client, published } = fakeClient(publisher, false);
  crashed.attach(client);
  const { commandIds } = await crashed.send(outgoing(devices));
  await expect.poll(() => published.length).toBe(devices.length);
  expect(new Set(await statuses(commandIds))).toEqual(new Set(['queued']));
  return { commandIds, firstPayloads: published.map((p) => p.payload) };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenant(database.db, 'tenant-r');
  await insertDevices(database.db, 'tenant-r', fleet);
});
afterAll(() => database.close());

describe('publishing queued commands again', () => {
  it('a restarted server publishes what it left queued at its first connect, as first meant', async () => {
    const { commandIds, firstPayloads } = await leftQueued('server-a');
    const restarted = createCommandChannel(database.db, { timeoutSeconds: TIMEOUT });
    const { client, published } = fakeClient('server-a');
    restarted.attach(client);
    await expect.poll(() => published.length).toBe(commandIds.length);
    await restarted.idle();
    // Byte for byte what the first run published: same ids, ts, expiry and links.
    expect(published.map((p) => p.payload).sort()).toEqual([...firstPayloads].sort());
    expect(DeviceCommand.parse(JSON.parse(published[0]?.payload ?? '{}'))).toMatchObject(fota);
    expect(new Set(await statuses(commandIds))).toEqual(new Set(['sent']));
    // Connecting again finds nothing more to publish.
    client.emit('connect', {} as never);
    await restarted.idle();
    expect(published).toHaveLength(commandIds.length);
  });

  it("another server's queued commands wait a minute (it may be publishing them), then go once, however many servers start", async () => {
    const { commandIds } = await leftQueued('server-gone');
    const servers = ['server-b', 'server-c', 'server-d'].map((id) => {
      const channel = createCommandChannel(database.db, { timeoutSeconds: TIMEOUT });
      const fake = fakeClient(id);
      return { channel, ...fake };
    });
    for (const s of servers) s.channel.attach(s.client);
    await Promise.all(servers.map((s) => s.channel.idle()));
    expect(servers.flatMap((s) => s.published)).toEqual([]);

    await database.db
      .update(deviceCommands)
      .set({ updatedAt: sql`now() - interval '2 minutes'` })
      .where(inArray(deviceCommands.commandId, commandIds));
    const counts = await Promise.all(servers.map((s) => s.channel.republish()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(commandIds.length);
    const ids = servers.flatMap((s) => s.published.map((p) => JSON.parse(p.payload).commandId as string));
    expect(ids.sort()).toEqual([...commandIds].sort());
    expect(new Set(await statuses(commandIds))).toEqual(new Set(['sent']));
  });

  it('never publishes an expired command; the sweeper ends it as not published and drops its body', async () => {
    const { commandIds } = await leftQueued('server-old', fleet.slice(0, 3));
    await database.db
      .update(deviceCommands)
      .set({ createdAt: sql`now() - interval '2 hours'`, updatedAt: sql`now() - interval '2 hours'` })
      .where(inArray(deviceCommands.commandId, commandIds));
    await database.db
      .update(deviceCommandBodies)
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 3600 })
      .where(sql`${deviceCommandBodies.publisher} = 'server-old'`);
    const channel = createCommandChannel(database.db, { timeoutSeconds: TIMEOUT });
    const { client, published } = fakeClient('server-old');
    channel.attach(client);
    const sweeper = startCommandSweeper({
      db: database.db,
      timeoutSeconds: TIMEOUT,
      log: silentLog,
      republish: () => channel.republish(),
    });
    expect(await sweeper.sweep()).toBe(3);
    await sweeper.stop();
    await channel.idle();
    expect(published).toEqual([]);
    expect(new Set(await statuses(commandIds))).toEqual(new Set(['publishFailed']));
    const bodies = await database.db
      .select()
      .from(deviceCommandBodies)
      .where(sql`${deviceCommandBodies.publisher} = 'server-old'`);
    expect(bodies).toEqual([]);
  });

  it('keeps links alive at least as long as the command', () => {
    const channel = createCommandChannel(database.db, { timeoutSeconds: TIMEOUT });
    expect(channel.linkTtlSeconds(24 * 3600)).toBe(24 * 3600);
    expect(channel.linkTtlSeconds(600)).toBeGreaterThan(TIMEOUT);
  });
});
