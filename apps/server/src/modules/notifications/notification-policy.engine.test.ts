import { type NotificationTask, quietUntil } from '@console/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { hhmm, insertAppUsers, insertZonedHomes, pushTasks, until, windowAroundTokyo } from './test-fixtures';

/*
 * Issue 34 on the engine: quiet hours in each recipient's own clock, the severity policy, the
 * promotion cap across tasks, and the Idempotency-Key. Real time and real zone data throughout:
 * the quiet window is chosen around Tokyo's present hour, so the Tokyo home is inside it and the
 * New York home and the India user (no home: their country's clock) are not.
 */
const SEND = '/simplifi/v1/notificationmanager/send';
const TASK = '/simplifi/v1/notificationmanager/task';
const task = pushTasks('policy');

let database: Database;
let t: TestApp;
let headers: Record<string, string>;

const read = (id: string): Promise<NotificationTask> =>
  t.app.inject({ method: 'GET', url: `${TASK}/${id}`, headers }).then((r) => r.json());
const send = async (body: unknown, extra: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: SEND,
    headers: { ...headers, ...extra },
    payload: body as object,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().taskId as string;
};
const counts = (s: NotificationTask) => ({
  ...s.status.taskProcessStatus,
  ...s.status.notificationProcessStatus,
});
const byUser = async (taskId: string) =>
  Object.fromEntries(
    rowsOf<{ user_id: string; status: string }>(
      await t.db.execute(sql`select user_id, status from notification_deliveries where task_id = ${taskId}`),
    ).map((r) => [r.user_id, r.status]),
  );
/** Messages the provider was handed, per user of the task (the outbox): never more than one. */
const outboxPerUser = async (taskId: string) =>
  Object.fromEntries(
    rowsOf<{ user_id: string; n: number }>(
      await t.db.execute(sql`select d.user_id, count(o.id)::int as n from notification_deliveries d
        left join notification_outbox o on o.delivery_id = d.id where d.task_id = ${taskId} group by d.user_id`),
    ).map((r) => [r.user_id, r.n]),
  );

const build = () => buildTestApp({ NOTIFY_CHUNK_SIZE: '25' }, { workers: ['notifications'], database });

beforeAll(async () => {
  database = await openTestDatabase();
  t = await build();
  await insertTenants(t.db);
  await insertStaff(t.db, {
    userName: 'np.l4',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'IN', categories: ['AC'], brand: 'PANASONIC' }],
  });
  await insertAppUsers(t.db, { prefix: 'qh', count: 3 });
  await insertAppUsers(t.db, { prefix: 'cp', count: 4 });
  // qh-0001 lives in Tokyo, qh-0002 in New York; qh-0003 has no home (India's clock).
  await insertZonedHomes(t.db, [
    { userId: 'qh-0001', timeZone: 'Asia/Tokyo' },
    { userId: 'qh-0002', timeZone: 'America/New_York' },
  ]);
  headers = await t.loginAs('np.l4');
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('quiet hours in each recipient’s local time', () => {
  const users = ['qh-0001', 'qh-0002', 'qh-0003'];

  it('holds the Tokyo user until the window ends there, sends the others, counts the held one', async () => {
    const quietHours = windowAroundTokyo();
    const id = await send(task(users, { quietHours }));
    // The counts are recorded before the task's next run is moved to the window's end: wait for both
    // (until then nextRunAt is still the send's own time).
    const windowEnd = () => quietUntil(Date.now(), 'Asia/Tokyo', quietHours) as number;
    const running = await until(
      () => read(id),
      (s) =>
        counts(s).userSentCount === 2 &&
        counts(s).userHeldCount === 1 &&
        Math.abs((s.nextRunAt ?? 0) * 1000 - windowEnd()) <= 60_000,
    );
    expect(running.status.taskStatus).toBe('processing');
    expect(await byUser(id)).toEqual({ 'qh-0001': 'held', 'qh-0002': 'sent', 'qh-0003': 'sent' });
    const [held] = rowsOf<{ next_attempt_at: string | Date; attempts: number }>(
      await t.db.execute(sql`select next_attempt_at, attempts from notification_deliveries
        where task_id = ${id} and user_id = 'qh-0001'`),
    );
    // Held to the minute the window ends in Tokyo, and not counted as an attempt.
    const expected = windowEnd();
    expect(Math.abs(new Date(held?.next_attempt_at as string).getTime() - expected)).toBeLessThanOrEqual(
      60_000,
    );
    expect(held?.attempts).toBe(0);
    // The task waits for it: its next run is the window's end.
    expect(Math.abs((running.nextRunAt as number) * 1000 - expected)).toBeLessThanOrEqual(60_000);
    await t.app.inject({ method: 'DELETE', url: `${TASK}/${id}`, headers });
    const cancelled = await read(id);
    expect(counts(cancelled).userHeldCount).toBe(0);
    expect((await byUser(id))['qh-0001']).toBe('cancelled');
  });

  it('an alert goes to everyone at once, quiet hours or not', async () => {
    const id = await send(task(users, { severity: 'alert', quietHours: windowAroundTokyo() }));
    const done = await until(
      () => read(id),
      (s) => s.status.taskStatus === 'processed',
    );
    expect(counts(done)).toMatchObject({ userSentCount: 3, userHeldCount: 0 });
  });

  it('a held message goes out once the window has ended, after a restart, and only once', async () => {
    const id = await send(task(users, { severity: 'recommendation', quietHours: windowAroundTokyo() }));
    await until(
      () => read(id),
      (s) => counts(s).userHeldCount === 1 && counts(s).userSentCount === 2,
    );
    await t.close();
    // While the server is down the window ends: the task's hours are now ones Tokyo is outside
    // of, and the held row and the task are due (what the clock reaching the window's end does).
    const over = windowAroundTokyo();
    const [h, m] = over.start.split(':').map(Number) as [number, number];
    const later = { start: hhmm(h * 60 + m + 12 * 60), end: hhmm(h * 60 + m + 13 * 60) };
    await database.db.execute(sql`update notification_tasks set next_run_at = now(),
      policy = jsonb_set(policy, '{quietHours}', ${JSON.stringify(later)}::jsonb) where id = ${id}`);
    await database.db.execute(sql`update notification_deliveries set next_attempt_at = now()
      where task_id = ${id} and status = 'held'`);
    t = await build();
    headers = await t.loginAs('np.l4');
    const done = await until(
      () => read(id),
      (s) => s.status.taskStatus === 'processed',
    );
    expect(counts(done)).toMatchObject({ userCount: 3, userSentCount: 3, userHeldCount: 0 });
    expect(await outboxPerUser(id)).toEqual({ 'qh-0001': 1, 'qh-0002': 1, 'qh-0003': 1 });
  });

  it('a task that expires before the window ends drops the held message and counts it failed', async () => {
    const expiry = Math.floor(Date.now() / 1000) + 3;
    const id = await send(task(users, { quietHours: windowAroundTokyo(), expiry }));
    const done = await until(
      () => read(id),
      (s) => s.status.taskStatus === 'expired',
    );
    expect(counts(done)).toMatchObject({ userSentCount: 2, userHeldCount: 0, userFailedCount: 1 });
    expect((await byUser(id))['qh-0001']).toBe('expired');
    expect((await outboxPerUser(id))['qh-0001']).toBe(0);
  });
});

