import { messages } from '@console/contracts/messages';
import type { NotificationAudience, NotificationTask } from '@console/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { insertAppUsers, pushTasks, until } from './test-fixtures';

/*
 * App users' opt-outs (issue 34): set by support on the user's page, in the caller's scope and
 * audited, for a whole channel or one severity of it; a whole one skipped by every task on the
 * channel (alerts too), a severity's by its tasks but never by an alert, and counted as opted out,
 * in the task and in the audience preview beside the spec's counts.
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
const optOut = (user: string, userId: string, channel: string, optedOut: boolean, severity?: string) =>
  call(user, 'PUT', `/optouts/${userId}`, { channel, optedOut, ...(severity ? { severity } : {}) });
const push = pushTasks('opt-push');
const email = (users: string[], severity = 'info') => ({
  channel: { type: 'email' },
  message: { subject: 'Your filter', text: 'Time to clean it' },
  severity,
  users: { userIds: users },
  expiry: Math.floor(Date.now() / 1000) + 3600,
  notificationTag: `opt-${++tag}`,
});

async function sendAndSettle(body: object) {
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

/** The audience preview's count for the task's channel, then the task sent: both as { sent, optedOut }. */
async function previewThenSend(body: { channel: { type: string } }) {
  const preview: NotificationAudience = (await call('oo.l4', 'POST', '/audience', body)).json();
  const c = preview.channels[body.channel.type as 'push' | 'sms' | 'email'];
  expect(c.held + (c.capped ?? 0)).toBe(0);
  const sent = await sendAndSettle(body);
  return { preview: { sent: c.sendNow, optedOut: c.optedOut }, sent };
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
  await insertAppUsers(t.db, { prefix: 'sv', count: 4 });
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

describe('opt-outs per severity', () => {
  const users = ['sv-0001', 'sv-0002', 'sv-0003', 'sv-0004'];
  const settled = (statuses: Record<string, string>) =>
    Object.fromEntries(users.map((u) => [u, statuses[u]]));

  beforeAll(async () => {
    // sv-0001: out of info by push; sv-0002: out of promotions by push; sv-0003: out of push whole.
    for (const [userId, severity] of [
      ['sv-0001', 'info'],
      ['sv-0002', 'promotion'],
      ['sv-0003', 'all'],
    ] as const)
      expect((await optOut('oo.l4', userId, 'push', true, severity)).statusCode).toBe(200);
  });

  it('are kept with their severity, a channel-wide one as all, and audited with it', async () => {
    const res = await call('oo.l4', 'GET', '/optouts/sv-0001');
    expect(res.json().optOuts).toEqual([
      { channel: 'push', severity: 'info', setBy: 'oo.l4', at: expect.any(Number) },
    ]);
    expect((await call('oo.l4', 'GET', '/optouts/sv-0003')).json().optOuts).toMatchObject([
      { channel: 'push', severity: 'all' },
    ]);
    const [entry] = rowsOf<{ detail: Record<string, unknown> }>(
      await t.db.execute(sql`select detail from audit_log
        where action = 'notification.opted_out' and entity_id = 'sv-0002' order by id desc limit 1`),
    );
    expect(entry?.detail).toEqual({
      channel: 'push',
      severity: 'promotion',
      before: [],
      after: ['promotion'],
    });
  });

  it('an info task skips whoever opted out of info by push, and sends them by e-mail', async () => {
    const byPush = await previewThenSend(push(users));
    expect(byPush.sent).toMatchObject({ sent: 2, optedOut: 2 });
    expect(settled(byPush.sent.statuses)).toEqual({
      'sv-0001': 'optedOut',
      'sv-0002': 'sent',
      'sv-0003': 'optedOut',
      'sv-0004': 'sent',
    });
    expect(byPush.preview).toEqual({ sent: 2, optedOut: 2 });
    const byEmail = await previewThenSend(email(users));
    expect(byEmail.sent).toMatchObject({ sent: 4, optedOut: 0 });
    expect(byEmail.preview).toEqual({ sent: 4, optedOut: 0 });
  });

  it('an alert ignores an opt-out of promotions or info, and respects one of the whole channel', async () => {
    const alert = await previewThenSend(push(users, { severity: 'alert' }));
    expect(settled(alert.sent.statuses)).toEqual({
      'sv-0001': 'sent',
      'sv-0002': 'sent',
      'sv-0003': 'optedOut',
      'sv-0004': 'sent',
    });
    expect(alert.preview).toEqual({ sent: 3, optedOut: 1 });
    expect(alert.sent).toMatchObject(alert.preview);
  });

  it('a recommendation respects only its own and a whole opt-out', async () => {
    const recommendation = await previewThenSend(push(users, { severity: 'recommendation' }));
    expect(recommendation.preview).toEqual({ sent: 3, optedOut: 1 });
    expect(recommendation.sent).toMatchObject(recommendation.preview);
  });

  it('refuses an opt-out of alerts alone, and a change without its choice, writing nothing', async () => {
    const audits = async () =>
      rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from audit_log`))[0]?.n;
    const before = await audits();
    for (const [body, message] of [
      [{ channel: 'push', severity: 'alert', optedOut: true }, messages.optOutSeverityInvalid],
      [{ channel: 'push', severity: 'info' }, messages.optOutChoiceRequired],
    ] as const) {
      const res = await call('oo.l4', 'PUT', '/optouts/sv-0004', body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await call('oo.l4', 'GET', '/optouts/sv-0004')).json().optOuts).toEqual([]);
    expect(await audits()).toBe(before);
  });
});
