import { messages } from '@console/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff } from '../../../test/fixtures';
import { auditLog, deviceOnboardHistory, devices } from '../../platform/db/schema';
import { insertActionStaff } from './test-fixtures';

let t: TestApp;
const offboardUrl = (id: string) => `/simplifi/v1/deviceManagement/devices/${id}/deviceOffboard`;
const childrenUrl = (id: string) => `/simplifi/v1/deviceservices/device/${id}/children`;
const as = async (user: string, tenant = 'panasonic') => t.headersFor(user, tenant);
const offboard = async (id: string, user = 'l2', tenant = 'panasonic') =>
  t.app.inject({ method: 'POST', url: offboardUrl(id), headers: await as(user, tenant) });
const deviceRow = async (id: string) =>
  (await t.db.select().from(devices).where(eq(devices.deviceId, id)))[0];

async function child(deviceId: string, adapter: string, link: number, idu: number, category = 'AC') {
  await insertDevice(t.db, { deviceId, category });
  await t.db
    .update(devices)
    .set({ parentDeviceId: 'GW1', czAdapterId: adapter, linkNumber: link, iduNumber: idu })
    .where(eq(devices.deviceId, deviceId));
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertActionStaff(t.db);
  await insertStaff(t.db, { userName: 'fieldop', roles: ['FIELDOPERATOR', 'FACTORYADMIN'] });
  await insertDevice(t.db, { deviceId: 'D01' });
  await t.db
    .update(devices)
    .set({ homeId: 'H1', spaceId: 'S1', onboardedBy: 'U1', deviceName: 'Hall AC' })
    .where(eq(devices.deviceId, 'D01'));
  await insertDevice(t.db, { deviceId: 'D02', category: 'WM' }); // outside l2's categories
  await insertDevice(t.db, { deviceId: 'D03', onboardedAt: null }); // never onboarded
  await insertDevice(t.db, { deviceId: 'D06', country: 'jp' }); // outside l2's countries
  await insertDevice(t.db, { deviceId: 'D07', brand: 'ANCHOR' }); // outside l2's brands
  await insertDevice(t.db, { deviceId: 'GW1' });
  await child('C12', 'CZ-02', 1, 2);
  await child('C11', 'CZ-01', 2, 1);
  await child('C13', 'CZ-01', 1, 3);
  await child('C14', 'CZ-01', 1, 1);
  await child('C15', 'CZ-01', 1, 2, 'WM'); // a child l2 may not see
});
afterAll(() => t.close());

describe('GET device children', () => {
  it('lists the children the caller may see, by adapter, link and IDU number', async () => {
    const res = await t.app.inject({ method: 'GET', url: childrenUrl('GW1'), headers: await as('l1') });
    expect(res.statusCode).toBe(200);
    const order = res.json().map((c: { deviceId: string }) => c.deviceId);
    expect(order).toEqual(['C14', 'C13', 'C11', 'C12']);
    expect(res.json()[0]).toMatchObject({
      modelNumber: 'CS-TEST-1',
      productSerialNumber: 'PSNC14',
      ieeeAddressParts: { czAdapterId: 'CZ-01', linkNumber: 1, iduNumber: 1 },
    });
  });

  it('is empty for a device without children, 401 without a session, 404 out of scope', async () => {
    const empty = await t.app.inject({ method: 'GET', url: childrenUrl('D01'), headers: await as('l1') });
    expect(empty.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: childrenUrl('GW1') })).statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'GET',
      url: childrenUrl('GW1'),
      headers: await as('nm', 'northmart'),
    });
    expect(other.statusCode).toBe(404);
  });

  it("keeps a device outside the caller's categories, countries or brands, or unknown, as not found", async () => {
    for (const id of ['D02', 'D06', 'D07', 'NOPE']) {
      const res = await t.app.inject({ method: 'GET', url: childrenUrl(id), headers: await as('l1') });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(messages.deviceNotFound);
    }
  });

  it('is for a level-0 factory admin too, not for a line tester', async () => {
    const factory = await t.app.inject({
      method: 'GET',
      url: childrenUrl('GW1'),
      headers: await as('factory'),
    });
    expect(factory.statusCode).toBe(200);
    expect(factory.json()).toHaveLength(4);
    const line = await t.app.inject({
      method: 'GET',
      url: childrenUrl('GW1'),
      headers: await as('linetest'),
    });
    expect(line.statusCode).toBe(403);
    expect(line.json().message).toBe(messages.forbidden);
  });
});

describe('POST deviceOffboard', () => {
  it('needs a session and level above 1: not level 1, a level-0 factory admin or a line tester', async () => {
    expect((await t.app.inject({ method: 'POST', url: offboardUrl('D01') })).statusCode).toBe(401);
    for (const user of ['l1', 'factory', 'fieldop', 'linetest']) {
      const res = await offboard('D01', user);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message).toBe(messages.forbidden);
    }
    expect((await deviceRow('D01'))?.homeId).toBe('H1');
  });

  it('answers Device not found outside the caller countries or brands, and for an unknown id', async () => {
    for (const id of ['D06', 'D07', 'NOPE']) {
      const res = await offboard(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(messages.deviceNotFound);
    }
    expect((await deviceRow('D06'))?.onboardedAt).not.toBeNull();
  });

  it('hides devices of another tenant or outside the caller categories', async () => {
    for (const [id, user, tenant] of [
      ['D01', 'nm', 'northmart'],
      ['D02', 'l2', 'panasonic'],
    ] as const) {
      const res = await offboard(id, user, tenant);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(messages.deviceNotFound);
    }
    expect((await deviceRow('D02'))?.onboardedAt).not.toBeNull();
  });

  it('refuses a gateway while it has children, even ones the caller cannot see', async () => {
    const res = await offboard('GW1');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.gatewayHasChildren);
    expect((await deviceRow('GW1'))?.onboardedAt).not.toBeNull();
  });

  it('refuses a device that is not onboarded', async () => {
    const res = await offboard('D03');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.deviceNotOnboarded);
  });

  it('clears home, space and owner, records the offboard history and the audit', async () => {
    const res = await offboard('D01');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: messages.offboarded });
    expect(await deviceRow('D01')).toMatchObject({
      homeId: null,
      spaceId: null,
      onboardedAt: null,
      onboardedBy: null,
      deviceName: null,
    });
    const history = await t.db
      .select()
      .from(deviceOnboardHistory)
      .where(eq(deviceOnboardHistory.deviceId, 'D01'));
    expect(history).toMatchObject([{ activity: 'offboard', userId: 'U1', tenantId: 'panasonic' }]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, 'D01'), eq(auditLog.action, 'device.offboarded')));
    expect(entry).toMatchObject({ tenantId: 'panasonic', actorName: 'l2', entity: 'device' });
    expect((await offboard('D01')).statusCode).toBe(409); // once only
  });

  it('lets the gateway go once every child is offboarded', async () => {
    for (const id of ['C11', 'C12', 'C13', 'C14']) expect((await offboard(id)).statusCode).toBe(200);
    expect((await deviceRow('C11'))?.parentDeviceId).toBeNull();
    expect((await offboard('GW1')).statusCode).toBe(409); // C15 is still there
    await t.db.update(devices).set({ parentDeviceId: null }).where(eq(devices.deviceId, 'C15'));
    expect((await offboard('GW1')).statusCode).toBe(200);
  });
});
