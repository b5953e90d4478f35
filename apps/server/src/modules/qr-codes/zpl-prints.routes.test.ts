import { createServer, type Server } from 'node:net';
import { decodeSetupPayload } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import { ZplReprintRefusal, zplLayout } from '@console/contracts/qr-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, qrLabels } from '../../platform/db/schema';
import { insertQrSubjects } from './test-fixtures';

/*
 * ZPL prints and label printers (issue 34): a batch as ZPL from the unit records, sent to a
 * registered network printer over raw TCP (here a real socket server that keeps what it receives),
 * each print counted per serial, operator and station, a reprint refused without a reason.
 */
const QR = '/simplifi/v1/certificateManager/qrcode';
let t: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;
let partner: Record<string, string>;
let printer: Server;
let printerPort: number;
const received: string[] = [];

/** A label printer's raw port: everything a connection sends until it closes is one job. */
function fakePrinter(): Promise<Server> {
  const server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      socket.end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const printBody = (over: Record<string, unknown> = {}) => ({
  source: 'create',
  category: 'AC',
  brand: 'PANASONIC',
  isMatter: true,
  modelId: 'MT0001',
  productSerialNumbers: ['PSND01'],
  count: 2,
  qrSpacingInMM: 0.94,
  verticalSpacingInMM: 2.9,
  horizontalSpacingInMM: 2.9,
  dpi: 300,
  target: 'file',
  station: 'Line 3',
  ...over,
});
const print = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: `${QR}/zpl`, payload, headers });
const register = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: `${QR}/printers`, payload, headers });
const zplRows = () => t.db.select().from(qrLabels).where(eq(qrLabels.productSerialNumber, 'PSND01'));

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'zpl.factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'zpl.support', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'zpl.partner', roles: ['FACTORYADMIN'], tenantId: 'northmart' });
  await insertQrSubjects(t.db);
  admin = await t.headersFor('zpl.factory');
  support = await t.headersFor('zpl.support');
  partner = await t.headersFor('zpl.partner', 'northmart');
  printer = await fakePrinter();
  printerPort = (printer.address() as { port: number }).port;
});
afterAll(async () => {
  printer?.close();
  await t?.close();
});

