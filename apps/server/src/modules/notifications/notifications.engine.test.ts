import type { NotificationTask } from '@console/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import { queuedEvents, subscribeWebhook } from '../../../test/webhook-outbox';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { insertAppUsers, until } from './test-fixtures';

const SEND = '/simplifi/v1/notificationmanager/send';
const TASK = '/simplifi/v1/notificationmanager/task';
const hour = () => Math.floor(Date.now() / 1000) + 3600;
let sent = 0;
/** A task of its own each time (its tag): the same one again would be refused as a duplicate. */
const push = (users: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  channel: { type: 'push', platform: ['an', 'ios'] },
  message: { payload: JSON.stringify({ title: 'Filter', body: 'Time to clean the AC filter' }) },
  severity: 'recommendation',
  users,
  expiry: hour(),
  notificationTag: `engine-${++sent}`,
  ...over,
});

let database: Database;
let t: TestApp;
let headers: Record<string, string>;

const task = (id: string) =>
  t.app.inject({ method: 'GET', url: `${TASK}/${id}`, headers }).then((r) => r.json());
const send = async (body: unknown) => {
  const res = await t.app.inject({ method: 'POST', url: SEND, headers, payload: body as object });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().taskId as string;
};
const counts = (s: NotificationTask) => ({
  ...s.status.taskProcessStatus,
  ...s.status.notificationProcessStatus,
});
/** How often each delivery reached the provider (the outbox): never more than once. */
const sendsPerDelivery = async (taskId: string) =>
  rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from notification_outbox o
      join notification_deliveries d on d.id = o.delivery_id where d.task_id = ${taskId}
      group by o.delivery_id, o.recipient`),
  ).map((r) => r.n);
const deliveryStatuses = async (taskId: string) =>
  Object.fromEntries(
    rowsOf<{ status: string; n: number }>(
      await t.db.execute(sql`select status, count(*)::int as n from notification_deliveries
        where task_id = ${taskId} group by status`),
    ).map((r) => [r.status, r.n]),
  );

const build = (env: Record<string, string> = {}) =>
  buildTestApp({ NOTIFY_CHUNK_SIZE: '25', ...env }, { workers: ['notifications'], database });

beforeAll(async () => {
  database = await openTestDatabase();
  t = await build();
  await insertTenants(t.db);
  await insertStaff(t.db, {
    userName: 'nt.l4',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [
      { country: 'IN', categories: ['AC', 'REF'], brand: 'PANASONIC' },
      { country: 'SL1', categories: ['AC'], brand: 'PANASONIC' },
    ],
  });
  // India: 120 users, every 7th token refused by the outbox, every 10th without a token.
  await insertAppUsers(t.db, { prefix: 'in', count: 120, rejectEvery: 7, noTokenEvery: 10 });
  await insertAppUsers(t.db, { prefix: 'lk', count: 30, country: 'lk' });
  await insertAppUsers(t.db, { prefix: 'nm', count: 10, tenantId: 'northmart' });
  headers = await t.loginAs('nt.l4');
  // A webhook endpoint that chose finished tasks (issue 33): each test's task is told once it ends.
  await subscribeWebhook(t.db, 'panasonic', ['notification.task.finished']);
});

/** The `notification.task.finished` events queued for one task. */
const finished = async (taskId: string) =>
  (await queuedEvents(t.db, 'panasonic', 'notification.task.finished')).filter((e) => e.taskId === taskId);
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('the delivery engine', () => {
  it('delivers a task to a country: every user counted once, sent + failed + not found = userCount', async () => {
    const id = await send(push({ country: 'IND' }));
    const done = await until(
      () => task(id),
      (s) => s.status.taskStatus === 'processed',
    );
    const c = counts(done);
    expect(c.userCount).toBe(120);
    // 12 without a token; of the others, users 7, 14 … 119 but 70 (no token) are refused: 16.
    expect(c.tokenNotFoundUserCount).toBe(12 + 16);
    expect(c.userSentCount).toBe(120 - 28);
    expect(c.userSentCount + c.failedUserSentCount + c.tokenNotFoundUserCount + c.userFailedCount).toBe(
      c.userCount,
    );
    expect(await deliveryStatuses(id)).toEqual({ sent: 92, tokenNotFound: 28 });
    expect(await finished(id)).toEqual([
      {
        taskId: id,
        channel: 'push',
        severity: expect.any(String),
        state: 'processed',
        run: 1,
        users: 120,
        sent: 92,
        failed: 0,
        tokenNotFound: 28,
        held: 0,
        capped: 0,
        optedOut: 0,
      },
    ]);
    expect((await sendsPerDelivery(id)).every((n) => n === 1)).toBe(true);
    // Nothing reached Sri Lanka or the other tenant.
    const outside = rowsOf(
      await t.db.execute(
        sql`select 1 from notification_deliveries where task_id = ${id} and user_id not like 'in-%'`,
      ),
    );
    expect(outside).toHaveLength(0);
  });

  it('counts typed ids that are nobody the sender can reach as failed users, once', async () => {
    // Another tenant's user and a typo (typed twice), beside three the sender reaches (India, Sri Lanka).
    const typed = ['in-0001', 'in-0002', 'nm-0001', 'lk-0001', 'in-9999', 'in-9999'];
    const id = await send(push({ userIds: typed }));
    const done = await until(
      () => task(id),
      (s) => s.status.taskStatus === 'processed',
    );
    const c = counts(done);
    expect(c.userCount).toBe(5);
    expect(c.userFailedCount).toBe(2);
    expect(c.userSentCount + c.failedUserSentCount + c.tokenNotFoundUserCount).toBe(3);
  });

  it('writes the log as messages go out: the user finds it, newest first, 20 a page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/notificationmanager/log?userId=in-0001&pgIndex=1&pgSize=20',
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json();
    expect(entry).toMatchObject({ severity: 'recommendation', channel: 'push' });
    expect(JSON.parse(entry.message.payload).title).toBe('Filter');
    expect(entry.uniqueId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cancel mid-run: the task says cancelled and no delivery goes out after it', async () => {
    await t.close();
    // Five messages a second: the run is slow enough to be cancelled (or to expire) in the middle.
    t = await build({ PUSH_RATE_PER_SECOND: '5', NOTIFY_CHUNK_SIZE: '5' });
    headers = await t.loginAs('nt.l4');
    const id = await send(push({ country: 'IND' }));
    await until(
      () => task(id),
      (s) => counts(s).userSentCount > 0,
    );
    const res = await t.app.inject({ method: 'DELETE', url: `${TASK}/${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const sentAtCancel = await until(
      async () => (await deliveryStatuses(id)).sending ?? 0,
      (n) => n === 0,
    ).then(() => deliveryStatuses(id));
    const after = await task(id);
    expect(after.status.taskStatus).toBe('cancelled');
    // Wait past what the rate would have sent in a second, then nothing more went out.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await deliveryStatuses(id)).toEqual(sentAtCancel);
    expect(sentAtCancel.queued ?? 0).toBe(0);
    expect((sentAtCancel.sent ?? 0) + (sentAtCancel.tokenNotFound ?? 0)).toBeLessThan(120);
  });

  it('expiry drops what has not gone out: the task says expired and the dropped users count as failed', async () => {
    // Five a second to 30 users, expiring in two seconds: at most 15 go out, the rest are dropped.
    const id = await send(push({ country: 'LKA' }, { expiry: Math.floor(Date.now() / 1000) + 2 }));
    const done = await until(
      () => task(id),
      (s) => s.status.taskStatus === 'expired',
      15_000,
    );
    const c = counts(done);
    expect(c.userFailedCount).toBeGreaterThan(0);
    expect(c.userSentCount).toBeLessThanOrEqual(15);
    expect(c.userCount).toBe(30);
    expect(c.userSentCount + c.failedUserSentCount + c.tokenNotFoundUserCount + c.userFailedCount).toBe(
      c.userCount,
    );
    expect((await deliveryStatuses(id)).queued ?? 0).toBe(0);
    const told = await finished(id);
    expect(told.map((e) => [e.state, e.users, e.sent, e.failed])).toEqual([
      ['expired', 30, c.userSentCount, c.userFailedCount],
    ]);
  });

  it('a restart mid-run finishes the task on the new server with no message sent twice', async () => {
    const id = await send(push({ country: 'IND' }));
    await until(
      () => task(id),
      (s) => counts(s).userSentCount >= 10,
    );
    await t.close(); // the workers stop after the step in hand and let go of the task
    // Counted before the new server starts: its workers take the task up at once, and on a busy
    // machine finished it before the test could read the task through it.
    const sentAtRestart = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from notification_deliveries
        where task_id = ${id} and status = 'sent'`),
    )[0]?.n;
    expect(sentAtRestart).toBeLessThan(92);
    t = await build({ NOTIFY_CHUNK_SIZE: '25' });
    headers = await t.loginAs('nt.l4');
    const done = await until(
      () => task(id),
      (s) => s.status.taskStatus === 'processed',
    );
    const c = counts(done);
    expect(c.userCount).toBe(120);
    expect(c.userSentCount + c.failedUserSentCount + c.tokenNotFoundUserCount + c.userFailedCount).toBe(120);
    expect((await sendsPerDelivery(id)).every((n) => n === 1)).toBe(true);
    expect(c.userSentCount).toBe(92);
  });

  it("schedules a weekly task at the sender's wall-clock time, in their time zone", async () => {
    const expiry = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const schedule = { repeatType: 'weekly', time: '09:30', days: ['mon', 'thu'], timeZone: 'Asia/Kolkata' };
    const id = await send(push({ country: 'IND' }, { schedule, expiry }));
    const scheduled = await task(id);
    expect(scheduled.status.taskStatus).toBe('scheduled');
    expect(scheduled.schedule).toEqual(schedule);
    // 09:30 in India is 04:00 UTC, on a Monday or Thursday of India's calendar.
    const at = new Date(scheduled.nextRunAt * 1000);
    expect([at.getUTCHours(), at.getUTCMinutes()]).toEqual([4, 0]);
    expect([1, 4]).toContain(at.getUTCDay());
    expect(at.getTime() - Date.now()).toBeLessThanOrEqual(4 * 86_400_000);
    await t.app.inject({ method: 'DELETE', url: `${TASK}/${id}`, headers });
  });
});
