import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  insertDevice,
  insertEndUser,
  insertHome,
  insertStaff,
  insertTenants,
  placeDevice,
} from '../../../test/fixtures';
import { queuedEvents, subscribeWebhook } from '../../../test/webhook-outbox';
import { issueAppSession } from '../../platform/auth/app-sessions';
import { auditLog, feedbackTickets } from '../../platform/db/schema';

let t: TestApp;
let appToken: string;
const base = '/simplifi/v1/appsupport/userFeedback';
const staff = async (
  method: 'GET' | 'PUT',
  url: string,
  user: string,
  payload?: object,
  tenant = 'panasonic',
) => t.app.inject({ method, url, headers: await t.headersFor(user, tenant), payload });
const file = (body: object, token = appToken) =>
  t.app.inject({ method: 'POST', url: base, headers: { authorization: `Bearer ${token}` }, payload: body });
const ticket = (deviceId: string, overrides: object = {}) => ({
  type: 'DEVICE_OFFLINE',
  deviceId,
  description: 'The AC shows offline since morning',
  errorCode: 'E12',
  appVersion: '5.1.0',
  mobileOSVersion: '14',
  mobileName: "Asha's phone",
  mobileModel: 'Pixel 8',
  mobileOSBuildNumber: 'UQ1A.240205',
  ...overrides,
});
const ddmmyyyy = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'l3s', roles: ['CUSTOMERSUPPORTL3SPECIAL'] });
  await insertStaff(t.db, { userName: 'l3', roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertEndUser(t.db, { id: 'U1', email: 'asha@example.com', mobile: '+919800000001' });
  await insertEndUser(t.db, { id: 'U2', email: 'ravi@example.com', mobile: '+919800000002' });
  await insertHome(t.db, { id: 'H1', primary: ['U1'], spaces: [{ id: 'S1', name: 'Hall' }] });
  await insertHome(t.db, { id: 'H2', primary: ['U2'], spaces: [{ id: 'S2', name: 'Hall' }] });
  await insertDevice(t.db, { deviceId: 'F01' });
  await insertDevice(t.db, { deviceId: 'F02', category: 'WM' }); // outside l4's categories
  await insertDevice(t.db, { deviceId: 'F03' });
  await placeDevice(t.db, 'F01', 'H1', 'S1');
  await placeDevice(t.db, 'F02', 'H1', 'S1');
  await placeDevice(t.db, 'F03', 'H2', 'S2');
  appToken = await issueAppSession(t.db, { tenantId: 'panasonic', userId: 'U1' });
});
afterAll(() => t.close());