describe('the promotion cap across tasks (2 a week per user and channel by default)', () => {
  const finished = (id: string) =>
    until(
      () => read(id),
      (s) => s.status.taskStatus === 'processed',
    );

  it('a third promotion in the week is capped and counted, never silently dropped', async () => {
    const users = ['cp-0001', 'cp-0002'];
    for (let i = 0; i < 2; i++)
      expect(counts(await finished(await send(task(users, { severity: 'promotion' }))))).toMatchObject({
        userSentCount: 2,
        userCappedCount: 0,
      });
    // Info does not count against the cap, nor does another channel.
    expect(counts(await finished(await send(task(users))))).toMatchObject({ userSentCount: 2 });
    const third = await finished(await send(task(users, { severity: 'promotion' })));
    expect(counts(third)).toMatchObject({ userCount: 2, userSentCount: 0, userCappedCount: 2 });
    const sms = task(users, {
      severity: 'promotion',
      channel: { type: 'sms' },
      message: { text: 'Half price' },
    });
    expect(counts(await finished(await send(sms)))).toMatchObject({ userSentCount: 2, userCappedCount: 0 });
  });

  it('two promotions sent together to a user with one left: one goes, one is capped', async () => {
    const users = ['cp-0003', 'cp-0004'];
    await finished(await send(task(users, { severity: 'promotion' })));
    const ids = await Promise.all([
      send(task(users, { severity: 'promotion' })),
      send(task(users, { severity: 'promotion' })),
    ]);
    const [a, b] = await Promise.all(ids.map(finished));
    const sum = (k: 'userSentCount' | 'userCappedCount') =>
      counts(a as NotificationTask)[k] + counts(b as NotificationTask)[k];
    expect(sum('userSentCount')).toBe(2);
    expect(sum('userCappedCount')).toBe(2);
    const promos = rowsOf<{ user_id: string; n: number }>(
      await t.db.execute(sql`select d.user_id, count(*)::int as n from notification_deliveries d
        join notification_tasks k on k.id = d.task_id
        where d.user_id in ('cp-0003', 'cp-0004') and k.severity = 'promotion' and d.status = 'sent'
        group by d.user_id order by d.user_id`),
    );
    expect(promos).toEqual([
      { user_id: 'cp-0003', n: 2 },
      { user_id: 'cp-0004', n: 2 },
    ]);
  });
});

describe('Idempotency-Key on task creation', () => {
  it('the same key and body return the first task; another body with the key is refused with 409', async () => {
    const body = task(['cp-0001'], { quietHours: null });
    const key = { 'idempotency-key': `key-${Date.now()}` };
    const first = await send(body, key);
    expect(await send(body, key)).toBe(first);
    const tasks = rowsOf(
      await t.db.execute(
        sql`select 1 from notification_tasks where idempotency_key = ${key['idempotency-key']}`,
      ),
    );
    expect(tasks).toHaveLength(1);
    const res = await t.app.inject({
      method: 'POST',
      url: SEND,
      headers: { ...headers, ...key },
      payload: { ...body, notificationTag: 'another' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(first);
    expect(res.json().message).toMatch(/Idempotency-Key was used in the last 24 hours for a different/);
  });
});
