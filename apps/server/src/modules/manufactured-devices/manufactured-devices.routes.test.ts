import { DEVICE_DETAIL_FIELDS } from '@console/contracts/manufactured-devices';
import { encodeSetupPayload } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, devices, manufacturedDevices } from '../../platform/db/schema';
import { insertModel } from '../device-models/model-test-fixtures';
import { insertUnit } from './test-fixtures';

let t: TestApp;
const LIST = '/simplifi/v1/deviceManagement/devices/manufacturedDevices';
const LINE_TEST = '/simplifi/v1/deviceManagement/devices/lineTest';
const DAY = 86_400;
const START = 1_761_955_200; // 1 Nov 2025 00:00 UTC
const ms = (sec: number) => sec * 1000;

const call = async (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  user: string,
  payload?: object,
  tenant = 'panasonic',
) => t.app.inject({ method, url, headers: await t.headersFor(user, tenant), payload });
const list = (user: string, query: Record<string, string | number>) =>
  call(
    'GET',
    `${LIST}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    user,
  );
const ids = (body: { deviceId: string }[]) => body.map((d) => d.deviceId);
const matterCode = (over: object = {}) =>
  encodeSetupPayload({
    version: 0,
    vendorId: 4447,
    productId: 0x8001,
    flowType: 0,
    discoveryCapabilities: 2,
    discriminator: 1234,
    passcode: 34567890,
    serialNumber: 'PSNM01',
    ...over,
  });

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  for (const [userName, roles] of [
    ['factory', ['FACTORYADMIN']],
    ['l4', ['CUSTOMERSUPPORTL4']],
    ['cloud', ['CLOUDADMIN', 'CUSTOMERSUPPORTL1']],
    ['l2', ['CUSTOMERSUPPORTL2']],
    ['field', ['CUSTOMERSUPPORTL4', 'FIELDOPERATOR']],
    ['linetest', ['LINETESTUSER', 'CUSTOMERSUPPORTL4']],
  ] as const) {
    await insertStaff(t.db, { userName, roles: [...roles] });
  }
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertModel(t.db, { modelId: 'MT0001', isMatterEnabled: true, vendorId: 4447, productId: 0x8001 });
  await insertModel(t.db, { modelId: 'MT0002', modelNumber: 'NUM-MT0002' });
  // 25 ACs in scope, one a day from 1 Nov; PSNs A01..A25 so a serial range is easy to read.
  for (let i = 1; i <= 25; i++) {
    const n = String(i).padStart(2, '0');
    await insertUnit(t.db, {
      deviceId: `U${n}`,
      productSerialNumber: `A${n}`,
      manufacturedDate: START + (i - 1) * DAY + 3600,
    });
  }
  await insertUnit(t.db, { deviceId: 'R01', category: 'REF', manufacturedDate: START + 3600 });
  await insertUnit(t.db, { deviceId: 'J01', country: 'jp', manufacturedDate: START + 3600 });
  await insertUnit(t.db, { deviceId: 'B01', brand: 'ANCHOR', manufacturedDate: START + 3600 });
  await insertUnit(t.db, { deviceId: 'W01', category: 'WM', manufacturedDate: START + 3600 });
  await insertUnit(t.db, { deviceId: 'N01', tenantId: 'northmart', manufacturedDate: START + 3600 });
  await insertUnit(t.db, {
    deviceId: 'M01',
    productSerialNumber: 'PSNM01',
    discriminator: 1234,
    passcode: 34567890,
    manufacturedDate: START - DAY,
  });
  await insertUnit(t.db, {
    deviceId: 'P01',
    modelId: 'MT0002',
    productSerialNumber: 'PSNP01',
    manufacturedDate: START - DAY,
  });
  await insertDevice(t.db, { deviceId: 'U03' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET manufacturedDevices', () => {
  it('is for the screen rule: no session 401, level 2 and field operators 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${LIST}?category=AC&startDate=0` })).statusCode).toBe(
      401,
    );
    expect((await list('l2', { category: 'AC', startDate: 0 })).statusCode).toBe(403);
    expect((await list('field', { category: 'AC', startDate: 0 })).statusCode).toBe(403);
    expect((await list('linetest', { category: 'AC', startDate: 0 })).statusCode).toBe(403);
    expect((await list('factory', { category: 'AC', startDate: 0 })).statusCode).toBe(200);
  });

  it('needs a category and a start date, in the spec words', async () => {
    const noCategory = await list('l4', { startDate: 0 });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toBe('Category Cannot be Empty');
    const noStart = await list('l4', { category: 'AC' });
    expect(noStart.statusCode).toBe(400);
    expect(noStart.json().message).toBe('Start Date Cannot be Empty');
  });

  it('pages newest first, a short page meaning the last, every device detail field in epoch seconds', async () => {
    const q = { category: 'AC', startDate: ms(START), size: 10 };
    const pages = await Promise.all([0, 1, 2].map((page) => list('l4', { ...q, page })));
    const bodies = pages.map((p) => p.json());
    expect(bodies.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(ids(bodies.flat())).toEqual(
      Array.from({ length: 25 }, (_, i) => `U${String(25 - i).padStart(2, '0')}`),
    );
    const first = bodies[0][0];
    expect(Object.keys(first).sort()).toEqual([...DEVICE_DETAIL_FIELDS].sort());
    expect(first.manufacturedDate).toBe(START + 24 * DAY + 3600);
    expect(first.createdAt).toBeLessThan(10_000_000_000);
    const defaultSize = await list('l4', { category: 'ac', startDate: ms(START) });
    expect(defaultSize.json()).toHaveLength(25);
  });

  it('keeps to the caller: tenant, countries, categories and brands', async () => {
    const all = ids((await list('l4', { category: 'AC', startDate: 0 })).json());
    expect(all).not.toContain('J01');
    expect(all).not.toContain('B01');
    expect(all).not.toContain('N01');
    expect(ids((await list('l4', { category: 'REF', startDate: 0 })).json())).toEqual(['R01']);
    expect((await list('l4', { category: 'WM', startDate: 0 })).json()).toEqual([]);
    expect(
      ids((await call('GET', `${LIST}?category=AC&startDate=0`, 'nm', undefined, 'northmart')).json()),
    ).toEqual(['N01']);
  });

  it('filters by the date range (end exclusive, the day after the last) and the serial range', async () => {
    const days = await list('l4', {
      category: 'AC',
      startDate: ms(START + DAY),
      endDate: ms(START + 3 * DAY),
    });
    expect(ids(days.json())).toEqual(['U03', 'U02']);
    const serials = await list('l4', {
      category: 'AC',
      startDate: 0,
      startSerialNumber: 'A05',
      endSerialNumber: 'A07',
    });
    expect(ids(serials.json())).toEqual(['U07', 'U06', 'U05']);
  });
});

