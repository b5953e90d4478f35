import type { Role } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertHome, insertStaff, insertTenants, placeDevice } from '../../../test/fixtures';
import { insertAppUsers } from './test-fixtures';

const BASE = '/simplifi/v1/notificationmanager';
const hour = () => Math.floor(Date.now() / 1000) + 3600;
let sent = 0;
/** A task of its own each time (its tag): the same one again would be refused as a duplicate. */
const body = (over: Record<string, unknown> = {}) => ({
  channel: { type: 'sms' },
  message: { text: 'Service visit tomorrow' },
  severity: 'info',
  users: { userIds: ['rt-0001', 'rt-0002'] },
  expiry: hour(),
  notificationTag: `tag-${++sent}`,
  ...over,
});
let t: TestApp;
const as = (user: string) => t.headersFor(user, user === 'r.partner' ? 'northmart' : 'panasonic');
const call = async (
  user: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `${BASE}${path}`,
    headers: user ? await as(user) : {},
    payload: payload as object,
  });

/** CLOUDADMIN and the push-notification role sign in with a support role (L1 grants nothing here). */
const ROLES: [string, Role[]][] = [
  ['r.l2', ['CUSTOMERSUPPORTL2']],
  ['r.l3', ['CUSTOMERSUPPORTL3']],
  ['r.l3s', ['CUSTOMERSUPPORTL3SPECIAL']],
  ['r.l4', ['CUSTOMERSUPPORTL4']],
  ['r.cloud', ['CLOUDADMIN', 'CUSTOMERSUPPORTL1']],
  ['r.push', ['PUSHNOTIFICATION', 'CUSTOMERSUPPORTL1']],
  ['r.l1', ['CUSTOMERSUPPORTL1']],
];

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  for (const [userName, roles] of ROLES) await insertStaff(t.db, { userName, roles });
  await insertStaff(t.db, { userName: 'r.partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertStaff(t.db, {
    userName: 'r.lk',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'SL1', categories: ['AC'], brand: 'PANASONIC' }],
  });
  await insertAppUsers(t.db, { prefix: 'rt', count: 10, noTokenEvery: 5 });
  await insertAppUsers(t.db, { prefix: 'old', count: 4, lastLoginDaysAgo: 90 });
  // rt-0001 owns an AC, rt-0002 a refrigerator.
  for (const [user, category] of [
    ['rt-0001', 'AC'],
    ['rt-0002', 'REF'],
  ] as const) {
    await insertHome(t.db, { id: `h-${user}`, primary: [user], spaces: [{ id: `s-${user}`, name: 'Hall' }] });
    await insertDevice(t.db, { deviceId: `d-${user}`, category });
    await placeDevice(t.db, `d-${user}`, `h-${user}`, `s-${user}`);
  }
});
afterAll(() => t.close());

