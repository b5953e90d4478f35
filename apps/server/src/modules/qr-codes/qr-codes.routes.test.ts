import { decodeManualCode, decodeSetupPayload } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import { formatQrDate, type QrLabel, stripLayout } from '@console/contracts/qr-codes';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { readQrPng } from '../../../test/read-qr';
import { qrLabels } from '../../platform/db/schema';
import { insertModel } from '../device-models/model-test-fixtures';
import { insertUnit } from '../manufactured-devices/test-fixtures';
import { insertQrSubjects, qrCreateBody } from './test-fixtures';

const QR = '/simplifi/v1/certificateManager/qrcode';
let t: TestApp;
let admin: Record<string, string>;

const body = qrCreateBody;
const create = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: QR, payload, headers });
const get = (url: string, query: Record<string, string>, headers = admin) =>
  t.app.inject({ method: 'GET', url, query, headers });
const labelCount = async () => (await t.db.select().from(qrLabels)).length;

/** Every copy of the label's image reads back as its qrString, at the DPI asked for. */
function expectReadable(label: QrLabel, copies: number, spacing: number) {
  const file = Buffer.from(label.qrImage, 'base64');
  const png = PNG.sync.read(file);
  const layout = stripLayout(copies, spacing, label.dpi, png.height);
  expect(png.width).toBe(layout.widthPx);
  for (const left of layout.offsetsPx)
    expect(readQrPng(file, { left, top: 0, width: layout.sizePx, height: layout.sizePx })).toBe(
      label.qrString,
    );
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'qr.factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'qr.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'qr.l3', roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, { userName: 'qr.field', roles: ['FIELDOPERATOR', 'FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'qr.line', roles: ['LINETESTUSER', 'FACTORYADMIN'] });
  await insertStaff(t.db, {
    userName: 'qr.ref',
    roles: ['CLOUDADMIN', 'CUSTOMERSUPPORTL1'],
    permissions: [{ country: 'IN', categories: ['REF'], brand: 'PANASONIC' }],
  });
  await insertStaff(t.db, {
    userName: 'qr.other',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'IN', categories: ['AC'], brand: 'OTHERBRAND' }],
  });
  await insertStaff(t.db, {
    userName: 'qr.lanka',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'SL1', categories: ['AC'], brand: 'PANASONIC' }],
  });
  await insertStaff(t.db, { userName: 'qr.partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertQrSubjects(t.db);
  await insertModel(t.db, { modelId: 'MT0002', isMatterEnabled: false });
  await insertUnit(t.db, { deviceId: 'D02', modelId: 'MT0002', modelNumber: 'NUM-MT0002' });
  await insertUnit(t.db, { deviceId: 'D03', country: 'lk', discriminator: 1234, passcode: 34567890 });
  admin = await t.loginAs('qr.factory');
});
afterAll(async () => t?.close());

