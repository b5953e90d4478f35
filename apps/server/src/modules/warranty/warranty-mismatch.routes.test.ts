import { messages } from '@console/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertScopeSamples } from '../../../test/fixtures';
import { auditLog, devices, staffUsers, warrantyMismatchReports } from '../../platform/db/schema';

let t: TestApp;
const url = '/simplifi/v1/upload';

/** The spec's body: the device's fields as the console shows them. */
const bodyOf = (deviceId: string) => ({
  deviceId,
  modelNumber: 'CS-TEST-1',
  category: 'AC',
  productSerialNumber: `PSN${deviceId}`,
  onboardedBy: 'U1',
});

async function post(payload: object, user = 'l1') {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: await t.headersFor(user, user === 'nm' ? 'northmart' : undefined),
  });
}

const reportsOf = (deviceId: string) =>
  t.db.select().from(warrantyMismatchReports).where(eq(warrantyMismatchReports.deviceId, deviceId));
const auditsOf = (deviceId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, deviceId), eq(auditLog.action, 'device.warrantyMismatchReported')));

beforeAll(async () => {
  t = await buildTestApp();
  await insertScopeSamples(t.db);
  for (const id of ['D1', 'D2', 'D3']) await insertDevice(t.db, { deviceId: id, modelNumber: 'CS-XU18' });
  await t.db.update(devices).set({ onboardedBy: 'U1' }).where(eq(devices.deviceId, 'D1'));
  await insertDevice(t.db, { deviceId: 'D4', category: 'WM' }); // outside l1's categories
  await insertDevice(t.db, { deviceId: 'D5', tenantId: 'northmart' });
});
afterAll(() => t.close());

describe('POST /simplifi/v1/upload (a device with no warranty match)', () => {
  it('stores one report from the device row, with an audit entry', async () => {
    const res = await post({ ...bodyOf('D1'), modelNumber: 'CS-XU18' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: messages.warrantyMismatchReported });
    const [l1] = await t.db.select().from(staffUsers).where(eq(staffUsers.userName, 'l1'));
    const rows = await reportsOf('D1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: 'panasonic',
      modelNumber: 'CS-XU18',
      category: 'AC',
      productSerialNumber: 'PSND1',
      onboardedBy: 'U1',
      reportedBy: l1?.id,
      reportCount: 1,
    });
    expect(rows[0]?.firstReportedAt.getTime()).toBe(rows[0]?.lastReportedAt.getTime());
    const entries = await auditsOf('D1');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ tenantId: 'panasonic', actorId: l1?.id, entity: 'device' });
    expect(entries[0]?.detail).toMatchObject({ productSerialNumber: 'PSND1', reportCount: 1 });
  });

  it('updates the same row on a second report of the device: fields as they are now, count 2', async () => {
    await t.db.update(devices).set({ productSerialNumber: 'PSN-NEW' }).where(eq(devices.deviceId, 'D1'));
    const res = await post(bodyOf('D1'));
    expect(res.statusCode).toBe(200);
    const rows = await reportsOf('D1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productSerialNumber: 'PSN-NEW', reportCount: 2 });
    expect(rows[0]!.lastReportedAt.getTime()).toBeGreaterThan(rows[0]!.firstReportedAt.getTime());
    expect(await auditsOf('D1')).toHaveLength(2);
  });

  it('stores the device row, not body fields that disagree with it', async () => {
    const res = await post({
      deviceId: 'D2',
      modelNumber: 'FAKE-MODEL',
      category: 'REF',
      productSerialNumber: 'PLANTED',
      onboardedBy: 'U2',
    });
    expect(res.statusCode).toBe(200);
    expect((await reportsOf('D2'))[0]).toMatchObject({
      modelNumber: 'CS-XU18',
      category: 'AC',
      productSerialNumber: 'PSND2',
      onboardedBy: null,
    });
  });

  it('answers 400 without a deviceId, or with fields the call does not have, and stores nothing', async () => {
    const { deviceId: _, ...missing } = bodyOf('D3');
    expect((await post(missing)).statusCode).toBe(400);
    expect((await post({ ...bodyOf('D3'), deviceId: '  ' })).statusCode).toBe(400);
    expect((await post({ ...bodyOf('D3'), extra: 1 })).statusCode).toBe(400);
    expect(await reportsOf('D3')).toHaveLength(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: bodyOf('D3') })).statusCode).toBe(401);
  });

  it('answers 403 to a level-0 factory admin and where the tenant has no warranty', async () => {
    expect((await post(bodyOf('D3'), 'fieldop')).statusCode).toBe(403);
    const nm = await post(bodyOf('D5'), 'nm');
    expect(nm.statusCode).toBe(403);
    expect(nm.json().message).toBe(messages.warrantyDataNotAvailable);
    expect(await reportsOf('D3')).toHaveLength(0);
    expect(await reportsOf('D5')).toHaveLength(0);
  });

  it("answers 404 Device not found outside the caller's categories or tenant", async () => {
    for (const id of ['D4', 'D5', 'nothing']) {
      const res = await post(bodyOf(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.deviceNotFound);
    }
    expect(await reportsOf('D4')).toHaveLength(0);
    expect(await reportsOf('D5')).toHaveLength(0);
  });
});