describe('label printers', () => {
  it('are registered by an admin, private and loopback addresses allowed, link-local and multicast refused', async () => {
    for (const host of ['169.254.169.254', '0.0.0.0', '224.0.0.1', 'fe80::1', '[ff02::1]']) {
      const res = await register({ name: `bad ${host}`, host, dpi: 203 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.printerHostRefused);
    }
    for (const [payload, message] of [
      [{ name: '', host: '10.0.0.5', dpi: 203 }, messages.printerNameEmpty],
      [{ name: 'x', host: 'not a host!', dpi: 203 }, messages.printerHostInvalid],
      [{ name: 'x', host: '10.0.0.5', port: 70000, dpi: 203 }, messages.printerPortInvalid],
      [{ name: 'x', host: '10.0.0.5', dpi: 250 }, messages.zplDensityInvalid],
    ] as const) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const lan = await register({ name: 'Line 1 ZT410', host: '192.168.10.20', dpi: 203 });
    expect(lan.statusCode).toBe(200);
    expect(lan.json()).toMatchObject({
      name: 'Line 1 ZT410',
      port: 9100,
      dpi: 203,
      createdBy: 'zpl.factory',
    });
    expect((await register({ name: 'Line 1 ZT410', host: '10.1.1.1', dpi: 300 })).statusCode).toBe(409);
    const list = await t.app.inject({ method: 'GET', url: `${QR}/printers`, headers: admin });
    expect(list.json().printers.map((p: { name: string }) => p.name)).toEqual(['Line 1 ZT410']);
    // Another tenant sees none of them and cannot remove them.
    const theirs = await t.app.inject({ method: 'GET', url: `${QR}/printers`, headers: partner });
    expect(theirs.json().printers).toEqual([]);
    const id = lan.json().id;
    const notTheirs = await t.app.inject({ method: 'DELETE', url: `${QR}/printers/${id}`, headers: partner });
    expect(notTheirs.statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: `${QR}/printers/${id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audited.map((a) => a.action).sort()).toEqual(['qrPrinter.registered', 'qrPrinter.removed']);
  });

  it('are refused without a session and to people outside the QR screen', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${QR}/printers` })).statusCode).toBe(401);
    expect((await register({ name: 'p', host: '10.0.0.9', dpi: 203 }, support)).statusCode).toBe(403);
    expect((await print(printBody(), support)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${QR}/zpl`, payload: printBody() })).statusCode).toBe(
      401,
    );
  });
});

describe('ZPL prints', () => {
  it('answers a batch as ZPL from the unit records, with a failure row for a serial that is no unit', async () => {
    const res = await print(printBody({ productSerialNumbers: ['PSND01', 'NOT-A-UNIT'] }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ fileName: 'qrcode.zpl', dpi: 300, printed: 1, printer: null });
    expect(body.rows).toEqual([
      {
        productSerialNumber: 'PSND01',
        modelId: 'MT0001',
        status: 'Success',
        reasonOfFailure: '',
        reprint: false,
      },
      {
        productSerialNumber: 'NOT-A-UNIT',
        modelId: 'MT0001',
        status: 'Failure',
        reasonOfFailure: messages.qrUnitNotFound,
        reprint: false,
      },
    ]);
    const payload = /\^FDMA,(MT:[^^]+)\^FS/.exec(body.zpl)?.[1] ?? '';
    expect(decodeSetupPayload(payload)?.[0]).toMatchObject({ serialNumber: 'PSND01', passcode: 20202021 });
    expect(body.zpl.match(/\^BQN/g)).toHaveLength(2);
    const [row] = await zplRows();
    expect(row).toMatchObject({
      channel: 'zpl-file',
      station: 'Line 3',
      createdBy: 'zpl.factory',
      reason: null,
    });
  });

  it('asks for a reason to print a serial again, and records it', async () => {
    const again = await print(printBody({ target: 'usb', productSerialNumbers: ['NOT-A-UNIT', 'PSND01'] }));
    expect(again.statusCode).toBe(409);
    // The refusal names the serials printed before (a serial that is no unit is not one of them).
    expect(ZplReprintRefusal.parse(again.json())).toEqual({
      statusCode: 409,
      code: 'zplReprintReasonNeeded',
      message: messages.zplReprintReasonNeeded,
      printedBefore: ['PSND01'],
      printedBeforeCount: 1,
    });
    expect(await zplRows()).toHaveLength(1);
    const withReason = await print(printBody({ target: 'usb', reason: 'Label torn at packing' }));
    expect(withReason.statusCode).toBe(200);
    expect(withReason.json().rows[0].reprint).toBe(true);
    const rows = await zplRows();
    expect(rows.map((r) => [r.channel, r.reason])).toEqual(
      expect.arrayContaining([
        ['zpl-file', null],
        ['zpl-usb', 'Label torn at packing'],
      ]),
    );
  });

  it('sends a batch to a registered network printer over raw TCP at its own density', async () => {
    const reg = await register({ name: 'Bench printer', host: '127.0.0.1', port: printerPort, dpi: 600 });
    expect(reg.statusCode).toBe(200);
    const res = await print(
      printBody({ target: 'network', printerId: reg.json().id, reason: 'Second unit box', dpi: 203 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ printer: 'Bench printer', dpi: 600, printed: 1 });
    expect(received).toEqual([res.json().zpl]);
    // Laid out at 600 dpi (24 dots a millimetre), whatever density the form had.
    const qrString = /\^FDMA,(MT:[^^]+)\^FS/.exec(received[0] ?? '')?.[1] ?? '';
    const unit = { qrString, productSerialNumber: 'PSND01', modelId: 'MT0001', manualCode: '' };
    const layout = zplLayout(unit, {
      density: 600,
      copies: 2,
      qrSpacingMm: 0.94,
      verticalSpacingMm: 2.9,
      horizontalSpacingMm: 2.9,
    });
    expect(received[0]).toContain(`^PW${layout.widthDots}\n`);
    expect(received[0]).toContain(`^BQN,2,${layout.magnification},M`);
    const [networkRow] = (await zplRows()).filter((r) => r.channel === 'zpl-network');
    expect(networkRow).toMatchObject({ printerName: 'Bench printer', dpi: 600, reason: 'Second unit box' });
  });

  it("records nothing when the printer cannot be reached, and refuses another tenant's printer", async () => {
    const closed = await fakePrinter();
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const reg = await register({ name: 'Unplugged', host: '127.0.0.1', port, dpi: 203 });
    const before = (await zplRows()).length;
    const res = await print(printBody({ target: 'network', printerId: reg.json().id, reason: 'again' }));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(messages.printerUnreachable);
    expect(await zplRows()).toHaveLength(before);
    const foreign = await print(printBody({ target: 'network', printerId: reg.json().id }), partner);
    expect(foreign.statusCode).toBe(404);
  });

  it("keeps the screen's rules: station, copies and density", async () => {
    for (const [over, message] of [
      [{ station: ' ' }, messages.zplStationEmpty],
      [{ count: 0 }, messages.invalidQrCopies],
      [{ dpi: 500 }, messages.zplDensityInvalid],
      [{ productSerialNumbers: ['NOT-A-UNIT'] }, messages.noSerialEligible],
    ] as const) {
      const res = await print(printBody(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('counts every print per serial, operator and station', async () => {
    const today = new Date();
    const d = `${String(today.getUTCDate()).padStart(2, '0')}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${today.getUTCFullYear()}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `${QR}/prints`,
      query: { startTs: d, endTs: d },
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const [row] = res
      .json()
      .rows.filter((r: { productSerialNumber: string }) => r.productSerialNumber === 'PSND01');
    expect(row).toMatchObject({
      operator: 'zpl.factory',
      station: 'Line 3',
      prints: 3,
      reprints: 2,
      copies: 6,
    });
    const count = await t.app.inject({
      method: 'GET',
      url: `${QR}/count`,
      query: { startTs: d, endTs: d },
      headers: admin,
    });
    expect(count.json().count).toBe(6);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${QR}/prints`,
      query: { startTs: d, endTs: d },
      headers: partner,
    });
    expect(theirs.json().rows).toEqual([]);
  });
});
