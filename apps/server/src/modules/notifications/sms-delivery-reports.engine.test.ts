import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@console/contracts/messages';
import type { DeliveryFunnel } from '@console/contracts/notifications';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { insertAppUsers, until } from './test-fixtures';

/*
 * The SMS gateway's delivery reports (issue 34, decision 0044), on the real engine: an SMS task
 * goes to a gateway of the test's own, which keeps each message's reference; the gateway then
 * reports through the public route, signed the Standard Webhooks way by the `standardwebhooks`
 * library (not our signing code) with the shared secret.
 */
const REPORTS = '/simplifi/v1/notificationmanager/sms/deliveryReports';
const TASK = '/simplifi/v1/notificationmanager/task';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const USERS = 6;

let database: Database;
let t: TestApp;
let gateway: Server;
let headers: Record<string, string>;
let taskId: string;
/** The references the gateway was sent, one a user. */
const references: string[] = [];

/** A call of the gateway: its reports, signed with `secret` at `at` (the body may be changed after). */
function report(
  reports: Record<string, unknown>[],
  { secret = SECRET, at = new Date(), tamper = (b: string) => b } = {},
) {
  const body = JSON.stringify({ reports });
  const id = `msg_${randomBytes(8).toString('hex')}`;
  const signature = new Webhook(secret).sign(id, at, body);
  return t.app.inject({
    method: 'POST',
    url: REPORTS,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
    payload: tamper(body),
  });
}
const funnel = async () => {
  const res = await t.app.inject({ method: 'GET', url: `${TASK}/${taskId}/funnel`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DeliveryFunnel;
};
const row = async (uniqueId: string) => {
  const [r] = rowsOf<{ status: string; error: string | null; delivered_at: Date | null }>(
    await t.db.execute(sql`select status, error, delivered_at from notification_deliveries
      where unique_id = ${uniqueId}`),
  );
  return r;
};

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      references.push((JSON.parse(text) as { reference: string }).reference);
      res.statusCode = 202;
      res.end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  database = await openTestDatabase();
  t = await buildTestApp(
    { SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`, SMS_GATEWAY_DLR_SECRET: SECRET },
    { workers: ['notifications'], database },
  );
  await insertTenants(t.db);
  await insertStaff(t.db, {
    userName: 'sr.l4',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'IN', categories: ['AC'], brand: 'PANASONIC' }],
  });
  const users = await insertAppUsers(t.db, { prefix: 'sr', count: USERS });
  headers = await t.loginAs('sr.l4');
  const res = await t.app.inject({
    method: 'POST',
    url: '/simplifi/v1/notificationmanager/send',
    headers,
    payload: {
      channel: { type: 'sms' },
      message: { text: 'Service visit tomorrow' },
      severity: 'info',
      users: { userIds: users },
      expiry: Math.floor(Date.now() / 1000) + 3600,
      notificationTag: 'sms-dlr',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  taskId = res.json().taskId;
  await until(
    () => t.app.inject({ method: 'GET', url: `${TASK}/${taskId}`, headers }).then((r) => r.json()),
    (s) => s.status.taskStatus === 'processed',
  );
  expect(references).toHaveLength(USERS);
});

afterAll(async () => {
  await t?.close();
  await database?.close();
  await new Promise((resolve) => gateway?.close(resolve));
});

describe('SMS delivery reports', () => {
  it('refuses a report without a good signature, or signed more than 5 minutes away, and records nothing', async () => {
    const [ref = ''] = references;
    const delivered = [{ reference: ref, status: 'delivered' }];
    const other = `whsec_${randomBytes(24).toString('base64')}`;
    const refusals = [
      await report(delivered, { secret: other }),
      await report(delivered, { tamper: (b) => b.replace('delivered', 'DELIVRD') }),
      await report(delivered, { at: new Date(Date.now() - 6 * 60_000) }),
      await report(delivered, { at: new Date(Date.now() + 6 * 60_000) }),
      await t.app.inject({
        method: 'POST',
        url: REPORTS,
        headers: { 'content-type': 'application/json' },
        payload: { reports: delivered },
      }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(refusals.map((r) => r.json().message)).toEqual([
      messages.smsReportUnsigned,
      messages.smsReportUnsigned,
      messages.smsReportStale,
      messages.smsReportStale,
      messages.smsReportUnsigned,
    ]);
    expect((await row(ref))?.delivered_at).toBeNull();
    expect((await funnel()).total.delivered).toBe(0);
  });

  it('records a delivered report once, however often it comes, and the funnel shows it', async () => {
    const [a = '', b = ''] = references;
    const at = Math.floor(Date.now() / 1000) - 30;
    const first = await report([
      { reference: a, status: 'delivered', at },
      { reference: b, status: 'DELIVRD' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results).toEqual([
      { reference: a, outcome: 'delivered' },
      { reference: b, outcome: 'delivered' },
    ]);
    expect(new Date((await row(a))?.delivered_at ?? 0).getTime()).toBe(at * 1000);
    // The same report again, and again within one call: counted once, its time kept.
    for (let i = 0; i < 2; i++) {
      const again = await report([
        { reference: a, status: 'delivered', at: at + 20 },
        { reference: a, status: 'delivered' },
      ]);
      expect(again.json().results).toEqual([
        { reference: a, outcome: 'delivered' },
        { reference: a, outcome: 'delivered' },
      ]);
    }
    expect(new Date((await row(a))?.delivered_at ?? 0).getTime()).toBe(at * 1000);
    const f = await funnel();
    expect(f.total).toMatchObject({ queued: USERS, sent: USERS, delivered: 2, failed: 0 });
    expect(f.providers.map((p) => [p.provider, p.delivered])).toEqual([['sms-gateway', 2]]);
  });

  it('records a failed report once with the gateway’s error; a delivered message stays delivered', async () => {
    const [a = '', , c = '', d = ''] = references;
    const res = await report([
      { reference: c, status: 'undelivered', error: '30003' },
      { reference: d, status: 'EXPIRED' },
      { reference: a, status: 'failed', error: 'late' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'failed',
      'failed',
      'delivered',
    ]);
    expect(await row(c)).toMatchObject({ status: 'failed', error: 'undelivered: 30003' });
    expect(await row(d)).toMatchObject({ status: 'failed', error: 'undelivered: EXPIRED' });
    expect(await row(a)).toMatchObject({ status: 'sent' });
    // Again, with another error, and a delivered one after it: nothing moves.
    const again = await report([
      { reference: c, status: 'failed', error: 'other' },
      { reference: c, status: 'delivered' },
    ]);
    expect(again.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['failed', 'unknown']);
    expect(await row(c)).toMatchObject({ status: 'failed', error: 'undelivered: 30003', delivered_at: null });
    const f = await funnel();
    expect(f.total).toMatchObject({ queued: USERS, sent: USERS, delivered: 2, failed: 2 });
  });

  it('answers unknown for a reference no SMS of ours has, pending for a state before delivery', async () => {
    const [, , , , e = ''] = references;
    // A push message's uniqueId is not the SMS gateway's to report.
    await t.db.execute(sql`insert into notification_deliveries
      (tenant_id, task_id, run, user_id, channel, status, attempts, sent_at, provider, unique_id)
      values ('panasonic', ${taskId}, 99, 'sr-0001', 'push', 'sent', 1, now(), 'push-outbox', 'push-message-1')`);
    const res = await report([
      { reference: 'no-such-message', status: 'delivered' },
      { reference: 'no-such-message', status: 'failed' },
      { reference: 'push-message-1', status: 'delivered' },
      { reference: e, status: 'ENROUTE' },
      { reference: e, status: 'sent' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'pending',
      'pending',
    ]);
    expect(await row('push-message-1')).toMatchObject({ status: 'sent', delivered_at: null });
    expect(await row(e)).toMatchObject({ status: 'sent', delivered_at: null });
  });

  it('asks for a failure report again while its message is still being recorded as sent', async () => {
    await t.db.execute(sql`insert into notification_deliveries
      (tenant_id, task_id, run, user_id, channel, status, attempts, provider, unique_id)
      values ('panasonic', ${taskId}, 98, 'sr-0001', 'sms', 'sending', 1, 'sms-gateway', 'sms-in-flight')`);
    const res = await report([{ reference: 'sms-in-flight', status: 'failed' }]);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().message).toBe(messages.smsReportRetry);
    expect(await row('sms-in-flight')).toMatchObject({ status: 'sending' });
  });

  it('refuses a body that is not the reports’ shape, even signed', async () => {
    const res = await report([{ status: 'delivered' }]);
    expect(res.statusCode).toBe(400);
    const broken = await report([], { tamper: () => '{"reports":' });
    expect([400, 401]).toContain(broken.statusCode);
  });
});
