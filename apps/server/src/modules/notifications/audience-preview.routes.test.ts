import { messages } from '@console/contracts/messages';
import {
  type NotificationAudience,
  type NotificationTask,
  quietUntil,
} from '@console/contracts/notifications';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants, setTenantSettings } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { tenants } from '../../platform/db/schema';
import { insertAppUsers, insertZonedHomes, pushTasks, until, windowAroundTokyo } from './test-fixtures';

/*
 * The audience preview (issue 34): POST audience answers, per channel, what the engine then does
 * with the same task: held by quiet hours in each recipient's clock, over the promotion cap, sent at
 * once, and how long at the provider's pace (PUSH_RATE_PER_SECOND 2 here). Each case sends the task
 * it previewed and compares the task's own counts with the preview's.
 */
const BASE = '/simplifi/v1/notificationmanager';
const task = pushTasks('preview');

let database: Database;
let t: TestApp;
let headers: Record<string, string>;
const post = (path: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `${BASE}${path}`, headers, payload: body as object });
const preview = async (body: unknown): Promise<NotificationAudience> => {
  const res = await post('/audience', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const read = (id: string): Promise<NotificationTask> =>
  t.app.inject({ method: 'GET', url: `${BASE}/task/${id}`, headers }).then((r) => r.json());
/** Sends the task and waits until every user is sent, held or capped: its counts then. */
async function sendAndSettle(body: ReturnType<typeof task>) {
  const res = await post('/send', body);
  expect(res.statusCode, res.body).toBe(200);
  const done = await until(
    () => read(res.json().taskId),
    (s) => {
      const n = s.status.notificationProcessStatus;
      const all = s.status.taskProcessStatus.userCount;
      return (
        all > 0 && n.userSentCount + n.userHeldCount + n.userCappedCount + n.tokenNotFoundUserCount === all
      );
    },
  );
  const n = done.status.notificationProcessStatus;
  return {
    sent: n.userSentCount,
    held: n.userHeldCount,
    capped: n.userCappedCount,
    noAddress: n.tokenNotFoundUserCount,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp(
    { NOTIFY_CHUNK_SIZE: '25', PUSH_RATE_PER_SECOND: '2', SMS_RATE_PER_SECOND: '1000' },
    { workers: ['notifications'], database },
  );
  await insertTenants(t.db);
  await insertStaff(t.db, {
    userName: 'pv.l4',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'IN', categories: ['AC'], brand: 'PANASONIC' }],
  });
  // pv-0001 lives in Tokyo, pv-0002 in New York; pv-0003 has no home (India's clock); pv-0004 lives
  // in Tokyo too and has no push token (SMS and e-mail only).
  await insertAppUsers(t.db, { prefix: 'pv', count: 4, noTokenEvery: 4 });
  await insertZonedHomes(t.db, [
    { userId: 'pv-0001', timeZone: 'Asia/Tokyo' },
    { userId: 'pv-0002', timeZone: 'America/New_York' },
    { userId: 'pv-0004', timeZone: 'Asia/Tokyo' },
  ]);
  headers = await t.loginAs('pv.l4');
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const users = ['pv-0001', 'pv-0002', 'pv-0003', 'pv-0004'];

describe('the audience preview', () => {
  it('counts who quiet hours hold in their own clock, per channel, as the engine then does', async () => {
    const quietHours = windowAroundTokyo();
    const body = task(users, { quietHours });
    const before = Math.floor(Date.now() / 1000);
    const p = await preview(body);
    expect(p).toMatchObject({ users: 4, push: 3, sms: 4, email: 4, quietHours });
    expect(p.asOf).toBeGreaterThanOrEqual(before);
    expect(p.runAt).toBe(p.asOf);
    expect(p.channels.push).toMatchObject({
      recipients: 3,
      held: 1,
      capped: null,
      sendNow: 2,
      ratePerSecond: 2,
      estimatedSeconds: 2,
    });
    expect(p.channels.sms).toMatchObject({ recipients: 4, held: 2, sendNow: 2, ratePerSecond: 1000 });
    const windowEnd = Math.floor((quietUntil(Date.now(), 'Asia/Tokyo', quietHours) as number) / 1000);
    expect(Math.abs((p.channels.push.heldUntil as number) - windowEnd)).toBeLessThanOrEqual(60);
    // The Tokyo user without a token is not held for nothing: token-not-found at once, as on the preview.
    expect(await sendAndSettle(body)).toEqual({ sent: 2, held: 1, capped: 0, noAddress: 1 });
  });

  it('an alert is held by no one; a task without quiet hours neither', async () => {
    const quietHours = windowAroundTokyo();
    const alert = await preview(task(users, { quietHours, severity: 'alert' }));
    expect(alert.channels.push).toMatchObject({ recipients: 3, held: 0, sendNow: 3, heldUntil: null });
    const none = await preview(task(users, { quietHours: null }));
    expect(none).toMatchObject({ quietHours: null });
    expect(none.channels.sms).toMatchObject({ held: 0, sendNow: 4 });
  });

  it('reads quiet hours at a scheduled task’s first run, not now', async () => {
    const quietHours = windowAroundTokyo();
    // Five hours on, Tokyo (+1 h is its window's end), India (3.5 h behind) and New York are all out of it.
    const at = Math.floor(Date.now() / 1000) + 5 * 3600;
    const schedule = { repeatType: 'once', time: at };
    const p = await preview(task(users, { quietHours, schedule, expiry: at + 3600 }));
    expect(p.runAt).toBe(at);
    expect(p.channels.push).toMatchObject({ held: 0, sendNow: 3 });
    // A schedule that is not yet a time (or names no zone anyone knows) is read as now.
    const weekly = { repeatType: 'weekly', time: '09:30', days: ['mon'], timeZone: 'Nowhere/Atlantis' };
    const draft = await preview(task(users, { quietHours, schedule: weekly }));
    expect(draft.runAt).toBe(draft.asOf);
    expect(draft.channels.push.held).toBe(1);
  });

  it('counts promotions over the cap with the send path’s own reading, and only for promotions', async () => {
    // pv-0003 has had the week's two promotions on push (none on SMS).
    for (let i = 0; i < 2; i++)
      expect(await sendAndSettle(task(['pv-0003'], { severity: 'promotion', quietHours: null }))).toEqual({
        sent: 1,
        held: 0,
        capped: 0,
        noAddress: 0,
      });
    const quietHours = windowAroundTokyo();
    const promo = task(users, { severity: 'promotion', quietHours });
    const p = await preview(promo);
    // Tokyo is held (the cap is checked when its window ends), pv-0003 capped, New York goes.
    expect(p.channels.push).toMatchObject({
      recipients: 3,
      held: 1,
      capped: 1,
      sendNow: 1,
      estimatedSeconds: 1,
    });
    expect(p.channels.sms).toMatchObject({ recipients: 4, held: 2, capped: 0, sendNow: 2 });
    // Not a promotion: the cap is not in play.
    expect((await preview(task(users, { quietHours }))).channels.push.capped).toBeNull();
    expect(await sendAndSettle(promo)).toEqual({ sent: 1, held: 1, capped: 1, noAddress: 1 });
  });

  it('uses the tenant’s quiet hours unless the task names its own or none, and the tenant’s cap', async () => {
    const quietHours = windowAroundTokyo();
    const [row] = await t.db
      .select({ settings: tenants.settings })
      .from(tenants)
      .where(eq(tenants.id, 'panasonic'));
    const settings = row?.settings as NonNullable<typeof row>['settings'];
    await setTenantSettings(t.db, 'panasonic', { ...settings, quietHours, promotionCap: null });
    try {
      const byTenant = await preview(task(users));
      expect(byTenant).toMatchObject({ quietHours });
      expect(byTenant.channels.email).toMatchObject({ held: 2, sendNow: 2 });
      const own = { start: '00:00', end: '00:01' };
      expect(await preview(task(users, { quietHours: own }))).toMatchObject({ quietHours: own });
      expect((await preview(task(users, { quietHours: null }))).channels.email.held).toBe(0);
      // A tenant without a cap: not in play even for a promotion.
      expect((await preview(task(users, { severity: 'promotion' }))).channels.push.capped).toBeNull();
    } finally {
      await setTenantSettings(t.db, 'panasonic', settings);
    }
  });

  it('refuses quiet hours that are not a window, with their message', async () => {
    for (const [quietHours, message] of [
      [{ start: '22:00', end: '' }, messages.quietHoursIncomplete],
      [{ start: '25:00', end: '08:00' }, messages.invalidQuietHours],
      [{ start: '08:00', end: '08:00' }, messages.quietHoursEmpty],
    ] as const) {
      for (const path of ['/audience', '/send']) {
        const res = await post(path, task(users, { quietHours }));
        expect([res.statusCode, res.json().message], path).toEqual([400, message]);
      }
    }
    const sends = rowsOf(
      await t.db.execute(
        sql`select 1 from notification_tasks where request->'quietHours'->>'start' = '25:00'`,
      ),
    );
    expect(sends).toHaveLength(0);
  });
});
