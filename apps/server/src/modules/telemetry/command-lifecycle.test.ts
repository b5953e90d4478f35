import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceCommands, deviceFirmwareHistory } from '../../platform/db/schema';
import {
  endStaleCommands,
  insertCommands,
  markPublished,
  writeCommandResults,
} from './command-store.queries';
import { startCommandSweeper } from './command-sweeper';
import { reconcileReportedFirmware } from './firmware-reconcile';
import { writeStatusBatch } from './telemetry.queries';
import {
  commandStatuses,
  findDevice,
  insertDevices,
  insertTenant,
  silentLog,
  testDevice,
} from './test-fixtures';

/*
 * Every command reaches a final state (issue 11): stale ones are ended by the sweeper, and a
 * device reporting the version its open FOTA command installs closes it as a success.
 */
let database: Database;
const [a, b, c] = [testDevice('AC', '1.0'), testDevice('AC', '1.0'), testDevice('AC', '1.0')];
const row = (commandId: string, deviceId: string, type = 'fota') => ({
  commandId,
  tenantId: 'tenant-l',
  deviceId,
  type,
  batchId: 'b-life',
  targetVersion: '2.0',
});
const statuses = (ids: string[]) => commandStatuses(database.db, ids);
const age = (ids: string[], minutes: number) =>
  database.db
    .update(deviceCommands)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(inArray(deviceCommands.commandId, ids));
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenant(database.db, 'tenant-l');
  await insertDevices(database.db, 'tenant-l', [a, b, c]);
});
afterAll(() => database.close());

describe('ending stale commands', () => {
  it('times out sent and accepted commands past the timeout, and ends never-published ones', async () => {
    const ids = ['s-old', 'acc-old', 'q-old', 'q-mid', 's-new', 'q-new', 'done-old'];
    await insertCommands(
      database.db,
      ids.map((id) => row(id, a.deviceId)),
    );
    await markPublished(database.db, ['s-old', 'acc-old', 's-new', 'done-old'], 'sent');
    await writeCommandResults(database.db, [
      { deviceId: a.deviceId, commandId: 'acc-old', status: 'accepted', ts: 1_800_000_000 },
      { deviceId: a.deviceId, commandId: 'done-old', status: 'success', ts: 1_800_000_000 },
    ]);
    await age(['s-old', 'acc-old', 'q-old', 'done-old'], 90);
    await age(['q-mid'], 20);

    const ended = await endStaleCommands(database.db, {
      queuedBefore: minutesAgo(10),
      openBefore: minutesAgo(60),
    });
    expect(ended).toBe(4);
    expect(await statuses(ids)).toEqual({
      // Never taken by the device: it was offline (a rollout sends it again when it connects).
      's-old': 'timedOut/offline',
      'acc-old': 'timedOut/timedOut',
      'q-old': 'publishFailed/notPublished',
      // Queued longer than the grace: its publisher is gone, even though it has not expired.
      'q-mid': 'publishFailed/notPublished',
      's-new': 'sent/',
      'q-new': 'queued/',
      'done-old': 'success/',
    });
    expect(
      await endStaleCommands(database.db, { queuedBefore: minutesAgo(10), openBefore: minutesAgo(60) }),
    ).toBe(0);
  });

  it("lets the device's own late success or failure replace timedOut, but not a late accepted", async () => {
    const at = (commandId: string, status: 'accepted' | 'success' | 'failure') => ({
      deviceId: a.deviceId,
      commandId,
      status,
      ts: 1_800_000_100,
    });
    await writeCommandResults(database.db, [at('s-old', 'success'), at('acc-old', 'accepted')]);
    expect(await statuses(['s-old', 'acc-old'])).toEqual({
      's-old': 'success/',
      'acc-old': 'timedOut/timedOut',
    });
  });

  it('the sweeper ends what is stale on its own tick and stops cleanly', async () => {
    await insertCommands(database.db, [row('tick-1', b.deviceId)]);
    await markPublished(database.db, ['tick-1'], 'sent');
    const sweeper = startCommandSweeper({
      db: database.db,
      timeoutSeconds: 1,
      log: silentLog,
      intervalMs: 50,
    });
    await expect
      .poll(async () => (await statuses(['tick-1']))['tick-1'], { timeout: 10_000 })
      .toBe('timedOut/offline');
    await sweeper.stop();
  });
});

describe('a reported firmware version closes its open FOTA command', () => {
  it('marks the command success (versionReported), writes the history, and leaves other commands alone', async () => {
    await insertCommands(database.db, [
      row('r-fota', c.deviceId),
      { ...row('r-other', c.deviceId), targetVersion: '3.0' },
      row('r-idu', c.deviceId, 'iduConfig'),
    ]);
    await markPublished(database.db, ['r-fota', 'r-other', 'r-idu'], 'sent');
    const report = { deviceId: c.deviceId, ts: 1_800_000_200, payload: { ps: 'on', fw: '2.0' } };
    const known = await writeStatusBatch(database.db, [report]);
    expect(known.has(c.deviceId)).toBe(true);
    expect(await reconcileReportedFirmware(database.db, [report])).toBe(1);
    expect(await statuses(['r-fota', 'r-other', 'r-idu'])).toEqual({
      'r-fota': 'success/versionReported',
      'r-other': 'sent/',
      'r-idu': 'sent/',
    });
    const history = await database.db
      .select()
      .from(deviceFirmwareHistory)
      .where(eq(deviceFirmwareHistory.deviceId, c.deviceId));
    expect(history.map((h) => [h.firmwareVersion, h.deviceStatus, h.downloadDate])).toEqual([
      ['2.0', 'UPGRADED', 1_800_000_200],
    ]);
    expect((await findDevice(database.db, c.deviceId))?.firmwareVersion).toBe('2.0');
    // Reported again: nothing more to close, no second history row.
    expect(await reconcileReportedFirmware(database.db, [report])).toBe(0);
  });

  it('does nothing for reports without a version or with another one', async () => {
    await insertCommands(database.db, [row('r-wait', b.deviceId)]);
    const reports = [
      { deviceId: b.deviceId, ts: 1_800_000_300, payload: { ps: 'on' } },
      { deviceId: b.deviceId, ts: 1_800_000_301, payload: { fw: '1.0' } },
    ];
    expect(await reconcileReportedFirmware(database.db, reports)).toBe(0);
    expect(await statuses(['r-wait'])).toEqual({ 'r-wait': 'queued/' });
  });
});
