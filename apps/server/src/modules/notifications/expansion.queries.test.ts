import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { notificationTasks } from '../../platform/db/schema';
import { type ChunkWrite, writeChunk } from './expansion.queries';
import { findTask, insertTask, type TaskRow } from './notifications.queries';
import type { Audience } from './notifications.targeting';
import { insertAppUsers } from './test-fixtures';

/*
 * A chunk's write takes the task's row only at its end (moving the cursor): it is refused, with
 * nothing written, when the task stopped processing or its cursor moved since the chunk was read
 * (another server wrote it), and a repeated write of the same chunk writes nobody twice.
 */
let database: Database;
let users: string[];

const audience: Audience = {
  tenantId: 'panasonic',
  countries: ['in'],
  country: null,
  categories: null,
  userIds: null,
  lastLoginGt: null,
  lastLoginLt: null,
};

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenants(database.db);
  users = await insertAppUsers(database.db, { prefix: 'xw', count: 4 });
});
afterAll(() => database?.close());

async function processingTask(id: string): Promise<TaskRow> {
  return insertTask(database.db, {
    id,
    tenantId: 'panasonic',
    createdById: 'S1',
    createdByName: 'Tester',
    channel: 'push',
    severity: 'info',
    request: {},
    audience: audience as unknown as Record<string, unknown>,
    expiry: new Date(Date.now() + 3_600_000),
    status: 'processing',
  });
}

/** The first two users written after `after` (null: the start), going. */
const chunkOf = (after: string | null, which: string[]): ChunkWrite => ({
  after,
  last: which.at(-1) ?? null,
  seen: which.length,
  size: 2,
  users: which.map((userId) => ({ userId, status: 'sending', error: null, nextAttemptAt: null })),
  cap: null,
  audience,
});

async function deliveriesOf(taskId: string) {
  return rowsOf<{ user_id: string }>(
    await database.db.execute(
      sql`select user_id from notification_deliveries where task_id = ${taskId} order by user_id`,
    ),
  ).map((r) => r.user_id);
}

describe('a chunk of a run written', () => {
  it('moves the cursor and counts the users with their rows, once', async () => {
    const task = await processingTask('xw-moves');
    const claimed = await writeChunk(database.db, task, chunkOf(null, users.slice(0, 2)));
    expect(claimed?.map((c) => c.userId)).toEqual(users.slice(0, 2));
    const after = await findTask(database.db, task.id);
    expect(after?.cursor).toBe(users[1]);
    expect(after?.userCount).toBe(2);
    // The next chunk follows from the new cursor.
    const next = await writeChunk(
      database.db,
      after as TaskRow,
      chunkOf(users[1] as string, users.slice(2, 4)),
    );
    expect(next?.map((c) => c.userId)).toEqual(users.slice(2, 4));
    expect(await deliveriesOf(task.id)).toEqual(users);
  });

  it('is refused with nothing written when the cursor moved since the chunk was read', async () => {
    const task = await processingTask('xw-moved');
    // Another server wrote the first chunk meanwhile: its cursor is past it.
    await database.db
      .update(notificationTasks)
      .set({ cursor: users[1] })
      .where(eq(notificationTasks.id, task.id));
    expect(await writeChunk(database.db, task, chunkOf(null, users.slice(0, 2)))).toBeUndefined();
    expect(await deliveriesOf(task.id)).toEqual([]);
    const after = await findTask(database.db, task.id);
    expect(after?.cursor).toBe(users[1]);
    expect(after?.userCount).toBe(0);
  });

  it('is refused with nothing written once the task is cancelled', async () => {
    const task = await processingTask('xw-cancelled');
    await database.db
      .update(notificationTasks)
      .set({ status: 'cancelled' })
      .where(eq(notificationTasks.id, task.id));
    expect(await writeChunk(database.db, task, chunkOf(null, users.slice(0, 2)))).toBeUndefined();
    expect(await deliveriesOf(task.id)).toEqual([]);
    expect((await findTask(database.db, task.id))?.userCount).toBe(0);
  });
});
