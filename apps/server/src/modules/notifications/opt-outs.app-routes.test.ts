import { messages } from '@console/contracts/messages';
import { getAppNotificationPreferences } from '@console/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { issueAppSession } from '../../platform/auth/app-sessions';
import { rowsOf } from '../../platform/db/rows';
import { insertAppUsers } from './test-fixtures';

/*
 * The consumer app's own call for a user's notification preferences (issue 34): an app session,
 * the user's own id only (any other is nobody they can see), each change kept as set by the app and
 * audited with the user as actor; a bad body is refused with its message and writes nothing.
 */
const path = (userId: string) => getAppNotificationPreferences.path.replace(':userId', userId);
let t: TestApp;
let mine: Record<string, string>;

const call = (method: 'GET' | 'PUT', userId: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: path(userId), headers, ...(payload ? { payload } : {}) });
const written = async () => ({
  optOuts: rowsOf<{ user_id: string; channel: string; severity: string; set_by: string }>(
    await t.db.execute(sql`select user_id, channel, severity, set_by from notification_opt_outs
      order by user_id, channel, severity`),
  ),
  audits: rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from audit_log where action like 'notification.opted%'`),
  )[0]?.n,
});

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'pa.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertAppUsers(t.db, { prefix: 'pa', count: 2 });
  await insertAppUsers(t.db, { prefix: 'pn', count: 1, tenantId: 'northmart' });
  const token = await issueAppSession(t.db, { tenantId: 'panasonic', userId: 'pa-0001' });
  mine = { authorization: `Bearer ${token}`, 'x-tenant-id': 'panasonic' };
});
afterAll(() => t.close());

describe('the app user’s notification preferences', () => {
  it('reads and sets their own, kept as set by the app and audited with them as actor', async () => {
    expect((await call('GET', 'pa-0001', mine)).json()).toEqual({ userId: 'pa-0001', optOuts: [] });
    const res = await call('PUT', 'pa-0001', mine, {
      channel: 'push',
      severity: 'promotion',
      optedOut: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      userId: 'pa-0001',
      optOuts: [{ channel: 'push', severity: 'promotion', setBy: 'app', at: expect.any(Number) }],
    });
    expect((await written()).optOuts).toEqual([
      { user_id: 'pa-0001', channel: 'push', severity: 'promotion', set_by: 'app' },
    ]);
    const [entry] = rowsOf<{ actor_id: string; actor_name: string | null; detail: Record<string, unknown> }>(
      await t.db.execute(sql`select actor_id, actor_name, detail from audit_log
        where action = 'notification.opted_out' and entity_id = 'pa-0001'`),
    );
    expect(entry).toEqual({
      actor_id: 'pa-0001',
      actor_name: null,
      detail: { channel: 'push', severity: 'promotion', before: [], after: ['promotion'], appUser: true },
    });
    // Support sees who set it; the app sees support's change without the staff user's name.
    const staff = await t.headersFor('pa.l4');
    const staffView = await t.app.inject({
      method: 'PUT',
      url: '/simplifi/v1/notificationmanager/optouts/pa-0001',
      headers: staff,
      payload: { channel: 'sms', optedOut: true },
    });
    expect(staffView.json().optOuts).toMatchObject([
      { channel: 'push', severity: 'promotion', setBy: 'app' },
      { channel: 'sms', severity: 'all', setBy: 'pa.l4' },
    ]);
    expect((await call('GET', 'pa-0001', mine)).json().optOuts).toMatchObject([
      { channel: 'push', severity: 'promotion', setBy: 'app' },
      { channel: 'sms', severity: 'all', setBy: 'support' },
    ]);
    // Back in: the SMS opt-out goes, and the change is audited as opted in.
    const back = await call('PUT', 'pa-0001', mine, { channel: 'sms', optedOut: false });
    expect(back.json().optOuts).toHaveLength(1);
    expect((await written()).audits).toBe(3);
  });

  it("refuses another user's id, in the tenant or not, writing nothing", async () => {
    const before = await written();
    for (const other of ['pa-0002', 'pn-0001', 'nobody']) {
      for (const res of [
        await call('GET', other, mine),
        await call('PUT', other, mine, { channel: 'email', optedOut: true }),
      ])
        expect([res.statusCode, res.json().message], other).toEqual([404, messages.unableToFindUser]);
    }
    expect(await written()).toEqual(before);
  });

  it('refuses a bad body with its message, writing nothing', async () => {
    const before = await written();
    const cases: [object, string][] = [
      [{ channel: 'push', severity: 'alert', optedOut: true }, messages.optOutSeverityInvalid],
      [{ channel: 'fax', optedOut: true }, messages.invalidChannelType],
      [{ channel: 'sms' }, messages.optOutChoiceRequired],
      [{ channel: 'sms', severity: 'info', optedOut: 'yes' }, messages.optOutChoiceRequired],
      [{}, messages.invalidChannelType],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', 'pa-0001', mine, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect(await written()).toEqual(before);
  });

  it('needs an app session of the tenant it names: not a staff one, not none', async () => {
    const staff = await t.headersFor('pa.l4');
    for (const headers of [{}, staff, { authorization: 'Bearer made-up' }]) {
      expect((await call('GET', 'pa-0001', headers)).statusCode).toBe(401);
      expect((await call('PUT', 'pa-0001', headers, { channel: 'sms', optedOut: true })).statusCode).toBe(
        401,
      );
    }
    const otherTenant = { ...mine, 'x-tenant-id': 'northmart' };
    expect((await call('GET', 'pa-0001', otherTenant)).statusCode).toBe(403);
  });
});
