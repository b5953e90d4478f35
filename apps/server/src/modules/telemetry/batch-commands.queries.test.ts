import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceCommands } from '../../platform/db/schema';
import { withdrawBatchCommands } from './batch-commands.queries';
import { insertCommandBodies } from './command-republish.queries';
import { insertCommands, markPublished } from './command-store.queries';
import { insertDevices, insertTenant, testDevice } from './test-fixtures';

let database: Database;
const device = testDevice('AC', '1.0');
/** More than one of the withdrawal's chunks. */
const OPEN = 2_500;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenant(database.db, 'tenant-w');
  await insertDevices(database.db, 'tenant-w', [device]);
  const ts = Math.floor(Date.now() / 1000);
  await insertCommandBodies(database.db, [
    { bodyId: 'body-w', tenantId: 'tenant-w', publisher: 'test', ts, expiresAt: ts + 3600, body: '}' },
  ]);
  const row = (commandId: string, batchId: string) => ({
    commandId,
    tenantId: 'tenant-w',
    deviceId: device.deviceId,
    type: 'fota',
    batchId,
    targetVersion: '2.0',
    bodyId: 'body-w',
  });
  await insertCommands(database.db, [
    ...Array.from({ length: OPEN }, (_, i) => row(`w-${String(i).padStart(5, '0')}`, 'batch-w')),
    row('w-ended', 'batch-w'),
    row('other-batch', 'batch-x'),
  ]);
  await markPublished(database.db, ['w-ended'], 'publishFailed', 'publishFailed');
});
afterAll(() => database.close());

const withBody = async (batchId: string) =>
  (
    await database.db
      .select({ id: deviceCommands.commandId })
      .from(deviceCommands)
      .where(and(eq(deviceCommands.batchId, batchId), isNotNull(deviceCommands.bodyId)))
  ).length;

describe('withdrawBatchCommands', () => {
  it("takes the body of every open command of the batches, chunk by chunk, and no other's", async () => {
    expect(await withdrawBatchCommands(database.db, ['batch-w'])).toBe(OPEN);
    // The ended command keeps its body (nothing republishes it); another batch is untouched.
    expect(await withBody('batch-w')).toBe(1);
    expect(await withBody('batch-x')).toBe(1);
    expect(await withdrawBatchCommands(database.db, ['batch-w'])).toBe(0);
  });
});