describe('GET manufacturedDevices/download', () => {
  it('streams the filtered units as Manufactured_Devices_{category}_{date}.csv', async () => {
    const res = await call(
      'GET',
      `${LIST}/download?category=AC&startDate=${ms(START)}&endSerialNumber=A03`,
      'factory',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /filename="Manufactured_Devices_AC_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Device ID,Product Serial Number,Serial Number,Model Number/);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['U03', 'U02', 'U01']);
  });

  it('checks the same rule and filters', async () => {
    expect((await call('GET', `${LIST}/download?category=AC&startDate=0`, 'l2')).statusCode).toBe(403);
    const res = await call('GET', `${LIST}/download?startDate=0`, 'factory');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.categoryEmpty);
  });
});

describe('PUT manufacturedDevices/:deviceId/productSerialNumber', () => {
  const put = (user: string, id: string, productSerialNumber: string) =>
    call('PUT', `${LIST}/${id}/productSerialNumber`, user, { productSerialNumber });

  it('is for level above 1 within the screen rule', async () => {
    expect((await put('cloud', 'U03', 'NEW03')).statusCode).toBe(403);
    expect((await put('factory', 'U03', 'NEW03')).statusCode).toBe(403);
  });

  it('updates the unit and its device record, audited', async () => {
    const res = await put('l4', 'U03', '  NEW03 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.serialNumberUpdated,
      device: { deviceId: 'U03', productSerialNumber: 'NEW03' },
    });
    const [unit] = await t.db
      .select()
      .from(manufacturedDevices)
      .where(eq(manufacturedDevices.deviceId, 'U03'));
    expect(unit?.productSerialNumber).toBe('NEW03');
    const [device] = await t.db.select().from(devices).where(eq(devices.deviceId, 'U03'));
    expect(device?.productSerialNumber).toBe('NEW03');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'manufactured-device'), eq(auditLog.entityId, 'U03')));
    expect(entry?.detail).toEqual({ before: 'A03', after: 'NEW03' });
  });

  it('refuses an empty serial, one another unit has, and a unit out of scope', async () => {
    const empty = await put('l4', 'U04', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.serialNumberEmpty);
    const taken = await put('l4', 'U04', 'A05');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.serialNumberTaken);
    expect((await put('l4', 'J01', 'X')).statusCode).toBe(404);
    expect((await put('l4', 'N01', 'X')).statusCode).toBe(404);
  });
});

