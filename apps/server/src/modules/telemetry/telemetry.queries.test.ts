import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceDiagnosticLogs, deviceStatusLogs } from '../../platform/db/schema';
import { writeConnectionBatch } from './connection.queries';
import { writeDiagnosticsBatch, writeStatusBatch } from './telemetry.queries';
import { connectionLog, findDevice, insertDevices, insertTenant, testDevice } from './test-fixtures';

/* The write rules on whole batches, as several messages of one device arriving together. */
describe('telemetry queries', () => {
  let database: Database;
  const a = testDevice('AC');
  const b = testDevice('FAN');
  const c = testDevice('AC');

  beforeAll(async () => {
    database = await openTestDatabase();
    await insertTenant(database.db, 'tenant-a');
    await insertTenant(database.db, 'tenant-b');
    await insertDevices(database.db, 'tenant-a', [a, c]);
    await insertDevices(database.db, 'tenant-b', [b]);
  });
  afterAll(() => database.close());

  it('writes a status batch: log rows with each device tenant, merged newest state, unknown ids left out', async () => {
    const { db } = database;
    const known = await writeStatusBatch(db, [
      { deviceId: a.deviceId, ts: 200, payload: { ps: 'on', actmp: 24, ts: 200 } },
      { deviceId: b.deviceId, ts: 100, payload: { ps: 'off', fnsp: 2, ts: 100 } },
      { deviceId: a.deviceId, ts: 300, payload: { acdl: 12, fw: '1.7', ts: 300 } },
      { deviceId: 'nobody', ts: 300, payload: { ps: 'on', ts: 300 } },
      { deviceId: a.deviceId, ts: 250, payload: { actmp: 22, ts: 250 } },
    ]);
    expect([...known].sort()).toEqual([a.deviceId, b.deviceId].sort());
    const rows = await db.select().from(deviceStatusLogs).orderBy(deviceStatusLogs.id);
    expect(rows.map((r) => [r.deviceId, r.tenantId, r.ts])).toEqual([
      [a.deviceId, 'tenant-a', 200],
      [b.deviceId, 'tenant-b', 100],
      [a.deviceId, 'tenant-a', 300],
      [a.deviceId, 'tenant-a', 250],
    ]);
    const deviceA = await findDevice(db, a.deviceId);
    expect(deviceA?.lastStatus).toEqual({ ps: 'on', actmp: 22, acdl: 12, fw: '1.7', ts: 300 });
    expect(deviceA?.statusTs).toBe(300);
    expect(deviceA?.firmwareVersion).toBe('1.7');
    expect((await findDevice(db, b.deviceId))?.firmwareVersion).toBe('1.0');

    // A later batch with a report older than the stored state: logged, not merged.
    await writeStatusBatch(db, [{ deviceId: a.deviceId, ts: 290, payload: { ps: 'off', ts: 290 } }]);
    expect((await findDevice(db, a.deviceId))?.lastStatus).toMatchObject({ ps: 'on', ts: 300 });
    expect(await db.select().from(deviceStatusLogs).where(eq(deviceStatusLogs.ts, 290))).toHaveLength(1);
  });

  it('writes diagnostics rows with the tenant of each device', async () => {
    const known = await writeDiagnosticsBatch(database.db, [
      { deviceId: a.deviceId, ts: 10, payload: { idt: 25, ts: 10 } },
      { deviceId: b.deviceId, ts: 11, payload: { idt: 26, ts: 11 } },
      { deviceId: 'nobody', ts: 12, payload: { idt: 27, ts: 12 } },
    ]);
    expect(known.size).toBe(2);
    const rows = await database.db.select().from(deviceDiagnosticLogs).orderBy(deviceDiagnosticLogs.id);
    expect(rows.map((r) => [r.deviceId, r.tenantId, r.payload])).toEqual([
      [a.deviceId, 'tenant-a', { idt: 25, ts: 10 }],
      [b.deviceId, 'tenant-b', { idt: 26, ts: 11 }],
    ]);
  });

  it('applies connection events in order within one batch, once each', async () => {
    const { db } = database;
    const id = c.deviceId;
    const { connected } = await writeConnectionBatch(db, [
      { deviceId: id, online: true, reason: 'connect', ts: 1000 },
      { deviceId: id, online: true, reason: 'connect', ts: 1000 },
      { deviceId: id, online: false, reason: 'lastWill', ts: 1010, since: 900 },
      { deviceId: id, online: false, reason: 'lastWill', ts: 1020, since: 1000 },
      { deviceId: id, online: true, reason: 'connect', ts: 1015 },
      { deviceId: id, online: true, reason: 'connect', ts: 1030 },
      { deviceId: id, online: false, reason: 'disconnect', ts: 1025, since: 1030 },
    ]);
    const rows = await connectionLog(db, id);
    expect(rows.map((r) => [r.online, r.reason, r.ts, r.tenantId])).toEqual([
      [true, 'connect', 1000, 'tenant-a'],
      [false, 'lastWill', 1020, 'tenant-a'],
      // Offline at 1020 (server clock), back at 1015 (device clock): still a reconnect.
      [true, 'connect', 1015, 'tenant-a'],
      [true, 'connect', 1030, 'tenant-a'],
      // A device clock behind: last active is never before the connect it ends.
      [false, 'disconnect', 1030, 'tenant-a'],
    ]);
    const device = await findDevice(db, id);
    expect([device?.online, device?.connectedTime]).toEqual([false, 1030]);
    // The device came online here (three times): named once.
    expect(connected).toEqual([id]);
  });
});
