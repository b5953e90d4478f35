import { createRandom } from '@console/simulator';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceCommands, deviceFirmwareHistory, devices } from '../../platform/db/schema';
import { countBatchCommands } from '../telemetry';
import {
  endStaleCommands,
  insertCommands,
  insertDevices,
  insertTenant,
  markPublished,
  testDevice,
  writeCommandResults,
} from '../telemetry/test-fixtures';
import { batchCounters } from './batch-list';

/*
 * A batch's counters follow its devices exactly once (issue 29). Property: whatever order the
 * server's records (published, not published, closed by the sweeper as not published or timed
 * out) and the devices' answers (accepted, then their one final answer, repeated when the server
 * publishes a command again) arrive in, a command a device answered ends as the device said, with
 * one firmware history row; the others end closed by the server; and the batch list's counters
 * equal the rows: Sent counts every command a device answered.
 */
let database: Database;
const SIZE = 16;

type Story = 'success' | 'failure' | 'silent';
const FAR_FUTURE = new Date(Date.now() + 24 * 3600_000);

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenant(database.db, 'tenant-p');
});
afterAll(() => database.close());

describe('batch counters', () => {
  it.each([1, 2, 3, 4, 5, 6])('equal the rows and the devices, exactly once (seed %i)', async (seed) => {
    const rng = createRandom(seed * 7_919);
    const fleet = Array.from({ length: SIZE }, () => testDevice('AC', '1.0'));
    await insertDevices(database.db, 'tenant-p', fleet);
    const batchId = `batch-${seed}`;
    const commands = fleet.map((d, i) => ({
      commandId: `${batchId}-c${i}`,
      tenantId: 'tenant-p',
      deviceId: d.deviceId,
      type: 'fota',
      batchId,
      targetVersion: '2.0',
    }));
    await insertCommands(database.db, commands);
    const story = new Map<string, Story>(
      commands.map((c) => [c.commandId, rng.pick<Story>(['success', 'failure', 'silent'])]),
    );
    const some = () => commands.filter(() => rng.chance(1 / 3));
    const answer = (picked: typeof commands, status?: 'accepted') =>
      writeCommandResults(
        database.db,
        picked
          .filter((c) => story.get(c.commandId) !== 'silent')
          .map((c) => ({
            commandId: c.commandId,
            deviceId: c.deviceId,
            status: status ?? (story.get(c.commandId) as 'success' | 'failure'),
            reason: status ? undefined : story.get(c.commandId) === 'failure' ? 'installFailed' : undefined,
            ts: 1_800_000_000,
          })),
      );
    const ids = (picked: typeof commands) => picked.map((c) => c.commandId);
    const steps = [
      () => markPublished(database.db, ids(some()), 'sent'),
      // The broker went away before its acknowledgement: recorded as not published.
      () => markPublished(database.db, ids(some()), 'publishFailed', 'publishFailed'),
      // The sweeper closes whatever is open now (not published, or timed out).
      () => endStaleCommands(database.db, { queuedBefore: FAR_FUTURE, openBefore: FAR_FUTURE }),
      () => answer(some(), 'accepted'),
      // A device's final answer, or the same again when the command is published again.
      () => answer(some()),
    ];
    for (let step = 0; step < 30; step++) await rng.pick(steps)();
    // Every device that answers has been heard by the end, and the sweeper has closed the rest.
    await answer(commands);
    await endStaleCommands(database.db, { queuedBefore: FAR_FUTURE, openBefore: FAR_FUTURE });

    const rows = await database.db.select().from(deviceCommands).where(eq(deviceCommands.batchId, batchId));
    const told = (s: Story) => commands.filter((c) => story.get(c.commandId) === s).length;
    for (const row of rows) {
      const said = story.get(row.commandId);
      if (said === 'silent') expect(['publishFailed', 'timedOut']).toContain(row.status);
      else expect(`${row.commandId} ${row.status}`).toBe(`${row.commandId} ${said}`);
    }
    const history = await database.db
      .select()
      .from(deviceFirmwareHistory)
      .where(
        inArray(
          deviceFirmwareHistory.deviceId,
          fleet.map((d) => d.deviceId),
        ),
      );
    expect(history.filter((h) => h.deviceStatus === 'UPGRADED')).toHaveLength(told('success'));
    expect(history.filter((h) => h.deviceStatus === 'FAILED')).toHaveLength(told('failure'));
    const upgraded = await database.db
      .select({ deviceId: devices.deviceId })
      .from(devices)
      .where(
        and(
          inArray(
            devices.deviceId,
            fleet.map((d) => d.deviceId),
          ),
          eq(devices.firmwareVersion, '2.0'),
        ),
      );
    expect(upgraded).toHaveLength(told('success'));

    const grouped = Object.fromEntries(
      (await countBatchCommands(database.db, [batchId])).map((c) => [c.status, c.count]),
    );
    const timedOutSilent = rows.filter((r) => r.status === 'timedOut').length;
    expect(batchCounters(grouped)).toEqual({
      totalDevices: SIZE,
      mqttCommandSent: told('success') + told('failure') + timedOutSilent,
      mqttCommandFailed: told('failure') + told('silent'),
      successfyllyUpgraded: told('success'),
      inProgress: 0,
    });
  });
});
