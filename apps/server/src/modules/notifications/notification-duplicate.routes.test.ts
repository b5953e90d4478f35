import { DUPLICATE_SEND_WINDOW_MINUTES } from '@console/contracts/notifications';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, notificationTasks } from '../../platform/db/schema';
import { insertAppUsers } from './test-fixtures';

/*
 * Sent twice by accident (issue 29): the same sender's identical task within the window is
 * refused with 409 naming the first, unless confirmed; anything else goes out as before.
 */
const SEND = '/simplifi/v1/notificationmanager/send';
const expiry = Math.floor(Date.now() / 1000) + 6 * 3600;
let n = 0;
/** A task no other test sends (its own text), the same each time it is asked for by `text`. */
const task = (text = `Filter cleaning reminder ${++n}`, over: Record<string, unknown> = {}) => ({
  channel: { type: 'sms' },
  message: { text },
  severity: 'recommendation',
  users: { userIds: ['dup-0001', 'dup-0002'] },
  expiry,
  ...over,
});
let t: TestApp;
const send = async (payload: object, user = 'd.one') =>
  t.app.inject({ method: 'POST', url: SEND, payload, headers: await t.headersFor(user) });
const tasksWith = async (text: string) =>
  (await t.db.select().from(notificationTasks)).filter(
    (row) => (row.request.message as { text?: string }).text === text,
  );

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'd.one', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'd.two', roles: ['CUSTOMERSUPPORTL4'] });
  await insertAppUsers(t.db, { prefix: 'dup', count: 2 });
});
afterAll(() => t.close());

describe('an identical task from the same sender', () => {
  it('is refused within the window with 409 naming the first, and goes out once confirmed', async () => {
    const body = task();
    const first = await send(body);
    expect(first.statusCode).toBe(200);
    const firstId = first.json().taskId as string;

    const again = await send(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('notificationDuplicate');
    expect(again.json().message).toMatch(
      new RegExp(`^You sent an identical notification task \\d+ s ago \\(Task ID ${firstId}\\)\\.$`),
    );
    expect(await tasksWith(body.message.text)).toHaveLength(1);

    const confirmed = await send({ ...body, confirmDuplicate: true });
    expect(confirmed.statusCode).toBe(200);
    const secondId = confirmed.json().taskId as string;
    const kept = await tasksWith(body.message.text);
    expect(kept).toHaveLength(2);
    // The flag is the request's, not the task's: the kept task is the one sent.
    expect(kept.every((row) => !('confirmDuplicate' in row.request))).toBe(true);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.sent'), eq(auditLog.entityId, secondId)));
    expect(entry?.detail).toMatchObject({ duplicateOf: expect.any(String) });
  });

  it('is refused once of two sent at the same moment', async () => {
    const body = task();
    const answers = await Promise.all([send(body), send(body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await tasksWith(body.message.text)).toHaveLength(1);
  });

  it('is not refused for a different body, another sender, or after the window', async () => {
    const body = task();
    expect((await send(body)).statusCode).toBe(200);
    expect((await send({ ...body, severity: 'info' })).statusCode).toBe(200);
    expect((await send(task(body.message.text, { users: { userIds: ['dup-0001'] } }))).statusCode).toBe(200);
    expect((await send(body, 'd.two')).statusCode).toBe(200);
    // The first, sent a minute more than the window ago: the same body goes out again.
    await t.db
      .update(notificationTasks)
      .set({ createdAt: sql`now() - make_interval(mins => ${DUPLICATE_SEND_WINDOW_MINUTES + 1})` })
      .where(eq(notificationTasks.createdByName, 'd.one'));
    expect((await send(body)).statusCode).toBe(200);
  });

  it('is not refused when the first was cancelled', async () => {
    const body = task();
    const taskId = (await send(body)).json().taskId as string;
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/simplifi/v1/notificationmanager/task/${taskId}`,
      headers: await t.headersFor('d.one'),
    });
    expect(cancel.statusCode).toBe(200);
    expect((await send(body)).statusCode).toBe(200);
  });
});
