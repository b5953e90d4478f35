import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceCommands, deviceFirmwareHistory } from '../../platform/db/schema';
import { insertCommands, markPublished, writeCommandResults } from './command-store.queries';
import { reconcileReportedFirmware } from './firmware-reconcile';
import { ROLLBACK_GRACE_SECONDS } from './reported-firmware.queries';
import { writeStatusBatch } from './telemetry.queries';
import { commandStatuses, findDevice, insertDevices, insertTenant, testDevice } from './test-fixtures';

/*
 * A device that reports its old version after its FOTA ended in success has rolled back (issue
 * 31): the command becomes rolledBack, its history says so, and the device's version follows.
 */
let database: Database;
const now = () => Math.floor(Date.now() / 1000);
const fleet = Array.from({ length: 6 }, () => testDevice('AC', '1.0'));
const deviceOf = (i: number) => fleet[i]?.deviceId ?? '';

const statuses = (ids: string[]) => commandStatuses(database.db, ids);

/** A FOTA to 2.0 for device i that the device answered with success. */
async function installed(commandId: string, i: number) {
  await insertCommands(database.db, [
    {
      commandId,
      tenantId: 'tenant-r',
      deviceId: deviceOf(i),
      type: 'fota',
      batchId: 'b-r',
      targetVersion: '2.0',
    },
  ]);
  await markPublished(database.db, [commandId], 'sent');
  await writeCommandResults(database.db, [
    { deviceId: deviceOf(i), commandId, status: 'success', firmwareVersion: '2.0', ts: now() },
  ]);
}

/** A status report as the ingest handles it: stored, then reconciled with the device's commands. */
async function report(i: number, fw: string, ts: number) {
  const item = { deviceId: deviceOf(i), ts, payload: { ps: 'on', fw } };
  await writeStatusBatch(database.db, [item]);
  return reconcileReportedFirmware(database.db, [item]);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenant(database.db, 'tenant-r');
  await insertDevices(database.db, 'tenant-r', fleet);
});
afterAll(() => database.close());

describe('rollback detection', () => {
  it('marks the success rolledBack, writes ROLLED_BACK history, and the device keeps its old version', async () => {
    await installed('rb-1', 0);
    expect((await findDevice(database.db, deviceOf(0)))?.firmwareVersion).toBe('2.0');
    expect(await report(0, '2.0', now() + 2 * ROLLBACK_GRACE_SECONDS)).toBe(0);
    const at = now() + 2 * ROLLBACK_GRACE_SECONDS;
    expect(await report(0, '1.0', at)).toBe(1);
    expect(await statuses(['rb-1'])).toEqual({ 'rb-1': 'rolledBack/rolledBack' });
    const history = await database.db
      .select()
      .from(deviceFirmwareHistory)
      .where(eq(deviceFirmwareHistory.deviceId, deviceOf(0)));
    expect(history.map((h) => [h.firmwareVersion, h.deviceStatus])).toEqual([
      ['2.0', 'UPGRADED'],
      ['2.0', 'ROLLED_BACK'],
    ]);
    expect(history[1]?.downloadDate).toBe(at);
    expect((await findDevice(database.db, deviceOf(0)))?.firmwareVersion).toBe('1.0');
    // Reported again, and the device's success repeated: it stays rolled back, once.
    expect(await report(0, '1.0', at + 15)).toBe(0);
    await writeCommandResults(database.db, [
      { deviceId: deviceOf(0), commandId: 'rb-1', status: 'success', ts: at + 20 },
    ]);
    expect(await statuses(['rb-1'])).toEqual({ 'rb-1': 'rolledBack/rolledBack' });
  });

  it('ignores a report stamped within the grace after the success (it may predate the install)', async () => {
    await installed('rb-grace', 1);
    expect(await report(1, '1.0', now() + ROLLBACK_GRACE_SECONDS / 2)).toBe(0);
    expect(await statuses(['rb-grace'])).toEqual({ 'rb-grace': 'success/' });
    // The device's next report still tells.
    expect(await report(1, '1.0', now() + 2 * ROLLBACK_GRACE_SECONDS)).toBe(1);
  });

  it('looks back a day only', async () => {
    await installed('rb-old', 2);
    await database.db
      .update(deviceCommands)
      .set({ updatedAt: sql`now() - interval '25 hours'` })
      .where(eq(deviceCommands.commandId, 'rb-old'));
    expect(await report(2, '1.0', now())).toBe(0);
    expect(await statuses(['rb-old'])).toEqual({ 'rb-old': 'success/' });
  });

  it('lets a later FOTA command take over: its version is no rollback of the earlier one', async () => {
    await installed('rb-first', 3);
    await insertCommands(database.db, [
      {
        commandId: 'rb-next',
        tenantId: 'tenant-r',
        deviceId: deviceOf(3),
        type: 'fota',
        targetVersion: '3.0',
      },
    ]);
    await markPublished(database.db, ['rb-next'], 'sent');
    // The device reports the newer version before its result arrives: the new command closes.
    expect(await report(3, '3.0', now() + 2 * ROLLBACK_GRACE_SECONDS)).toBe(1);
    expect(await statuses(['rb-first', 'rb-next'])).toEqual({
      'rb-first': 'success/',
      'rb-next': 'success/versionReported',
    });
  });

  it('leaves failed FOTA commands and other devices alone', async () => {
    await insertCommands(database.db, [
      {
        commandId: 'rb-failed',
        tenantId: 'tenant-r',
        deviceId: deviceOf(4),
        type: 'fota',
        targetVersion: '2.0',
      },
    ]);
    await writeCommandResults(database.db, [
      {
        deviceId: deviceOf(4),
        commandId: 'rb-failed',
        status: 'failure',
        reason: 'installFailed',
        ts: now(),
      },
    ]);
    expect(await report(4, '1.0', now() + 2 * ROLLBACK_GRACE_SECONDS)).toBe(0);
    expect(await report(5, '1.0', now() + 2 * ROLLBACK_GRACE_SECONDS)).toBe(0);
    expect(await statuses(['rb-failed'])).toEqual({ 'rb-failed': 'failure/installFailed' });
  });
});