describe('POST lineTest', () => {
  const lineTest = (code: string, user = 'linetest') => call('POST', LINE_TEST, user, { code });

  it('is the line-test user only', async () => {
    expect((await lineTest('A01', 'l4')).statusCode).toBe(403);
    expect((await lineTest('A01', 'factory')).statusCode).toBe(403);
  });

  it('passes a plain serial with the device detail', async () => {
    const res = await lineTest(' A01 ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ passed: true, message: null, serial: 'A01', mismatches: [] });
    expect(Object.keys(body.device).sort()).toEqual([...DEVICE_DETAIL_FIELDS].sort());
    expect(body.device).toMatchObject({
      deviceId: 'U01',
      productSerialNumber: 'A01',
      manufacturedDate: START + 3600,
    });
  });

  it('resolves a Matter code to its serial, MT; read as MT:, and passes a label that matches the record', async () => {
    for (const code of [matterCode(), matterCode().replace('MT:', 'MT;')]) {
      expect((await lineTest(code)).json()).toMatchObject({
        passed: true,
        serial: 'PSNM01',
        device: { deviceId: 'M01' },
      });
    }
  });

  it('fails a label that does not match the record, naming the fields', async () => {
    const wrong = (await lineTest(matterCode({ passcode: 20202021, vendorId: 4448 }))).json();
    expect(wrong).toMatchObject({
      passed: false,
      serial: 'PSNM01',
      device: null,
      mismatches: ['Vendor ID', 'Passcode'],
    });
    expect(wrong.message).toBe(
      'The QR code label does not match the device record: Vendor ID, Passcode differs',
    );
    const disc = (await lineTest(matterCode({ discriminator: 1235, productId: 1 }))).json();
    expect(disc.mismatches).toEqual(['Product ID', 'Discriminator']);
    const notMatter = (await lineTest(matterCode({ serialNumber: 'PSNP01' }))).json();
    expect(notMatter).toMatchObject({ passed: false, message: messages.lineTestLabelNotMatter });
  });

  it('fails with the spec messages: no serial in the code, a code that does not decode, no such device', async () => {
    expect((await lineTest(matterCode({ serialNumber: undefined }))).json()).toMatchObject({
      passed: false,
      message: 'Cannot Scan QR Code',
    });
    expect((await lineTest('MT:not-a-code')).json()).toMatchObject({
      passed: false,
      message: 'Failed to Scan QR Code',
    });
    for (const code of ['NOPE', 'J01', 'N01']) {
      expect((await lineTest(code)).json()).toMatchObject({ passed: false, message: 'Device not found' });
    }
  });

  it("says a model's own label (its Model ID) is a model-id based code, not a unit", async () => {
    for (const code of ['MT0002', ' MT0001 ']) {
      expect((await lineTest(code)).json()).toMatchObject({
        passed: false,
        message: 'Scanned QR Code is Model ID Based QR Code',
        device: null,
      });
    }
    // A model the caller may not see is no different from nothing.
    await insertModel(t.db, { modelId: 'MT0077', category: 'WM' });
    expect((await lineTest('MT0077')).json().message).toBe('Device not found');
  });
});
