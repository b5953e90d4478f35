import { messages } from '@console/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, feedbackTickets } from '../../platform/db/schema';

/*
 * Reopening a closed ticket (ours, issue 29): the same rule as closing it, audited, and a ticket
 * outside the caller's tenant or scope stays out of reach.
 */
let t: TestApp;
const base = '/simplifi/v1/appsupport/userFeedback/id';
const call = async (method: 'POST' | 'PUT', url: string, user: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: await t.headersFor(user, user === 'nm' ? 'northmart' : 'panasonic'),
    payload,
  });
const reopen = (id: string, user = 'l4') => call('POST', `${base}/${id}/reopen`, user);
const statusOf = async (id: string) =>
  (await t.db.select().from(feedbackTickets).where(eq(feedbackTickets.id, id)))[0]?.status;

async function insertTicket(id: string, status: 'NEW' | 'IN-PROGRESS' | 'CLOSED', over: object = {}) {
  await t.db.insert(feedbackTickets).values({
    id,
    tenantId: 'panasonic',
    type: 'WARRANTY',
    deviceBrand: 'PANASONIC',
    deviceCategory: 'AC',
    country: 'in',
    description: 'The warranty card is missing',
    status,
    comments: status === 'NEW' ? null : 'Sent a new card',
    ...over,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'l3s', roles: ['CUSTOMERSUPPORTL3SPECIAL'] });
  await insertStaff(t.db, { userName: 'l3', roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, { userName: 'l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertTicket('FB-CLOSED', 'CLOSED');
  await insertTicket('FB-OPEN', 'IN-PROGRESS');
  await insertTicket('FB-NEW', 'NEW');
  await insertTicket('FB-WM', 'CLOSED', { deviceCategory: 'WM' }); // outside l4's categories
});
afterAll(() => t.close());

describe('reopening a closed ticket', () => {
  it('moves it back to IN-PROGRESS, audited with who, from where and what it was', async () => {
    const res = await reopen('FB-CLOSED');
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { status: 'success', message: messages.feedbackReopened },
    ]);
    expect(await statusOf('FB-CLOSED')).toBe('IN-PROGRESS');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.reopened'), eq(auditLog.entityId, 'FB-CLOSED')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      tenantId: 'panasonic',
      actorName: 'l4',
      entity: 'feedback',
      ip: '127.0.0.1',
      detail: { before: { status: 'CLOSED', comments: 'Sent a new card' }, after: { status: 'IN-PROGRESS' } },
    });
    // Worked again and closed again through the spec's update, then reopened by another allowed role.
    const close = await call('PUT', `${base}/FB-CLOSED`, 'l4', { status: 'CLOSED' });
    expect(close.statusCode).toBe(200);
    expect((await reopen('FB-CLOSED', 'l3s')).statusCode).toBe(200);
    expect(await statusOf('FB-CLOSED')).toBe('IN-PROGRESS');
  });

  it('refuses a ticket that is not closed, changing nothing', async () => {
    for (const [id, status] of [
      ['FB-OPEN', 'IN-PROGRESS'],
      ['FB-NEW', 'NEW'],
    ] as const) {
      const res = await reopen(id);
      expect([res.statusCode, res.json().message]).toEqual([409, messages.feedbackNotClosed]);
      expect(await statusOf(id)).toBe(status);
    }
  });

  it('is refused (403) to the roles that may not close a ticket, and 401 without a session', async () => {
    await insertTicket('FB-ROLES', 'CLOSED');
    for (const user of ['l3', 'l2']) expect((await reopen('FB-ROLES', user)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: `${base}/FB-ROLES/reopen` });
    expect(anonymous.statusCode).toBe(401);
    expect(await statusOf('FB-ROLES')).toBe('CLOSED');
  });

  it("keeps another tenant's ticket and one outside the caller's categories invisible (404)", async () => {
    const other = await reopen('FB-ROLES', 'nm');
    expect([other.statusCode, other.json().message]).toEqual([404, messages.dataNotFound]);
    expect((await reopen('FB-WM')).statusCode).toBe(404);
    expect((await reopen('FB-NONE')).statusCode).toBe(404);
    expect(await statusOf('FB-ROLES')).toBe('CLOSED');
    expect(await statusOf('FB-WM')).toBe('CLOSED');
    const reopened = await t.db.select().from(auditLog).where(eq(auditLog.action, 'feedback.reopened'));
    expect(reopened.map((e) => e.entityId).sort()).toEqual(['FB-CLOSED', 'FB-CLOSED']);
  });
});
