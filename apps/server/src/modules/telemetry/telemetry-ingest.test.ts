import { type Fleet, startFleet } from '@console/simulator';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../platform/db/client';
import { deviceDiagnosticLogs, deviceStatusLogs } from '../../platform/db/schema';
import type { Mqtt } from '../../platform/mqtt/start-mqtt';
import {
  connectionLog,
  findDevice,
  type IngestRig,
  startIngestRig,
  type TestDevice,
  testDevice,
  uniqueId,
} from './test-fixtures';

const waitLong = { timeout: 15_000, interval: 50 };

describe('telemetry ingest with simulated devices', () => {
  let rig: IngestRig;
  let database: Database;
  let mqtt: Mqtt;
  let fleet: Fleet | undefined;
  const tenantId = uniqueId('tenant');
  const ac = testDevice('AC');
  const switches = testDevice('SWITCHES');
  const flaky = testDevice('IAC');
  const restless = testDevice('FAN');
  const all: TestDevice[] = [ac, switches, flaky, restless];

  beforeAll(async () => {
    rig = await startIngestRig(tenantId, all);
    ({ database, mqtt } = rig);
  });

  afterEach(async () => {
    await fleet?.stop();
    fleet = undefined;
  });

  afterAll(async () => {
    await rig.close();
  });

  it('stores status, diagnostics and connection changes, with the tenant of the device', async () => {
    const { db } = database;
    fleet = await startFleet({
      url: mqtt.url,
      devices: [ac, switches],
      intervalMs: 50,
      offlineProbability: 0,
    });

    await vi.waitFor(async () => {
      const statusRows = await db
        .select()
        .from(deviceStatusLogs)
        .where(eq(deviceStatusLogs.deviceId, ac.deviceId));
      expect(statusRows.length).toBeGreaterThanOrEqual(3);
      const diagnostics = await db
        .select()
        .from(deviceDiagnosticLogs)
        .where(eq(deviceDiagnosticLogs.deviceId, ac.deviceId));
      expect(diagnostics.length).toBeGreaterThanOrEqual(3);
      const switchRows = await db
        .select()
        .from(deviceStatusLogs)
        .where(eq(deviceStatusLogs.deviceId, switches.deviceId));
      expect(switchRows.length).toBeGreaterThanOrEqual(3);
    }, waitLong);

    const row = await findDevice(db, ac.deviceId);
    expect(row?.online).toBe(true);
    expect(row?.connectedTime).toBeGreaterThan(1_600_000_000);
    expect(row?.connectedTime).toBeLessThan(10_000_000_000); // seconds, not milliseconds
    expect(row?.lastStatus).toMatchObject({ ps: expect.stringMatching(/^(on|off)$/), fw: '1.0' });
    expect(row?.lastStatus).toHaveProperty('actmp');
    expect(row?.statusTs).toBeGreaterThanOrEqual(row?.connectedTime ?? 0);

    const [status] = await db
      .select()
      .from(deviceStatusLogs)
      .where(eq(deviceStatusLogs.deviceId, ac.deviceId));
    expect(status?.tenantId).toBe(tenantId);
    expect(status?.payload).toHaveProperty('rssi');
    // The report envelope the log tabs show as Type, Model and State.
    expect(status?.payload).toMatchObject({
      ty: 'status',
      mo: 'MODEL-AC',
      st: expect.stringMatching(/^(ok|fault)$/),
    });
    const [diagnostic] = await db
      .select()
      .from(deviceDiagnosticLogs)
      .where(eq(deviceDiagnosticLogs.deviceId, ac.deviceId));
    expect(diagnostic?.tenantId).toBe(tenantId);
    expect(diagnostic?.payload).toHaveProperty('rrpm');
    // Switches report no diagnostics.
    const switchDiagnostics = await db
      .select()
      .from(deviceDiagnosticLogs)
      .where(eq(deviceDiagnosticLogs.deviceId, switches.deviceId));
    expect(switchDiagnostics).toEqual([]);
    expect((await findDevice(db, switches.deviceId))?.lastStatus).toHaveProperty('sw');

    const connects = await connectionLog(db, ac.deviceId);
    expect(connects.map((r) => [r.online, r.reason, r.tenantId])).toEqual([[true, 'connect', tenantId]]);

    await fleet.stop();
    fleet = undefined;
    await vi.waitFor(async () => expect((await findDevice(db, ac.deviceId))?.online).toBe(false), waitLong);
    const after = await connectionLog(db, ac.deviceId);
    expect(after.map((r) => [r.online, r.reason])).toEqual([
      [true, 'connect'],
      [false, 'disconnect'],
    ]);
    expect((await findDevice(db, ac.deviceId))?.connectedTime).toBe(after[1]?.ts);
  });

  it('marks a device offline by its last will when its socket dies, and online again when it is back', async () => {
    const { db } = database;
    fleet = await startFleet({ url: mqtt.url, devices: [flaky], intervalMs: 50, offlineProbability: 0 });
    await vi.waitFor(async () => expect((await findDevice(db, flaky.deviceId))?.online).toBe(true), waitLong);

    fleet.devices[0]?.simulateSocketLoss();
    await vi.waitFor(
      async () => expect((await findDevice(db, flaky.deviceId))?.online).toBe(false),
      waitLong,
    );
    // MQTT.js reconnects after 2 s, as a device back on the network would.
    await vi.waitFor(async () => expect((await findDevice(db, flaky.deviceId))?.online).toBe(true), waitLong);

    const log = await connectionLog(db, flaky.deviceId);
    expect(log.map((r) => [r.online, r.reason])).toEqual([
      [true, 'connect'],
      [false, 'lastWill'],
      [true, 'connect'],
    ]);
    expect(log.every((r) => r.tenantId === tenantId)).toBe(true);
    const [first, will, second] = log;
    expect(will?.ts).toBeGreaterThanOrEqual(first?.ts ?? 0);
    expect(second?.ts).toBeGreaterThan(first?.ts ?? 0);
  });

  it('drops devices off now and then (cleanly or by their last will) and brings them back', async () => {
    const { db } = database;
    fleet = await startFleet({
      url: mqtt.url,
      devices: [restless],
      intervalMs: 50,
      offlineProbability: 1,
      offlineMs: [50, 100],
    });
    await vi.waitFor(
      async () => expect((await connectionLog(db, restless.deviceId)).length).toBeGreaterThanOrEqual(6),
      waitLong,
    );
    const log = await connectionLog(db, restless.deviceId);
    // Strictly alternating: each change is stored once.
    log.forEach((row, i) => {
      expect(row.online).toBe(i % 2 === 0);
      expect(row.reason).toMatch(row.online ? /^connect$/ : /^(disconnect|lastWill)$/);
    });
  });
});
