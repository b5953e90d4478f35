import { messages } from '@console/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice } from '../../../test/fixtures';
import { auditLog, devices } from '../../platform/db/schema';
import { insertModel } from '../device-models/model-test-fixtures';
import { insertActionStaff } from './test-fixtures';

let t: TestApp;
const put = async (id: string, body: object, user = 'l2', tenant = 'panasonic') =>
  t.app.inject({
    method: 'PUT',
    url: `/simplifi/v1/deviceManagement/device/${id}`,
    headers: await t.headersFor(user, tenant),
    payload: body,
  });
const deviceRow = async (id: string) =>
  (await t.db.select().from(devices).where(eq(devices.deviceId, id)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  await insertActionStaff(t.db);
  await insertModel(t.db, { modelId: 'MT1', modelNumber: 'CS-NEW-1', modelName: 'New AC' });
  await insertModel(t.db, { modelId: 'MT2', modelNumber: 'REF-1', category: 'REF' });
  await insertDevice(t.db, { deviceId: 'D01' });
  await insertDevice(t.db, { deviceId: 'D02', onboardedAt: null });
  await insertDevice(t.db, { deviceId: 'D03', onboardedAt: null });
  await insertDevice(t.db, { deviceId: 'D04', category: 'WM', onboardedAt: null }); // outside scope
  await insertDevice(t.db, { deviceId: 'D06', country: 'jp', onboardedAt: null }); // outside scope
  await insertDevice(t.db, { deviceId: 'D07', brand: 'ANCHOR', onboardedAt: null }); // outside scope
});
afterAll(() => t.close());

describe('PUT device: model number', () => {
  it('sets a known model of the same category, trimmed, with its name, and audits it', async () => {
    const res = await put('D01', { modelNumber: '  CS-NEW-1 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: messages.modelNumberUpdated });
    expect(await deviceRow('D01')).toMatchObject({ modelNumber: 'CS-NEW-1', modelName: 'New AC' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, 'D01'), eq(auditLog.action, 'device.updated')));
    expect(entry?.detail).toEqual({ field: 'modelNumber', from: 'CS-TEST-1', to: 'CS-NEW-1' });
  });

  it('refuses an empty, unknown or other-category model number', async () => {
    const empty = await put('D01', { modelNumber: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.invalidRequest);
    const unknown = await put('D01', { modelNumber: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.unknownModelNumber);
    const otherCategory = await put('D01', { modelNumber: 'REF-1' });
    expect(otherCategory.statusCode).toBe(400);
    expect(otherCategory.json().message).toBe(messages.unknownModelNumber);
    expect((await deviceRow('D01'))?.modelNumber).toBe('CS-NEW-1');
  });

  it('lets a level-0 factory admin edit, not a level-1 agent or a line tester', async () => {
    for (const user of ['l1', 'linetest']) {
      const res = await put('D01', { modelNumber: 'CS-TEST-1' }, user);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message).toBe(messages.forbidden);
    }
    expect((await deviceRow('D01'))?.modelNumber).toBe('CS-NEW-1');
    expect((await put('D01', { modelNumber: 'CS-NEW-1' }, 'factory')).statusCode).toBe(200);
  });
});

describe('PUT device: product serial number', () => {
  it('changes it while the device is not onboarded; blank clears it', async () => {
    const res = await put('D02', { productSerialNumber: ' PSN-NEW ' });
    expect(res.json()).toEqual({ status: 'success', message: messages.serialUpdated });
    expect((await deviceRow('D02'))?.productSerialNumber).toBe('PSN-NEW');
    expect((await put('D02', { productSerialNumber: '' })).statusCode).toBe(200);
    expect((await deviceRow('D02'))?.productSerialNumber).toBeNull();
  });

  it('refuses an onboarded device and a serial another device has', async () => {
    const onboarded = await put('D01', { productSerialNumber: 'X1' });
    expect(onboarded.statusCode).toBe(409);
    expect(onboarded.json().message).toBe(messages.serialLockedOnboarded);
    const taken = await put('D03', { productSerialNumber: 'PSND01' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.serialInUse);
    expect((await deviceRow('D03'))?.productSerialNumber).toBe('PSND03');
  });

  it('takes one field a call', async () => {
    for (const body of [{ productSerialNumber: 'A', modelNumber: 'CS-NEW-1' }, {}, { deviceName: 'x' }]) {
      const res = await put('D03', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(messages.invalidRequest);
    }
    expect((await deviceRow('D03'))?.productSerialNumber).toBe('PSND03');
  });

  it('401 without a session; devices of another tenant or category stay invisible', async () => {
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/simplifi/v1/deviceManagement/device/D03',
      payload: { productSerialNumber: 'A' },
    });
    expect(anon.statusCode).toBe(401);
    expect((await put('D03', { productSerialNumber: 'A' }, 'nm', 'northmart')).statusCode).toBe(404);
    for (const id of ['D04', 'D06', 'D07', 'NOPE']) {
      const res = await put(id, { productSerialNumber: 'A' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(messages.deviceNotFound);
    }
    expect((await deviceRow('D06'))?.productSerialNumber).toBe('PSND06');
  });
});
