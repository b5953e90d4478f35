import { messages } from '@console/contracts/messages';
import type { NotificationAudience, NotificationTask } from '@console/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { insertAppUsers, until } from './test-fixtures';

/*
 * App users' opt-outs (issue 34): set by support on the user's page, in the caller's scope and
 * audited; skipped by every task on the channel (alerts too) and counted as opted out, in the task
 * and in the audience preview beside the spec's counts.
 */
const BASE = '/simplifi/v1/notificationmanager';
let tag = 0;
const sms = (users: string[], severity = 'info') => ({
  channel: { type: 'sms' },
  message: { text: 'Service visit tomorrow' },
  severity,
  users: { userIds: users },
  expiry: Math.floor(Date.now() / 1000) + 3600,
  notificationTag: `opt-${++tag}`,
});

let database: Database;
let t: TestApp;
const as = (user: string) => t.headersFor(user, user === 'oo.partner' ? 'northmart' : 'panasonic');
const call = async (user: string, method: 'GET' | 'PUT' | 'POST', path: string, payload?: unknown) =>
  t.app.inject({ method, url: `${BASE}${path}`, headers: await as(user), payload: payload as object });
const optOut = (user: string, userId: string, channel: string, optedOut: boolean) =>
  call(user, 'PUT', `/optouts/${userId}`, { channel, optedOut });

async function sendAndSettle(body: ReturnType<typeof sms>) {
  const res = await call('oo.l4', 'POST', '/send', body);
  expect(res.statusCode, res.body).toBe(200);
  const taskId: string = res.json().taskId;
  const done = await until(
    async (): Promise<NotificationTask> => (await call('oo.l4', 'GET', `/task/${taskId}`)).json(),
    (s) => s.status.taskStatus === 'processed',
  );
  const statuses = Object.fromEntries(
    rowsOf<{ user_id: string; status: string }>(
      await t.db.execute(sql`select user_id, status from notification_deliveries where task_id = ${taskId}`),
    ).map((r) => [r.user_id, r.status]),
  );
  const n = done.status.notificationProcessStatus;
  return { sent: n.userSentCount, optedOut: n.userOptedOutCount, statuses };
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({ NOTIFY_CHUNK_SIZE: '25' }, { workers: ['notifications'], database });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'oo.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'oo.push', roles: ['PUSHNOTIFICATION', 'CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'oo.partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertStaff(t.db, {
    userName: 'oo.lk',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'SL1', categories: ['AC'], brand: 'PANASONIC' }],
  });
  await insertAppUsers(t.db, { prefix: 'oo', count: 3 });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('notification opt-outs', () => {
  const users = ['oo-0001', 'oo-0002', 'oo-0003'];

  it('support opts a user out of a channel: shown, audited, skipped by every task and counted', async () => {
    const res = await optOut('oo.push', 'oo-0002', 'sms', true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: 'oo-0002', optOuts: [{ channel: 'sms', setBy: 'oo.push' }] });
    // Again: still one, as first set.
    expect((await optOut('oo.l4', 'oo-0002', 'sms', true)).json().optOuts).toHaveLength(1);
    const [entry] = rowsOf<{ actor_name: string; detail: { channel: string } }>(
      await t.db.execute(sql`select actor_name, detail from audit_log
        where action = 'notification.opted_out' and entity_id = 'oo-0002' order by id limit 1`),
    );
    expect(entry).toMatchObject({ actor_name: 'oo.push', detail: { channel: 'sms' } });

    // The preview counts them beside the others, on SMS only.
    const preview: NotificationAudience = (await call('oo.l4', 'POST', '/audience', sms(users))).json();
    expect(preview.channels.sms).toMatchObject({ recipients: 3, optedOut: 1, sendNow: 2 });
    expect(preview.channels.email).toMatchObject({ recipients: 3, optedOut: 0, sendNow: 3 });

    // Every task skips them, an alert too, and says so.
    for (const severity of ['info', 'alert'])
      expect(await sendAndSettle(sms(users, severity))).toEqual({
        sent: 2,
        optedOut: 1,
        statuses: { 'oo-0001': 'sent', 'oo-0002': 'optedOut', 'oo-0003': 'sent' },
      });

    // Opted back in: reached again.
    expect((await optOut('oo.l4', 'oo-0002', 'sms', false)).json()).toEqual({
      userId: 'oo-0002',
      optOuts: [],
    });
    expect(await sendAndSettle(sms(users))).toMatchObject({ sent: 3, optedOut: 0 });
  });

  it('only for a user the caller can see, and only a channel there is', async () => {
    for (const user of ['oo.partner', 'oo.lk']) {
      const res = await optOut(user, 'oo-0001', 'sms', true);
      expect([res.statusCode, res.json().message], user).toEqual([404, messages.unableToFindUser]);
      expect((await call(user, 'GET', '/optouts/oo-0001')).statusCode, user).toBe(404);
    }
    expect((await optOut('oo.l4', 'oo-0001', 'fax', true)).statusCode).toBe(400);
    expect((await call('oo.l4', 'GET', '/optouts/oo-0001')).json()).toEqual({
      userId: 'oo-0001',
      optOuts: [],
    });
  });
});
