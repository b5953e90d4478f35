import { messages } from '@console/contracts/messages';
import { NOTIFICATION_EXPIRY_MAX_DAYS } from '@console/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { notificationTasks } from '../../platform/db/schema';
import { insertAppUsers } from './test-fixtures';

/*
 * The bounds of a task's dates (issue 29): a task stays open, and a weekly one runs, until it
 * expires; an expiry of 1e308 answered 500. Past a year from now it is a 400 with its message, and
 * no task; so is a login date that is no date (1e308 was taken, and failed the audience later).
 */
const SEND = '/simplifi/v1/notificationmanager/send';
const now = () => Math.floor(Date.now() / 1000);
const body = (expiry: number, schedule?: Record<string, unknown>) => ({
  channel: { type: 'sms' },
  message: { text: 'Service visit tomorrow' },
  severity: 'info',
  users: { userIds: ['ex-0001'] },
  expiry,
  ...(schedule ? { schedule } : {}),
});
let t: TestApp;
let headers: Record<string, string>;
const send = (payload: object) => t.app.inject({ method: 'POST', url: SEND, payload, headers });
const taskCount = async () => (await t.db.select().from(notificationTasks)).length;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'n.expiry', roles: ['CUSTOMERSUPPORTL3'] });
  await insertAppUsers(t.db, { prefix: 'ex', count: 1 });
  headers = await t.headersFor('n.expiry');
});
afterAll(() => t.close());

describe('notification date bounds', () => {
  const tooFar = () => now() + NOTIFICATION_EXPIRY_MAX_DAYS * 86_400 + 3600;
  it.each([
    ['1e308', () => body(1e308)],
    ['2^53', () => body(2 ** 53)],
    ['a year and an hour', () => body(tooFar())],
    [
      'weekly, a year and an hour',
      () => body(tooFar(), { repeatType: 'weekly', time: '09:30', days: ['mon'] }),
    ],
    ['once at 1e308', () => body(1e308, { repeatType: 'once', time: 1e307 })],
  ])('refuses an expiry of %s with its message and keeps no task', async (_, payload) => {
    const before = await taskCount();
    const res = await send(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.expiryTooFar });
    expect(await taskCount()).toBe(before);
  });

  it.each([1e308, -1, 2 ** 53])(
    'refuses a login date of %s with its message and keeps no task',
    async (v) => {
      const before = await taskCount();
      for (const lastLogin of [{ gt: v }, { lt: v }]) {
        const res = await send({ ...body(now() + 3600), users: { userIds: ['ex-0001'], lastLogin } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: messages.loginDateInvalid });
      }
      expect(await taskCount()).toBe(before);
    },
  );

  it('sends a task that expires within the bound', async () => {
    const res = await send(body(now() + NOTIFICATION_EXPIRY_MAX_DAYS * 86_400 - 3600));
    expect(res.statusCode).toBe(200);
  });
});