describe('notification routes', () => {
  it('401 without a session', async () => {
    expect((await call(null, 'POST', '/send', body())).statusCode).toBe(401);
    expect((await call(null, 'GET', '/log?userId=rt-0001')).statusCode).toBe(401);
  });

  it('send, list, view and cancel per role, with Insufficient Permission', async () => {
    const allowed: Record<string, { send: boolean; log: boolean; task: boolean }> = {
      'r.l2': { send: false, log: false, task: true },
      'r.l3': { send: true, log: false, task: true },
      'r.l3s': { send: true, log: false, task: true },
      'r.l4': { send: true, log: true, task: true },
      'r.cloud': { send: true, log: true, task: true },
      'r.push': { send: false, log: true, task: false },
      'r.l1': { send: false, log: false, task: false },
    };
    const created = (await call('r.l4', 'POST', '/send', body())).json().taskId as string;
    for (const [user] of ROLES) {
      const want = allowed[user];
      const send = await call(user, 'POST', '/send', body());
      const log = await call(user, 'GET', '/log?userId=rt-0001&pgIndex=1&pgSize=20');
      const task = await call(user, 'GET', `/task/${created}`);
      expect([user, send.statusCode, log.statusCode, task.statusCode]).toEqual([
        user,
        want?.send ? 200 : 403,
        want?.log ? 200 : 403,
        want?.task ? 200 : 403,
      ]);
      for (const res of [send, log, task])
        if (res.statusCode === 403) expect(res.json().message).toBe(messages.insufficientPermission);
    }
    expect((await call('r.push', 'DELETE', `/task/${created}`)).json().message).toBe(
      messages.insufficientPermission,
    );
  });

  it('sends: the answer names the task, which reads back in the spec shape', async () => {
    const res = await call(
      'r.l3',
      'POST',
      '/send',
      body({ notificationTag: 'service', isFeedbackRequired: true }),
    );
    expect(res.statusCode).toBe(200);
    const { taskId, message } = res.json();
    expect(message).toBe(`Sucessfully Created Notification Task ${taskId}`);
    const task = (await call('r.l2', 'GET', `/task/${taskId}`)).json();
    expect(task).toMatchObject({
      taskId,
      channel: { type: 'sms', platform: [] },
      severity: 'info',
      status: {
        taskStatus: 'queued',
        taskProcessStatus: { userCount: 0, userFailedCount: 0 },
        notificationProcessStatus: { userSentCount: 0, failedUserSentCount: 0, tokenNotFoundUserCount: 0 },
      },
      message: { text: 'Service visit tomorrow' },
      isFeedbackRequired: true,
      notificationTag: 'service',
    });
    expect(task.expiry).toBeGreaterThan(task.creationDate);
  });

  it('refuses each broken rule with its message, creating nothing', async () => {
    const before = (await call('r.l4', 'GET', '/tasks?limit=50')).json().length;
    const cases: [Record<string, unknown>, string][] = [
      [{ channel: undefined }, messages.invalidChannelType],
      [
        { channel: { type: 'push', platform: ['an'] }, message: { payload: 'not json' } },
        messages.pushMessageNotJson,
      ],
      [{ channel: { type: 'email' }, message: { subject: 'Hi' } }, messages.emailNeedsContent],
      [{ severity: 'loud' }, messages.invalidSeverityType],
      [{ users: {} }, messages.selectAnyUsers],
      [{ expiry: undefined }, messages.invalidExpiryType],
      [{ schedule: { repeatType: 'weekly', time: '10:00' } }, messages.selectScheduleDays],
    ];
    for (const [over, message] of cases) {
      const res = await call('r.l4', 'POST', '/send', body(over));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await call('r.l4', 'GET', '/tasks?limit=50')).json()).toHaveLength(before);
  });

  it('country, device ownership, login window and broadcast need level 4', async () => {
    for (const users of [
      { country: 'IND' },
      { categories: ['AC'] },
      { lastLogin: { gt: 1 } },
      { broadcast: true },
    ]) {
      const res = await call('r.l3', 'POST', '/send', body({ users }));
      expect([res.statusCode, res.json().message]).toEqual([403, messages.broadAudienceNotAllowed]);
    }
    expect((await call('r.l3s', 'POST', '/send', body({ users: { country: 'IND' } }))).statusCode).toBe(200);
  });

  it('the dry run counts the exact audience per channel, within the sender’s scope', async () => {
    const audience = async (user: string, users: Record<string, unknown>, channel = { type: 'push' }) =>
      (await call(user, 'POST', '/audience', body({ users, channel }))).json();
    expect(await audience('r.l4', { broadcast: true })).toMatchObject({
      users: 14,
      push: 12,
      sms: 14,
      email: 14,
    });
    expect(await audience('r.l4', { country: 'IND', categories: ['AC'] })).toMatchObject({ users: 1 });
    expect(await audience('r.l4', { categories: ['AC', 'REF'] })).toMatchObject({ users: 2 });
    const now = Math.floor(Date.now() / 1000);
    expect(await audience('r.l4', { lastLogin: { gt: now - 30 * 86_400 } })).toMatchObject({ users: 10 });
    expect(await audience('r.l4', { lastLogin: { lt: now - 30 * 86_400 } })).toMatchObject({ users: 4 });
    // Sri Lanka only: none of these Indian users; another tenant: none of ours.
    expect(await audience('r.lk', { broadcast: true })).toMatchObject({ users: 0 });
    expect(await audience('r.partner', { broadcast: true })).toMatchObject({ users: 0 });
  });

  it('a segment snapshot reaches its devices’ owners in the sender’s scope, level 4 and up', async () => {
    const snap = await t.app.inject({
      method: 'POST',
      url: '/simplifi/v1/fleet/snapshots',
      headers: await as('r.l4'),
      payload: { filter: { categories: ['AC'] }, purpose: 'notification' },
    });
    expect(snap.json()).toMatchObject({ count: 1 });
    const users = { segmentSnapshotId: snap.json().snapshotId };
    const audience = async (user: string) => (await call(user, 'POST', '/audience', body({ users }))).json();
    expect(await audience('r.l4')).toMatchObject({ users: 1, sms: 1 });
    // Another sender sees the snapshot's devices only within their own scope (Sri Lanka here).
    expect(await audience('r.lk')).toMatchObject({ users: 0 });
    const refused = await call('r.l3', 'POST', '/audience', body({ users }));
    expect(refused.statusCode).toBe(403);
  });

  it('tasks and logs stay in their tenant and the caller’s countries', async () => {
    const taskId = (await call('r.l4', 'POST', '/send', body())).json().taskId;
    const partner = await call('r.partner', 'GET', `/task/${taskId}`);
    expect([partner.statusCode, partner.json().message]).toEqual([404, messages.notificationTaskNotFound]);
    expect((await call('r.partner', 'DELETE', `/task/${taskId}`)).statusCode).toBe(404);
    expect((await call('r.partner', 'GET', '/tasks')).json()).toEqual([]);
    const log = await call('r.lk', 'GET', '/log?userId=rt-0001');
    expect([log.statusCode, log.json().message]).toEqual([404, messages.unableToFindUser]);
  });

  it('lists recent tasks (newest first) and finds them by the start of their id', async () => {
    const taskId: string = (await call('r.l4', 'POST', '/send', body())).json().taskId;
    const [newest] = (await call('r.l4', 'GET', '/tasks?limit=1')).json();
    expect(newest.taskId).toBe(taskId);
    const found = (await call('r.l2', 'GET', `/tasks?q=${taskId.slice(0, 8)}`)).json();
    expect(found.map((x: { taskId: string }) => x.taskId)).toContain(taskId);
  });

  it('cancel: the task says cancelled; a second cancel is refused', async () => {
    const taskId = (
      await call('r.l4', 'POST', '/send', body({ schedule: { repeatType: 'once', time: hour() - 60 } }))
    ).json().taskId;
    const res = await call('r.l2', 'DELETE', `/task/${taskId}`);
    expect([res.statusCode, res.json().message]).toEqual([200, messages.notificationTaskCancelled]);
    expect((await call('r.l2', 'GET', `/task/${taskId}`)).json().status.taskStatus).toBe('cancelled');
    const again = await call('r.l2', 'DELETE', `/task/${taskId}`);
    expect([again.statusCode, again.json().message]).toEqual([409, messages.notificationTaskAlreadyDone]);
  });
});