describe('the app files a ticket', () => {
  it('files a NEW ticket with the device and phone fields, copying brand, category and mobile', async () => {
    const res = await file(ticket('F01'));
    expect(res.statusCode).toBe(200);
    const { feedbackId, message } = res.json();
    expect(message).toBe(messages.feedbackCreated);
    const [row] = await t.db.select().from(feedbackTickets).where(eq(feedbackTickets.id, feedbackId));
    expect(row).toMatchObject({
      status: 'NEW',
      deviceBrand: 'PANASONIC',
      deviceCategory: 'AC',
      mobile: '+919800000001',
      mobileModel: 'Pixel 8',
      userId: 'U1',
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, feedbackId));
    expect(entry).toMatchObject({ action: 'feedback.created', actorId: 'U1' });
  });

  it("refuses a device outside the user's homes, a bad type, and anyone without an app session", async () => {
    expect((await file(ticket('F03'))).json().message).toBe(messages.feedbackDeviceUnknown);
    const bad = await file(ticket('F01', { type: 'COMPLAINT' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.feedbackTypeInvalid);
    expect((await file(ticket('F01'), 'made-up')).statusCode).toBe(401);
    const staffToken = (await t.headersFor('l4')).authorization?.slice(7) ?? '';
    expect((await file(ticket('F01'), staffToken)).statusCode).toBe(401);
  });
});

describe('staff search, update and download', () => {
  let id: string;
  beforeAll(async () => {
    id = (await file(ticket('F01', { type: 'WARRANTY' }))).json().feedbackId;
    await file(ticket('F02'));
  });

  it('searches in the caller scope, newest first, with the filters', async () => {
    const all = (await staff('GET', `${base}/search?page=0&size=100`, 'l3s')).json();
    expect(all.map((r: { deviceId: string }) => r.deviceId)).toEqual(['F01', 'F01']);
    expect(all[0]).toMatchObject({ feedbackId: id, type: 'WARRANTY', status: 'NEW' });
    const warranty = (
      await staff('GET', `${base}/search?type=WARRANTY&deviceCategory=ac&deviceBrand=panasonic`, 'l4')
    ).json();
    expect(warranty.map((r: { feedbackId: string }) => r.feedbackId)).toEqual([id]);
    const today = ddmmyyyy(new Date());
    expect(
      (await staff('GET', `${base}/search?startDate=${today}&endDate=${today}`, 'l4')).json(),
    ).toHaveLength(2);
    expect((await staff('GET', `${base}/search?endDate=01012020`, 'l4')).json()).toEqual([]);
    expect((await staff('GET', `${base}/search?status=CLOSED`, 'l4')).json()).toEqual([]);
    expect((await staff('GET', `${base}/search`, 'nm', undefined, 'northmart')).json()).toEqual([]);
  });

  it('refuses future dates, bad dates and an end before the start', async () => {
    const future = ddmmyyyy(new Date(Date.now() + 3 * 86_400_000));
    for (const [query, text] of [
      [`startDate=${future}`, messages.feedbackDateInFuture],
      ['startDate=31022026', messages.feedbackDateInvalid],
      ['startDate=02012026&endDate=01012026', messages.endBeforeStart],
    ]) {
      const res = await staff('GET', `${base}/search?${query}`, 'l4');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(text);
    }
  });

  it('is for level above 3', async () => {
    expect((await staff('GET', `${base}/search`, 'l3')).statusCode).toBe(403);
    expect((await staff('PUT', `${base}/id/${id}`, 'l3', { status: 'IN-PROGRESS' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${base}/search` })).statusCode).toBe(401);
  });

  it('walks NEW → IN-PROGRESS → CLOSED; comments only past NEW; refused moves change nothing', async () => {
    const put = (payload: object) => staff('PUT', `${base}/id/${id}`, 'l4', payload);
    const locked = await put({ status: 'NEW', comments: 'Called the customer' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(messages.feedbackCommentsLocked);
    const skip = await put({ status: 'CLOSED' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(messages.feedbackStatusRefused);
    expect((await put({ status: 'IN-PROGRESS' })).json().message).toBe(messages.feedbackStatusUpdated);
    expect((await put({ status: 'NEW' })).statusCode).toBe(409);
    expect((await put({ status: 'IN-PROGRESS', comments: 'Called the customer' })).statusCode).toBe(200);
    expect((await put({ status: 'CLOSED' })).statusCode).toBe(200);
    expect((await put({ status: 'IN-PROGRESS' })).statusCode).toBe(409);
    expect((await put({ status: 'CLOSED', comments: 'Router replaced' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(feedbackTickets).where(eq(feedbackTickets.id, id));
    expect(row).toMatchObject({ status: 'CLOSED', comments: 'Router replaced' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'feedback.updated'));
    expect(entries).toHaveLength(4);
  });

  it("tells the tenant's webhooks of a ticket filed, moved and reopened; a refused move tells nothing", async () => {
    await subscribeWebhook(t.db, 'panasonic', ['feedback.ticket.created', 'feedback.ticket.updated']);
    const filed = (await file(ticket('F01', { type: 'DEVICE_OFFLINE' }))).json().feedbackId;
    const put = (payload: object) => staff('PUT', `${base}/id/${filed}`, 'l4', payload);
    expect((await put({ status: 'CLOSED' })).statusCode).toBe(409);
    expect((await put({ status: 'IN-PROGRESS' })).statusCode).toBe(200);
    expect((await put({ status: 'IN-PROGRESS', comments: 'Called' })).statusCode).toBe(200);
    expect((await put({ status: 'CLOSED' })).statusCode).toBe(200);
    const reopen = await t.app.inject({
      method: 'POST',
      url: `${base}/id/${filed}/reopen`,
      headers: await t.headersFor('l4'),
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    const of = { feedbackId: filed, type: 'DEVICE_OFFLINE', deviceId: 'F01' };
    expect(await queuedEvents(t.db, 'panasonic', 'feedback.ticket.created')).toEqual([
      { ...of, status: 'NEW', by: 'U1' },
    ]);
    const updated = (await queuedEvents(t.db, 'panasonic', 'feedback.ticket.updated')).filter(
      (e) => e.feedbackId === filed,
    );
    expect(updated.map((e) => [e.previousStatus, e.status, e.commentsChanged, e.by])).toEqual([
      ['NEW', 'IN-PROGRESS', false, 'l4'],
      ['IN-PROGRESS', 'IN-PROGRESS', true, 'l4'],
      ['IN-PROGRESS', 'CLOSED', false, 'l4'],
      ['CLOSED', 'IN-PROGRESS', false, 'l4'],
    ]);
  });

  it('keeps tickets outside the caller scope or tenant out of reach', async () => {
    const [other] = await t.db.select().from(feedbackTickets).where(eq(feedbackTickets.deviceId, 'F02'));
    const res = await staff('PUT', `${base}/id/${other?.id}`, 'l4', { status: 'IN-PROGRESS' });
    expect(res.statusCode).toBe(404);
    const nm = await staff('PUT', `${base}/id/${id}`, 'nm', { status: 'CLOSED' }, 'northmart');
    expect(nm.statusCode).toBe(404);
  });

  it('downloads user_feedback.csv with the same filters', async () => {
    const res = await staff('GET', `${base}/download?type=WARRANTY`, 'l4');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('user_feedback.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('feedbackId,type,deviceBrand');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(id);
    expect(lines[1]).toContain("Asha's phone");
  });
});