describe('Create and Print QR Code', () => {
  it("answers a Matter unit's real MT: payload and manual code, drawn readable at the DPI", async () => {
    const res = await create(body());
    expect(res.statusCode).toBe(200);
    const label = res.json() as QrLabel;
    expect(label).toMatchObject({
      productSerialNumber: 'PSND01',
      modelId: 'MT0001',
      modelNumber: 'NUM-MT0001',
      category: 'AC',
      isMatter: true,
      productId: 32769,
      dpi: 500,
    });
    const [payload] = decodeSetupPayload(label.qrString) ?? [];
    expect(payload).toMatchObject({
      vendorId: 4447,
      productId: 32769,
      discriminator: 3840,
      passcode: 20202021,
      serialNumber: 'PSND01',
    });
    expect(decodeManualCode(label.manualCode)).toMatchObject({ passcode: 20202021 });
    expect(label.qrCode).toBe(label.qrString);
    expectReadable(label, 4, 2.9);
  });

  it('takes a serial with several models chosen: the label is for the model the unit is of', async () => {
    const res = await create(body({ modelId: 'MT0002,MT0001', isMatter: undefined, count: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ modelId: 'MT0001', isMatter: true });
  });

  it("answers a non-Matter unit's serial number as its code", async () => {
    const res = await create(
      body({ modelId: 'MT0002', isMatter: false, productSerialNumber: 'PSND02', count: 1 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      qrString: 'PSND02',
      manualCode: '',
      isMatter: false,
      productId: null,
    });
    expectReadable(res.json(), 1, 2.9);
  });

  it('answers the Model ID for a model-based label (no serial number)', async () => {
    const { productSerialNumber: _, ...byModel } = body({ count: 2 });
    const res = await create({ ...byModel, horizontalSpacingInMM: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productSerialNumber: null, qrString: 'MT0001', manualCode: '' });
    expectReadable(res.json(), 2, 0);
  });

  it('refuses a serial that is not a unit of that model, never inventing a code, and records nothing', async () => {
    const before = await labelCount();
    for (const [over, status, message] of [
      [{ productSerialNumber: 'PSND02' }, 404, messages.qrUnitNotFound],
      [{ productSerialNumber: 'NO-SUCH-UNIT' }, 404, messages.qrUnitNotFound],
      [{ modelId: 'NOPE' }, 404, messages.qrUnitNotFound],
      [{ modelId: 'NOPE', productSerialNumber: undefined }, 404, messages.qrModelNotFound],
      [{ modelId: 'MT0001,MT0002', productSerialNumber: undefined }, 400, messages.qrOneModelOnly],
      [{ category: 'REF' }, 404, messages.qrModelNotFound],
      [{ isMatter: false }, 400, messages.qrMatterMismatch],
    ] as const) {
      const res = await create(body(over));
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect(await labelCount()).toBe(before);
  });

  it.each([
    [{ category: '' }, 'Category Name Cannot be Empty'],
    [{ modelId: ' ' }, 'Model ID Cannot be Empty'],
    [{ count: 0 }, 'Invalid QR Code Copies Value. Should be Greater than 0 and Less than 5'],
    [{ count: 6 }, messages.invalidQrCopies],
    [{ count: undefined }, messages.invalidQrCopies],
    [{ dpi: 0 }, 'Invalid DPI Value. Must be Greater than or Equal to 1'],
    [{ horizontalSpacingInMM: -1 }, 'Invalid Horizontal Spacing'],
  ])('refuses %o with its message and records nothing', async (over, message) => {
    const before = await labelCount();
    const res = await create(body(over));
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await labelCount()).toBe(before);
  });
});

describe('who may call, and what they see', () => {
  it('needs a session', async () => {
    expect((await create(body(), {})).statusCode).toBe(401);
    expect((await get(`${QR}/count`, { startTs: '01-11-2026', endTs: '01-11-2026' }, {})).statusCode).toBe(
      401,
    );
  });

  it.each(['qr.l3', 'qr.field', 'qr.line'])(
    'refuses %s (section 6: level above 4, CLOUDADMIN or FACTORYADMIN, not a field operator)',
    async (user) => {
      const headers = await t.headersFor(user);
      expect((await create(body(), headers)).statusCode).toBe(403);
      expect((await get(QR, { psn: 'PSND01', dpi: '500', count: '1' }, headers)).statusCode).toBe(403);
      expect(
        (await get(`${QR}/count`, { startTs: '01-11-2026', endTs: '01-11-2026' }, headers)).statusCode,
      ).toBe(403);
    },
  );

  it('lets an L4 in', async () => {
    expect((await create(body({ count: 1 }), await t.headersFor('qr.l4'))).statusCode).toBe(200);
  });

  it("keeps units outside the caller's categories, brands, countries and tenant unseen", async () => {
    const before = await labelCount();
    const psn = { psn: 'PSND01', dpi: '500', count: '1', qrimage: 'true' };
    for (const user of ['qr.ref', 'qr.other', 'qr.lanka', 'qr.partner']) {
      const headers = await t.headersFor(user, user === 'qr.partner' ? 'northmart' : 'panasonic');
      const made = await create(body(), headers);
      expect(made.statusCode, user).toBe(404);
      expect((await get(QR, psn, headers)).statusCode, user).toBe(404);
    }
    expect(await labelCount()).toBe(before);
    // The Sri Lanka staff member does see the Sri Lankan unit.
    const lanka = await create(
      body({ productSerialNumber: 'PSND03', count: 1 }),
      await t.headersFor('qr.lanka'),
    );
    expect(lanka.statusCode).toBe(200);
    expect(decodeSetupPayload(lanka.json().qrString)?.[0]).toMatchObject({
      passcode: 34567890,
      discriminator: 1234,
    });
  });
});

describe('Fetch and Print QR Code', () => {
  it('finds a unit by PSN; the image (and its record) only with qrimage=true', async () => {
    const before = await labelCount();
    const plain = await get(QR, { psn: 'PSND01', dpi: '300', count: '2' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({
      category: 'AC',
      brand: 'PANASONIC',
      modelId: 'MT0001',
      isMatter: true,
      productId: 32769,
      qrImage: '',
    });
    expect(await labelCount()).toBe(before);
    const printed = await get(QR, {
      psn: 'PSND01',
      dpi: '300',
      count: '2',
      qrimage: 'true',
      horizontalSpacingInMM: '1.5',
    });
    expect(printed.json().qrCode).toBe(plain.json().qrCode);
    expectReadable(printed.json(), 2, 1.5);
    expect(await labelCount()).toBe(before + 1);
  });

  it('finds a model by category, brand, Matter choice and Model ID', async () => {
    const res = await get(QR, {
      modelId: 'MT0002',
      category: 'AC',
      brand: 'PANASONIC',
      isMatter: 'false',
      dpi: '500',
      count: '1',
      qrimage: 'true',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      modelId: 'MT0002',
      qrCode: 'MT0002',
      isMatter: false,
      productSerialNumber: null,
    });
    expectReadable(res.json(), 1, 0);
  });

  it('gives the section 5 messages', async () => {
    const cases = [
      [{ dpi: '500', count: '1' }, messages.qrSerialEmpty],
      [{ psn: 'PSND01', dpi: '0', count: '1' }, messages.invalidQrDpi],
      [{ modelId: 'MT0002', brand: 'PANASONIC', dpi: '500', count: '1' }, messages.categoryNameEmpty],
      [{ psn: 'PSND01', dpi: '500', count: '9' }, messages.invalidQrCopies],
    ] as const;
    for (const [query, message] of cases) {
      const res = await get(QR, query);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
  });
});

describe('QR Code Count', () => {
  const today = formatQrDate(new Date());

  it('sums the copies of every label printed in the range, within the caller’s scope', async () => {
    const rows = await t.db.select().from(qrLabels);
    const copies = (where: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(where).reduce((sum, r) => sum + r.copies, 0);
    const all = await get(`${QR}/count`, { startTs: today, endTs: today });
    expect(all.statusCode).toBe(200);
    // India staff: every label but the Sri Lankan unit's.
    expect(all.json().count).toBe(copies((r) => r.country !== 'lk'));
    expect(rows.some((r) => r.country === 'lk')).toBe(true);
    expect(all.json().count).toBeGreaterThan(5);
    // Sri Lanka sees its unit's label and the model-based ones (no country), not India's units.
    const lanka = await get(`${QR}/count`, { startTs: today, endTs: today }, await t.headersFor('qr.lanka'));
    expect(lanka.json().count).toBe(copies((r) => r.country === null || r.country === 'lk'));
    const ref = await get(`${QR}/count`, { startTs: today, endTs: today }, await t.headersFor('qr.ref'));
    expect(ref.json().count).toBe(0);
    const before = await get(`${QR}/count`, { startTs: '01-01-2026', endTs: '31-01-2026' });
    expect(before.json().count).toBe(0);
  });

  it.each([
    [{ endTs: '01-11-2026' }, 'Invalid Start Date. Start Date Cannot be Empty'],
    [{ startTs: '01-11-2026' }, 'Invalid End Date. End Date Cannot be Empty'],
    [{ startTs: '01-11-2026', endTs: '01-01-2099' }, messages.logDateInFuture],
    [{ startTs: '2026-11-01', endTs: '01-11-2026' }, messages.qrDateInvalid],
  ])('refuses %o', async (query, message) => {
    const res = await get(`${QR}/count`, query);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });
});
