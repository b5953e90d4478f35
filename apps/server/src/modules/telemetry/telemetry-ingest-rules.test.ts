import { deviceTopics } from '@console/contracts/mqtt';
import { eq } from 'drizzle-orm';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../platform/db/client';
import { deviceDiagnosticLogs, deviceStatusLogs } from '../../platform/db/schema';
import type { TelemetryIngest } from './telemetry-ingest';
import {
  connectionLog,
  findDevice,
  type IngestRig,
  silentLog,
  startIngestRig,
  testDevice,
  uniqueId,
} from './test-fixtures';

const wait = { timeout: 10_000, interval: 25 };

/* The ingest rules, driven by hand-written messages from a plain MQTT client. */
describe('telemetry ingest rules', () => {
  let rig: IngestRig;
  let database: Database;
  let ingest: TelemetryIngest;
  let device: MqttClient;
  const log = { ...silentLog, debug: vi.fn() };
  const tenantId = uniqueId('tenant');
  const known = [testDevice('AC'), testDevice('AC'), testDevice('AC')] as const;
  const [bad, ordered, connection] = known;
  const send = (topic: string, payload: unknown) =>
    device.publishAsync(topic, typeof payload === 'string' ? payload : JSON.stringify(payload), { qos: 1 });
  const statusRows = (deviceId: string) =>
    database.db.select().from(deviceStatusLogs).where(eq(deviceStatusLogs.deviceId, deviceId));

  beforeAll(async () => {
    rig = await startIngestRig(tenantId, [...known], log);
    ({ database, ingest } = rig);
    device = await connectAsync(rig.mqtt.url, { clientId: uniqueId('raw') });
  });

  afterAll(async () => {
    await device.endAsync();
    await rig.close();
  });

  it('drops bad payloads and unknown devices, logging them at debug, and keeps going', async () => {
    const id = bad.deviceId;
    const unknown = uniqueId('nobody');
    await send(deviceTopics.status(id), 'not json {');
    await send(deviceTopics.status(id), { ps: 'maybe' });
    await send(deviceTopics.status(id), [1, 2, 3]);
    await send(deviceTopics.status(id), { ps: 'on', pad: 'x'.repeat(20_000) });
    await send(deviceTopics.diagnostics(id), { ifsl: 9 });
    await send(deviceTopics.connection(id), { online: 'yes' });
    await send(deviceTopics.status(unknown), { ps: 'on', ts: 1_700_000_000 });
    await send(deviceTopics.diagnostics(unknown), { idt: 25 });
    await send(deviceTopics.status(id), { ps: 'on', ts: 1_700_000_100 }); // the one good message

    await vi.waitFor(async () => expect(await statusRows(id)).toHaveLength(1), wait);
    await ingest.flush();
    expect((await statusRows(id))[0]?.payload).toEqual({ ps: 'on', ts: 1_700_000_100 });
    expect(await statusRows(unknown)).toEqual([]);
    const diagnostics = await database.db.select().from(deviceDiagnosticLogs);
    expect(diagnostics.filter((r) => r.deviceId === id || r.deviceId === unknown)).toEqual([]);
    expect((await findDevice(database.db, id))?.online).toBe(false);

    const messages = log.debug.mock.calls.map(([obj, msg]) => `${msg} ${JSON.stringify(obj)}`);
    expect(messages.filter((m) => m.startsWith('invalid device message') && m.includes(id))).toHaveLength(6);
    expect(messages.some((m) => m.includes('payload too large'))).toBe(true);
    expect(messages.some((m) => m.startsWith('unknown device') && m.includes(unknown))).toBe(true);
  });

  it('merges status into lastStatus, never rolls it back, and takes fw as the firmware version', async () => {
    const id = ordered.deviceId;
    await send(deviceTopics.status(id), { ps: 'on', actmp: 24, fw: '2.1', ts: 1_700_000_200 });
    await send(deviceTopics.status(id), { ps: 'off', actmp: 18, fw: '1.9', ts: 1_700_000_100 }); // late
    await send(deviceTopics.status(id), { acdl: 40, ts: 1_700_000_300_000 }); // milliseconds, partial
    await vi.waitFor(async () => expect(await statusRows(id)).toHaveLength(3), wait);

    const row = await findDevice(database.db, id);
    expect(row?.lastStatus).toEqual({ ps: 'on', actmp: 24, fw: '2.1', acdl: 40, ts: 1_700_000_300 });
    expect(row?.statusTs).toBe(1_700_000_300);
    expect(row?.firmwareVersion).toBe('2.1');
    expect((await statusRows(id)).map((r) => r.ts).sort()).toEqual([
      1_700_000_100, 1_700_000_200, 1_700_000_300,
    ]);
  });

  it('applies each connection change once, and ignores a last will from an older session', async () => {
    const id = connection.deviceId;
    const topic = deviceTopics.connection(id);
    await send(topic, { online: true, reason: 'connect', ts: 1_700_001_000 });
    await send(topic, { online: true, reason: 'connect', ts: 1_700_001_000 }); // the retained copy again
    await send(topic, { online: false, reason: 'lastWill', since: 1_700_000_500 }); // an older session's will
    await send(topic, { online: false, reason: 'disconnect', ts: 1_700_001_050, since: 1_700_001_000 });
    await send(topic, { online: false, reason: 'lastWill', since: 1_700_001_000 }); // already offline
    await send(topic, { online: true, reason: 'connect', ts: 1_700_001_100 });
    await send(topic, { online: true, ts: 1_700_001_060 }); // a late connect: no rollback

    await vi.waitFor(
      async () => expect((await findDevice(database.db, id))?.connectedTime).toBe(1_700_001_100),
      wait,
    );
    await ingest.flush();
    const rows = await connectionLog(database.db, id);
    expect(rows.map((r) => [r.online, r.reason, r.ts])).toEqual([
      [true, 'connect', 1_700_001_000],
      [false, 'disconnect', 1_700_001_050],
      [true, 'connect', 1_700_001_100],
    ]);
    expect(rows.every((r) => r.tenantId === tenantId)).toBe(true);
    expect((await findDevice(database.db, id))?.online).toBe(true);
  });
});
