import { messages } from '@console/contracts/messages';
import { QR_DPI_MAX, QR_SPACING_MAX_MM, type QrLabel, stripLayout } from '@console/contracts/qr-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { qrLabels } from '../../platform/db/schema';
import { insertQrSubjects, qrCreateBody } from './test-fixtures';

/*
 * What a label printer can do bounds a label (issue 29): an 80,000 DPI label held every request for
 * 7.8 s and 790 MB, and 1e308 answered 500. Past the bounds a request is a 400 with the rule's
 * message, written nowhere, and the next label is drawn as if nothing had happened.
 */
const QR = '/simplifi/v1/certificateManager/qrcode';
let t: TestApp;
let admin: Record<string, string>;

const body = qrCreateBody;
const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: QR, payload, headers: admin });
const fetchLabel = (query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: QR,
    query: { psn: 'PSND01', dpi: '500', count: '4', qrimage: 'true', ...query },
    headers: admin,
  });
const labelCount = async () => (await t.db.select().from(qrLabels)).length;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'qr.bounds', roles: ['FACTORYADMIN'] });
  await insertQrSubjects(t.db);
  admin = await t.headersFor('qr.bounds');
});
afterAll(async () => t?.close());

describe('QR label bounds', () => {
  it.each([
    [{ dpi: 80_000 }, messages.qrDpiTooHigh],
    [{ dpi: 1e6 }, messages.qrDpiTooHigh],
    [{ dpi: 1e308 }, messages.qrDpiTooHigh],
    [{ dpi: QR_DPI_MAX + 1 }, messages.qrDpiTooHigh],
    [{ horizontalSpacingInMM: 1e6 }, messages.horizontalSpacingTooWide],
    [{ horizontalSpacingInMM: QR_SPACING_MAX_MM + 0.1 }, messages.horizontalSpacingTooWide],
    [{ count: 1e308 }, messages.invalidQrCopies],
  ])('Create refuses %o with its message and writes nothing', async (change, message) => {
    const before = await labelCount();
    const res = await create(body(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await labelCount()).toBe(before);
  });

  it.each([
    [{ dpi: '80000' }, messages.qrDpiTooHigh],
    [{ dpi: '1e308' }, messages.qrDpiTooHigh],
    [{ horizontalSpacingInMM: '1000000' }, messages.horizontalSpacingTooWide],
  ])('Fetch refuses %o with its message and writes nothing', async (change, message) => {
    const before = await labelCount();
    const res = await fetchLabel(change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await labelCount()).toBe(before);
  });

  it('draws the next valid label of the same unit after a refused one, and records only it', async () => {
    const before = await labelCount();
    expect((await create(body({ dpi: 1e308 }))).statusCode).toBe(400);
    const res = await create(body());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productSerialNumber: 'PSND01', dpi: 500 });
    expect(await labelCount()).toBe(before + 1);
  });

  it('draws the largest label the bounds allow, at its DPI', async () => {
    const res = await create(body({ dpi: QR_DPI_MAX, count: 5, horizontalSpacingInMM: QR_SPACING_MAX_MM }));
    expect(res.statusCode).toBe(200);
    const label = res.json() as QrLabel;
    const png = Buffer.from(label.qrImage, 'base64');
    // IHDR: width and height after the signature and the chunk's length and type.
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(width).toBe(stripLayout(5, QR_SPACING_MAX_MM, QR_DPI_MAX, height).widthPx);
    expect(png.length).toBeLessThan(64 * 1024);
  });
});
