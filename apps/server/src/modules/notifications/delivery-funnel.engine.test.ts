import type { DeliveryFunnel, FunnelRow, TokenHealth } from '@console/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import { issueAppSession } from '../../platform/auth/app-sessions';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { recordReceipts } from './delivery-receipts';
import { recordResults } from './notifications.queries';
import { simulatedOpen } from './providers/simulated-receipts';
import { insertAppUsers, pushTasks, until } from './test-fixtures';

/*
 * The delivery funnel and token health (issue 34), on the real engine with the outbox's simulated
 * receipts at once (0 ms) and half of the delivered opened: the receipts race the engine's own
 * record of the answer, as a fast provider's report would.
 */
const SEND = '/simplifi/v1/notificationmanager/send';
const TASK = '/simplifi/v1/notificationmanager/task';
const HEALTH = '/simplifi/v1/notificationmanager/tokenHealth';
const OPENED = '/simplifi/v1/appsupport/notifications/opened';
const SHARE = 0.5;
const USERS = 40;

let database: Database;
let t: TestApp;
let headers: Record<string, string>;
let taskId: string;

interface Row {
  unique_id: string;
  user_id: string;
  status: string;
  provider: string | null;
  sent_at: Date | null;
  delivered_at: Date | null;
  opened_at: Date | null;
}
const rowsOfTask = async (id: string) =>
  rowsOf<Row>(
    await t.db.execute(sql`select unique_id, user_id, status, provider, sent_at, delivered_at, opened_at
      from notification_deliveries where task_id = ${id} order by id`),
  );
