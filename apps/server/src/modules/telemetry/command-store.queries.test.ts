import type { FotaStage } from '@console/contracts/mqtt';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceCommands, deviceFirmwareHistory } from '../../platform/db/schema';
import {
  type CommandOutcome,
  insertCommands,
  markPublished,
  writeCommandResults,
} from './command-store.queries';
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
    command('p1'),
    command('p2'),
  ]);
});
afterAll(() => database.close());

const outcome = (commandId: string, status: CommandOutcome['status'], reason?: string) => ({
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

  it('records progress: at most accepted, stage and percent only forward, the last stage kept at the end', async () => {
    const progress = (commandId: string, stage: FotaStage, percent?: number) => ({
      ...outcome(commandId, 'accepted'),
      status: 'progress' as const,
      stage,
      percent,
    });
    const stageOf = async (commandId: string) => {
      const [row] = await database.db
        .select()
        .from(deviceCommands)
        .where(eq(deviceCommands.commandId, commandId));
      return `${row?.status}/${row?.stage}/${row?.percent}`;
    };
    await markPublished(database.db, ['p1', 'p2'], 'sent');
    await writeCommandResults(database.db, [progress('p1', 'downloading', 25)]);
    expect(await stageOf('p1')).toBe('accepted/downloading/25');
    // In one batch the furthest wins; a late, earlier one changes nothing; a late accepted neither.
    await writeCommandResults(database.db, [
      progress('p1', 'downloading', 75),
      progress('p1', 'downloading', 50),
    ]);
    expect(await stageOf('p1')).toBe('accepted/downloading/75');
    await writeCommandResults(database.db, [progress('p1', 'downloading', 50), outcome('p1', 'accepted')]);
    expect(await stageOf('p1')).toBe('accepted/downloading/75');
    await writeCommandResults(database.db, [progress('p1', 'verifying')]);
    expect(await stageOf('p1')).toBe('accepted/verifying/null');
    await writeCommandResults(database.db, [progress('p1', 'downloading', 100)]);
    expect(await stageOf('p1')).toBe('accepted/verifying/null');
    await writeCommandResults(database.db, [progress('p1', 'installing')]);
    // The final answer keeps where the device had got to; progress after it reopens nothing.
    await writeCommandResults(database.db, [outcome('p1', 'failure', 'installFailed')]);
    await writeCommandResults(database.db, [progress('p1', 'installing'), progress('p1', 'verifying')]);
    expect(await stageOf('p1')).toBe('failure/installing/null');
    // Progress and the final answer in one batch: the final answer wins.
    await writeCommandResults(database.db, [outcome('p2', 'success'), progress('p2', 'downloading', 100)]);
    expect(await stageOf('p2')).toBe('success/null/null');
  });

  it('keeps rolledBack: a repeat of the success or a failure does not undo it', async () => {
    await writeCommandResults(database.db, [{ ...outcome('p2', 'rolledBack'), reason: 'rolledBack' }]);
    await writeCommandResults(database.db, [outcome('p2', 'success'), outcome('p2', 'accepted')]);
    expect(await statusOf('p2')).toBe('rolledBack');
    const history = await database.db
      .select()
      .from(deviceFirmwareHistory)
      .where(eq(deviceFirmwareHistory.deviceId, device.deviceId));
    expect(history.filter((h) => h.deviceStatus === 'ROLLED_BACK').map((h) => h.firmwareVersion)).toEqual([
      '2.0',
    ]);
  });

  it('ignores results for unknown commands or from another device', async () => {
    expect(await writeCommandResults(database.db, [outcome('nope', 'success')])).toBe(0);
    const other = { ...outcome('c3', 'success'), deviceId: 'someone-else' };
    expect(await writeCommandResults(database.db, [other])).toBe(0);
    expect(await statusOf('c3')).toBe('queued');
  });
});
