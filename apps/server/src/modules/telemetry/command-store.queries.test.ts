import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceCommands, deviceFirmwareHistory } from '../../platform/db/schema';
import { insertCommands, markPublished, writeCommandResults } from './command-store.queries';
import { findDevice, insertDevices, insertTenant, testDevice } from './test-fixtures';

let database: Database;
const device = testDevice('AC', '1.0');
const statusOf = async (commandId: string) =>
  (await database.db.select().from(deviceCommands).where(eq(deviceCommands.commandId, commandId)))[0]?.status;
const command = (commandId: string, type = 'fota') => ({
  commandId,
  tenantId: 'tenant-c',
  deviceId: device.deviceId,
  type,
  batchId: 'b1',
  targetVersion: '2.0',
});

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenant(database.db, 'tenant-c');
  await insertDevices(database.db, 'tenant-c', [device]);
  await insertCommands(database.db, [
    command('c1'),
    command('c2'),
    command('c3'),
    command('c4', 'iduConfig'),
  ]);
});
afterAll(() => database.close());

const outcome = (commandId: string, status: 'accepted' | 'success' | 'failure', reason?: string) => ({
  deviceId: device.deviceId,
  commandId,
  status,
  reason,
  ts: 1_800_000_000,
});

describe('command store', () => {
  it('moves a status only forward, whatever order results and publish confirmations arrive in', async () => {
    await writeCommandResults(database.db, [outcome('c1', 'accepted')]);
    await markPublished(database.db, ['c1', 'c2'], 'sent');
    expect(await statusOf('c1')).toBe('accepted');
    expect(await statusOf('c2')).toBe('sent');
    // accepted and success in one batch, in either order: success wins; a late accepted changes nothing.
    await writeCommandResults(database.db, [outcome('c1', 'success'), outcome('c1', 'accepted')]);
    await writeCommandResults(database.db, [outcome('c1', 'accepted')]);
    expect(await statusOf('c1')).toBe('success');
  });

  it('writes firmware history for ended FOTA commands and the new version on success', async () => {
    await writeCommandResults(database.db, [
      outcome('c2', 'failure', 'checksumMismatch'),
      outcome('c4', 'success'),
    ]);
    const [failed] = await database.db
      .select()
      .from(deviceCommands)
      .where(eq(deviceCommands.commandId, 'c2'));
    expect(failed).toMatchObject({ status: 'failure', reason: 'checksumMismatch' });
    const history = await database.db
      .select()
      .from(deviceFirmwareHistory)
      .where(eq(deviceFirmwareHistory.deviceId, device.deviceId));
    expect(history.map((h) => [h.firmwareVersion, h.deviceStatus]).sort()).toEqual([
      ['2.0', 'FAILED'],
      ['2.0', 'UPGRADED'],
    ]);
    expect(history[0]).toMatchObject({
      modelNumber: 'AC-M1',
      tenantId: 'tenant-c',
      downloadDate: 1_800_000_000,
    });
    expect((await findDevice(database.db, device.deviceId))?.firmwareVersion).toBe('2.0');
  });

  it('ignores results for unknown commands or from another device', async () => {
    expect(await writeCommandResults(database.db, [outcome('nope', 'success')])).toBe(0);
    const other = { ...outcome('c3', 'success'), deviceId: 'someone-else' };
    expect(await writeCommandResults(database.db, [other])).toBe(0);
    expect(await statusOf('c3')).toBe('queued');
  });
});