const funnel = async (id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${TASK}/${id}/funnel`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DeliveryFunnel;
};
/** The funnel counted again row by row, in the test: what the aggregate must equal. */
function countRows(rows: Row[]): FunnelRow[] {
  const by = new Map<string | null, FunnelRow>();
  for (const r of rows) {
    const f = by.get(r.provider) ?? {
      provider: r.provider,
      queued: 0,
      sent: 0,
      delivered: 0,
      opened: 0,
      failed: 0,
    };
    f.queued++;
    if (r.sent_at) f.sent++;
    if (r.delivered_at) f.delivered++;
    if (r.opened_at) f.opened++;
    if (r.status === 'failed' || r.status === 'tokenNotFound') f.failed++;
    by.set(r.provider, f);
  }
  // As the query orders them: by provider, the rows no provider answered last.
  return [...by.values()].sort((a, b) =>
    a.provider === null ? 1 : b.provider === null ? -1 : a.provider < b.provider ? -1 : 1,
  );
}
const push = pushTasks('funnel');

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp(
    {
      NOTIFY_CHUNK_SIZE: '15',
      NOTIFY_OUTBOX_DELIVERED_AFTER_MS: '0',
      NOTIFY_OUTBOX_OPENED_AFTER_MS: '0',
      NOTIFY_OUTBOX_OPENED_SHARE: String(SHARE),
    },
    { workers: ['notifications'], database },
  );
  await insertTenants(t.db);
  await insertStaff(t.db, {
    userName: 'fn.l4',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'IN', categories: ['AC', 'REF'], brand: 'PANASONIC' }],
  });
  await insertStaff(t.db, { userName: 'fn.fo', roles: ['CUSTOMERSUPPORTL1'] });
  // Odd users on Android, even on iOS; every 8th without a token, every 5th token refused.
  await insertAppUsers(t.db, { prefix: 'fn', count: USERS, rejectEvery: 5, noTokenEvery: 8 });
  await insertAppUsers(t.db, { prefix: 'fx', count: 2, tenantId: 'northmart' });
  headers = await t.loginAs('fn.l4');
  const users = Array.from({ length: USERS }, (_, i) => `fn-${String(i + 1).padStart(4, '0')}`);
  const res = await t.app.inject({ method: 'POST', url: SEND, headers, payload: push(users) });
  expect(res.statusCode, res.body).toBe(200);
  taskId = res.json().taskId;
  await until(
    () => t.app.inject({ method: 'GET', url: `${TASK}/${taskId}`, headers }).then((r) => r.json()),
    (s) => s.status.taskStatus === 'processed',
  );
  // Every message the outbox took reported delivered, and its share opened.
  const sent = (await rowsOfTask(taskId)).filter((r) => r.status === 'sent');
  const opens = sent.filter((r) => simulatedOpen(r.unique_id, SHARE)).length;
  await until(
    () => funnel(taskId),
    (f) => f.total.delivered === sent.length && f.total.opened === opens,
  );
});

afterAll(async () => {
  await t.close();
  await database.close();
});

describe('the delivery funnel', () => {
  it("reaches delivered and opened through the outbox's simulated receipts, equal to the rows", async () => {
    const rows = await rowsOfTask(taskId);
    const f = await funnel(taskId);
    // 5 without a token (8, 16 … 40) are never handed to a provider; 7 refused (5, 10 … 35, not 40).
    expect(f.total).toMatchObject({ queued: USERS, sent: 28, delivered: 28, failed: 12 });
    expect(f.providers.map((p) => p.provider)).toEqual(['push-outbox', null]);
    expect(f.providers.find((p) => p.provider === null)).toEqual({
      provider: null,
      queued: 5,
      sent: 0,
      delivered: 0,
      opened: 0,
      failed: 5,
    });
    expect(f.providers).toEqual(countRows(rows));
    // The opened are the hash's share, at least one and not all.
    expect(f.total.opened).toBeGreaterThan(0);
    expect(f.total.opened).toBeLessThan(28);
    // Stages in order: sent, then delivered, then opened.
    for (const r of rows.filter((x) => x.opened_at)) {
      expect(new Date(r.sent_at ?? 0).getTime()).toBeLessThanOrEqual(new Date(r.delivered_at ?? 0).getTime());
      expect(new Date(r.delivered_at ?? 0).getTime()).toBeLessThanOrEqual(
        new Date(r.opened_at ?? 0).getTime(),
      );
    }
  });

  it('is the caller tenant’s only, and needs the task permission', async () => {
    const other = await t.loginAs('fn.fo');
    const refused = await t.app.inject({ method: 'GET', url: `${TASK}/${taskId}/funnel`, headers: other });
    expect(refused.statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'GET', url: `${TASK}/nope/funnel`, headers });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `${TASK}/${taskId}/funnel` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('receipts', () => {
  /** A sent message of the task with no receipt yet, written for the test (run 99: its own key). */
  async function freshSent(userId: string) {
    const [row] = rowsOf<{ unique_id: string }>(
      await t.db.execute(sql`insert into notification_deliveries
        (tenant_id, task_id, run, user_id, channel, status, attempts, sent_at, provider)
        values ('panasonic', ${taskId}, 99, ${userId}, 'push', 'sent', 1, now() - interval '1 hour', 'push-outbox')
        returning unique_id`),
    );
    return row?.unique_id as string;
  }
  const stageTimes = async (uniqueId: string) => {
    const [row] = rowsOf<{ delivered_at: Date | null; opened_at: Date | null }>(
      await t.db.execute(sql`select delivered_at, opened_at from notification_deliveries
        where unique_id = ${uniqueId}`),
    );
    return {
      delivered: row?.delivered_at ? new Date(row.delivered_at).getTime() : null,
      opened: row?.opened_at ? new Date(row.opened_at).getTime() : null,
    };
  };

  it('are idempotent and never move a stage back, whatever their order', async () => {
    const id = await freshSent('fn-0001');
    const t0 = Date.now() - 30 * 60_000;
    // An open comes first: it says delivered too, by then.
    expect(await recordReceipts(t.db, [{ uniqueId: id, stage: 'opened', at: new Date(t0 + 2000) }])).toEqual([
      { uniqueId: id, stage: 'opened' },
    ]);
    expect(await stageTimes(id)).toEqual({ delivered: t0 + 2000, opened: t0 + 2000 });
    // The delivered report arrives late, with its earlier time: the time is taken, the stage stays.
    expect(await recordReceipts(t.db, [{ uniqueId: id, stage: 'delivered', at: new Date(t0) }])).toEqual([
      { uniqueId: id, stage: 'opened' },
    ]);
    expect(await stageTimes(id)).toEqual({ delivered: t0, opened: t0 + 2000 });
    // Repeated, or later ones: nothing moves.
    await recordReceipts(t.db, [
      { uniqueId: id, stage: 'delivered', at: new Date(t0 + 9000) },
      { uniqueId: id, stage: 'opened', at: new Date(t0 + 9000) },
      { uniqueId: id, stage: 'opened', at: new Date(t0 + 2000) },
    ]);
    expect(await stageTimes(id)).toEqual({ delivered: t0, opened: t0 + 2000 });
  });

  it('a delivered receipt alone stops at delivered', async () => {
    const id = await freshSent('fn-0002');
    const at = new Date(Date.now() - 60_000);
    expect(await recordReceipts(t.db, [{ uniqueId: id, stage: 'delivered', at }])).toEqual([
      { uniqueId: id, stage: 'delivered' },
    ]);
    expect(await stageTimes(id)).toEqual({ delivered: at.getTime(), opened: null });
  });

  it('takes a report that overtakes the engine’s record of the answer: sent is then no later', async () => {
    const [row] = rowsOf<{ id: number; unique_id: string }>(
      await t.db.execute(sql`insert into notification_deliveries
        (tenant_id, task_id, run, user_id, channel, status, attempts)
        values ('panasonic', ${taskId}, 99, 'fn-0003', 'push', 'sending', 1) returning id, unique_id`),
    );
    const id = row?.unique_id as string;
    const at = new Date(Date.now() - 5000);
    expect(await recordReceipts(t.db, [{ uniqueId: id, stage: 'delivered', at }])).toEqual([
      { uniqueId: id, stage: 'delivered' },
    ]);
    await recordResults(t.db, taskId, [{ id: Number(row?.id), status: 'sent', provider: 'push-outbox' }]);
    const [after] = rowsOf<{ sent_at: Date; delivered_at: Date }>(
      await t.db.execute(
        sql`select sent_at, delivered_at from notification_deliveries where unique_id = ${id}`,
      ),
    );
    expect(new Date(after?.sent_at as Date).getTime()).toBe(at.getTime());
    expect(new Date(after?.delivered_at as Date).getTime()).toBe(at.getTime());
  });

  it('refuses an unknown message, and one no provider took', async () => {
    const at = new Date();
    expect(await recordReceipts(t.db, [{ uniqueId: 'no-such-message', stage: 'delivered', at }])).toEqual([]);
    const [notFound] = (await rowsOfTask(taskId)).filter((r) => r.status === 'tokenNotFound');
    const id = notFound?.unique_id as string;
    expect(await recordReceipts(t.db, [{ uniqueId: id, stage: 'opened', at }])).toEqual([]);
    expect(await stageTimes(id)).toEqual({ delivered: null, opened: null });
  });
});

describe("the app's opened", () => {
  const opened = (token: string | undefined, uniqueId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: OPENED,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { uniqueId } as object,
    });

  it("moves the user's own message to opened, once; another's or an unknown one is not found", async () => {
    const rows = (await rowsOfTask(taskId)).filter((r) => r.status === 'sent' && !r.opened_at);
    const mine = rows[0] as Row;
    const theirs = rows[1] as Row;
    const token = await issueAppSession(t.db, { tenantId: 'panasonic', userId: mine.user_id });
    const before = (await funnel(taskId)).total.opened;

    const first = await opened(token, mine.unique_id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ uniqueId: mine.unique_id, stage: 'opened' });
    const again = await opened(token, mine.unique_id);
    expect(again.json()).toEqual({ uniqueId: mine.unique_id, stage: 'opened' });
    expect((await funnel(taskId)).total.opened).toBe(before + 1);

    const other = await opened(token, theirs.unique_id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No notification of yours has this uniqueId.');
    expect((await opened(token, 'no-such-message')).statusCode).toBe(404);
    expect((await funnel(taskId)).total.opened).toBe(before + 1);
  });

  it('needs an app session (a staff one is not), and a uniqueId', async () => {
    const row = (await rowsOfTask(taskId)).find((r) => r.status === 'sent') as Row;
    expect((await opened(undefined, row.unique_id)).statusCode).toBe(401);
    const staff = await t.app.inject({
      method: 'POST',
      url: OPENED,
      headers,
      payload: { uniqueId: row.unique_id },
    });
    expect(staff.statusCode).toBe(401);
    const token = await issueAppSession(t.db, { tenantId: 'panasonic', userId: row.user_id });
    expect((await opened(token, '')).statusCode).toBe(400);
    // Another tenant's session never reaches this tenant's message.
    const outsider = await issueAppSession(t.db, { tenantId: 'northmart', userId: 'fx-0001' });
    expect((await opened(outsider, row.unique_id)).statusCode).toBe(404);
  });
});

describe('token health', () => {
  it('counts per platform the push sends and the tokens refused, as the users hold them', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${HEALTH}?days=1`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const health = res.json() as TokenHealth;
    const today = new Date().toISOString().slice(0, 10);
    expect(health.from).toBe(today);
    // Users 1 … 40: odd on Android, even on iOS; no token every 8th (all even); refused every 5th.
    const n = Array.from({ length: USERS }, (_, i) => i + 1).filter((k) => k % 8 !== 0);
    const on = (odd: boolean) => n.filter((k) => (k % 2 === 1) === odd);
    expect(health.days).toEqual([
      {
        day: today,
        platform: 'ios',
        sends: on(false).length,
        refused: on(false).filter((k) => k % 5 === 0).length,
      },
      {
        day: today,
        platform: 'an',
        sends: on(true).length,
        refused: on(true).filter((k) => k % 5 === 0).length,
      },
    ]);
  });

  it('takes 1 to 90 days, and is for whoever may view tasks', async () => {
    for (const days of ['0', '91']) {
      const res = await t.app.inject({ method: 'GET', url: `${HEALTH}?days=${days}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Choose between 1 and 90 days.');
    }
    const other = await t.loginAs('fn.fo');
    expect((await t.app.inject({ method: 'GET', url: HEALTH, headers: other })).statusCode).toBe(403);
  });
});
