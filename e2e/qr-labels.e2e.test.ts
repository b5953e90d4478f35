import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LIST_FETCH_SIZE } from '@console/contracts/constants';
import { type DeviceDetail, getManufacturedDevices } from '@console/contracts/manufactured-devices';
import { groupManualCode } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import { printZplLabels, QR_DEFAULTS, QR_SIZE_MM } from '@console/contracts/qr-codes';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQrPng } from '../apps/server/test/read-qr';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { chooseOption } from './support/select';
import { alertWith, signIn } from './support/sign-in';
import { type ConsoleServer, startServer } from './support/start-server';

/*
 * ZPL labels (issue 34, decision 0041) as a factory admin prints them: a network label printer is
 * a real TCP server on 127.0.0.1 here that keeps every job it is sent (raw ZPL over a socket, as a
 * port 9100 printer takes it), registered on the Label Printers tab. Labels for a few units are
 * downloaded as qrcode.zpl and printed to it; each job is drawn by an independent ZPL renderer
 * (zpl-renderer-js: Zebrash in WebAssembly, in this test's Chromium) and every copy of every code
 * on it read back by ZXing. On a server of this file's own: printers and prints are the tenant's.
 */

/** A network label printer: takes raw ZPL on a socket until the sender closes, and keeps each job. */
interface FakePrinter {
  port: number;
  jobs: string[];
  close: () => Promise<void>;
}

function startFakePrinter(): Promise<FakePrinter> {
  const jobs: string[] = [];
  const server: Server = createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks).toString('utf8'));
      socket.end();
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        jobs,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

/** One copy of a code on a label, as the ZPL places it. */
interface ZplCode {
  /** The ^BQ field's data after `MA,` (automatic input). */
  payload: string;
  /** The square the code and its quiet zone sit in, in dots (the text block under it is as wide). */
  left: number;
  top: number;
  side: number;
  magnification: number;
}

interface ZplLabel {
  widthDots: number;
  lengthDots: number;
  codes: ZplCode[];
  /** The text lines under the codes, in order. */
  text: string[];
}

/** Reads back the labels of a ZPL job: size, each ^BQ code with its square, and the text fields. */
function parseZpl(zpl: string): ZplLabel[] {
  return zpl
    .split('^XZ')
    .filter((part) => part.includes('^XA'))
    .map((label) => {
      const widthDots = Number(/\^PW(\d+)/.exec(label)?.[1]);
      const lengthDots = Number(/\^LL(\d+)/.exec(label)?.[1]);
      const texts = [...label.matchAll(/\^FO(\d+),(\d+)\^A0N,\d+,\d+\^FB(\d+),1,0,C\^FH_\^FD([^^]*)\^FS/g)];
      const codes = [...label.matchAll(/\^FO(\d+),(\d+)\^BQN,2,(\d+),M\^FH_\^FDMA,([^^]*)\^FS/g)].map((m) => {
        const [x, y] = [Number(m[1]), Number(m[2])];
        // The text block under this copy starts at the square's left edge and is the square's width.
        const block = texts.filter((t) => Number(t[1]) <= x).at(-1);
        const left = Number(block?.[1]);
        return {
          payload: m[4] ?? '',
          left,
          top: y - (x - left),
          side: Number(block?.[3]),
          magnification: Number(m[3]),
        };
      });
      return { widthDots, lengthDots, codes, text: texts.map((t) => t[4] ?? '') };
    });
}

const DOTS_PER_MM: Record<number, number> = { 203: 8, 300: 12, 600: 24 };
const screenshots = join(import.meta.dirname, 'screenshots');

describe('QR Code ZPL labels', () => {
  let browser: Browser;
  let server: ConsoleServer;
  let printer: FakePrinter;
  let page: Page;
  let renderer: Page;
  let dir: string;
  const station = 'Line 3 packing';
  let units: { productSerialNumber: string }[] = [];
  /** Each unit's qrString and manual code, from the Create run's result file. */
  const records = new Map<string, { qr: string; manual: string }>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'qr-labels-e2e-'));
    await mkdir(screenshots, { recursive: true });
    [server, printer, browser] = await Promise.all([
      startServer({ SIMULATED_DEVICES: '0' }),
      startFakePrinter(),
      launchBrowser(),
    ]);
    ({ page } = await newPage(browser, server.baseUrl));
    // The renderer in a window of its own: a second tab in the console's window would hide the
    // console's tab, where Chromium then runs no animation frames and every click waited ~2 s.
    renderer = await (await browser.newContext()).newPage();
    await renderer.addScriptTag({
      path: join(dirname(createRequire(import.meta.url).resolve('zpl-renderer-js')), 'index.umd.js'),
    });
    await signIn(page, 'demo.factoryadmin', server);
    // A few manufactured units of the demo's Matter AC model (MT0001), as the Manufactured Devices list has them.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const list = await fetch(
      `${server.baseUrl}${getManufacturedDevices.path}?category=AC&startDate=0&size=${LIST_FETCH_SIZE}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(list.status).toBe(200);
    units = ((await list.json()) as DeviceDetail[])
      .filter((d) => d.brand === 'PANASONIC' && d.modelNumber === 'CS-XU12ZKYF' && d.productSerialNumber)
      .slice(0, 3)
      .map((d) => ({ productSerialNumber: d.productSerialNumber ?? '' }));
  });
  afterAll(async () => {
    await browser?.close();
    await printer?.close();
    await server?.stop();
  });

  /** Each label of a job drawn by zpl-renderer-js at its density, as PNG bytes. */
  async function render(zpl: string, dpi: number): Promise<Buffer[]> {
    const dpmm = DOTS_PER_MM[dpi] ?? 8;
    const [first] = parseZpl(zpl);
    const size = { w: (first?.widthDots ?? 0) / dpmm, h: (first?.lengthDots ?? 0) / dpmm };
    const images = await renderer.evaluate(
      async ({ zpl, w, h, dpmm }) => {
        const zpljs = (globalThis as unknown as { zpljs: typeof import('zpl-renderer-js') }).zpljs;
        return (await zpljs.ready).api.zplToBase64MultipleAsync(zpl, w, h, dpmm);
      },
      { zpl, ...size, dpmm },
    );
    return images.map((b64) => Buffer.from(b64, 'base64'));
  }

  /**
   * Checks a job against decision 0041 and reads it back: one label per unit, in order, each with
   * two copies of its code sized for 12 mm and the serial and grouped manual code under each; every
   * copy, cut from the rendered label, decodes to the unit's record.
   */
  async function checkJob(zpl: string, dpi: number): Promise<void> {
    const labels = parseZpl(zpl);
    expect(labels).toHaveLength(units.length);
    const dpmm = DOTS_PER_MM[dpi] ?? 0;
    const images = await render(zpl, dpi);
    expect(images).toHaveLength(units.length);
    for (const [i, unit] of units.entries()) {
      const label = labels[i];
      const record = records.get(unit.productSerialNumber);
      if (!label || !record) throw new Error(`no label or record for ${unit.productSerialNumber}`);
      expect(record.qr).toMatch(/^MT:/);
      // Two copies side by side, QR spacing around, horizontal spacing between; vertical spacing below the text.
      expect(label.widthDots / dpmm).toBeCloseTo(
        2 * QR_DEFAULTS.qrSpacingMm + 2 * QR_SIZE_MM + QR_DEFAULTS.horizontalSpacingMm,
        0,
      );
      expect(label.codes).toHaveLength(2);
      expect(label.text).toEqual([
        unit.productSerialNumber,
        groupManualCode(record.manual),
        unit.productSerialNumber,
        groupManualCode(record.manual),
      ]);
      const png = images[i] ?? Buffer.alloc(0);
      // The drawn label, for a person to look at (screenshots/ is not committed).
      if (i === 0) await writeFile(join(screenshots, `qr-labels-zpl-${dpi}.png`), png);
      for (const code of label.codes) {
        expect(code.payload).toBe(record.qr);
        expect(code.side / dpmm).toBeCloseTo(QR_SIZE_MM, 0);
        expect(readQrPng(png, { left: code.left, top: code.top, width: code.side, height: code.side })).toBe(
          record.qr,
        );
      }
    }
  }

  const pane = () => page.locator('.ant-tabs-tabpane-active');
  const combobox = (label: string) =>
    pane().getByRole('combobox', { name: new RegExp(`^(\\* )?${label.replace(/[()]/g, '\\$&')}$`) });
  const zplPanel = () => pane().locator('.qr-zpl');

  /** Prints from the ZPL panel; answers the server's answer to the print that went through. */
  async function printZpl(button: string, reason?: string): Promise<Response> {
    const answered = page.waitForResponse(
      (r) => r.url().endsWith(printZplLabels.path) && r.request().method() === 'POST' && r.status() === 200,
    );
    await zplPanel().getByRole('button', { name: button }).click();
    if (reason) {
      const dialog = page.getByRole('dialog', { name: messages.zplReprintTitle });
      await dialog.getByText(messages.zplReprintReasonNeeded).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'qr-labels-reprint');
      await dialog.getByRole('textbox', { name: messages.zplReprintReason }).fill(reason);
      await dialog.getByRole('button', { name: messages.printZpl }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    return answered;
  }

  it('registers the network printer on the Label Printers tab', async () => {
    await page.getByRole('link', { name: messages.qrTitle }).click();
    await page.getByRole('heading', { name: messages.qrTitle }).waitFor();
    await page.getByRole('tab', { name: messages.labelPrintersTab }).click();
    const form = pane();
    await form.getByLabel(messages.printerName, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A link-local address (cloud metadata lives there) is refused, and what was typed stays.
    await form.getByLabel(messages.printerName, { exact: true }).fill('Packing line Zebra');
    await form.getByLabel(messages.printerHost, { exact: true }).fill('169.254.169.254');
    await form.getByRole('button', { name: messages.registerPrinter }).click();
    await page.getByText(messages.printerHostRefused).first().waitFor();
    expect(await form.getByLabel(messages.printerName, { exact: true }).inputValue()).toBe(
      'Packing line Zebra',
    );

    // The printer on the factory network: a loopback address is allowed for printers.
    await form.getByLabel(messages.printerHost, { exact: true }).fill('127.0.0.1');
    await form.getByLabel(messages.printerPort, { exact: true }).fill(String(printer.port));
    await chooseOption(page, form.getByLabel(messages.printerDpi, { exact: true }), '300');
    await Promise.all([
      alertWith(page, messages.printerRegistered).first().waitFor(),
      form.getByRole('button', { name: messages.registerPrinter }).click(),
    ]);
    const row = form.locator('.qr-printers tr.ant-table-row', { hasText: 'Packing line Zebra' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`127.0.0.1${printer.port}300`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'qr-labels-printers');
  });

  it('prints a batch as a ZPL file and to the network printer, each label scanning as its unit', async () => {
    expect(units.length).toBeGreaterThan(1);
    await page.getByRole('tab', { name: messages.qrCreateTab }).click();
    const copies = pane().getByRole('spinbutton', { name: messages.qrCopies });
    await copies.fill('2');
    await chooseOption(page, combobox(messages.category), /^AC$/);
    await chooseOption(page, combobox(messages.brand), /^PANASONIC$/);
    await chooseOption(page, combobox(messages.qrModelNumber), /\(MT0001\)/);
    const csv = ['Product Serial Number', ...units.map((u) => u.productSerialNumber)].join('\n');
    await pane()
      .locator('input[type=file]')
      .setInputFiles({ name: 'serials.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // The upload takes the file a moment later (its check runs as a promise): a click before then
    // generates labels for new serials instead, as a run without a file does.
    await pane().locator('.ant-upload-list').getByText('serials.csv').waitFor();
    await pane().getByRole('button', { name: messages.generateQrCode }).click();
    const download = pane().locator('.qr-status').getByRole('button', { name: messages.downloadResult });
    await download.waitFor();

    // The run's result file: each unit's MT: payload and manual code, as the screen hands them out.
    const [result] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const resultFile = join(dir, 'qrcode.csv');
    await result.saveAs(resultFile);
    for (const line of (await readFile(resultFile, 'utf8')).trim().split(/\r?\n/).slice(1)) {
      const [psn = '', qr = '', manual = ''] = line.split(',');
      records.set(psn, { qr, manual });
    }
    expect(records.size).toBe(units.length);

    // The panel starts at the density nearest the form's DPI (500 prints at 600).
    await zplPanel().waitFor();
    expect(await zplPanel().locator('.ant-select-selection-item').first().textContent()).toBe('600 dpi');
    await zplPanel().getByLabel(messages.zplStation, { exact: true }).fill(station);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'qr-labels-panel');

    // First print: the file, at 203 dpi; nobody is asked for a reason.
    await chooseOption(page, zplPanel().getByLabel(messages.zplDensity, { exact: true }), '203 dpi');
    const [file, first] = await Promise.all([page.waitForEvent('download'), printZpl(messages.downloadZpl)]);
    expect(file.suggestedFilename()).toBe('qrcode.zpl');
    const saved = join(dir, 'qrcode.zpl');
    await file.saveAs(saved);
    const firstAnswer = (await first.json()) as { rows: { reprint: boolean }[]; dpi: number };
    expect(firstAnswer.dpi).toBe(203);
    expect(firstAnswer.rows.map((r) => r.reprint)).toEqual(units.map(() => false));
    await alertWith(page, messages.zplDownloaded.replace('{count}', String(units.length)))
      .first()
      .waitFor();
    await checkJob(await readFile(saved, 'utf8'), 203);

    // Again, to the network printer: a reprint, which asks why; printed at the printer's 300 dpi.
    await chooseOption(
      page,
      zplPanel().getByLabel(messages.zplTarget, { exact: true }),
      /Packing line Zebra/,
    );
    expect(await zplPanel().locator('.ant-select-selection-item').first().textContent()).toBe('300 dpi');
    const second = await printZpl(messages.printZpl, 'Labels smudged on the first roll');
    const secondAnswer = (await second.json()) as {
      rows: { reprint: boolean }[];
      dpi: number;
      printer: string;
    };
    expect(secondAnswer).toMatchObject({ dpi: 300, printer: 'Packing line Zebra' });
    expect(secondAnswer.rows.map((r) => r.reprint)).toEqual(units.map(() => true));
    await alertWith(page, messages.zplPrinted.replace('{count}', String(units.length)))
      .first()
      .waitFor();
    expect(printer.jobs).toHaveLength(1);
    await checkJob(printer.jobs[0] ?? '', 300);

    // And a file at 600 dpi, a reprint too.
    await chooseOption(
      page,
      zplPanel().getByLabel(messages.zplTarget, { exact: true }),
      messages.zplTargetFile,
    );
    await chooseOption(page, zplPanel().getByLabel(messages.zplDensity, { exact: true }), '600 dpi');
    const [file600, third] = await Promise.all([
      page.waitForEvent('download'),
      printZpl(messages.downloadZpl, 'Spare set for the returns desk'),
    ]);
    expect(((await third.json()) as { rows: { reprint: boolean }[] }).rows.every((r) => r.reprint)).toBe(
      true,
    );
    const saved600 = join(dir, 'qrcode-600.zpl');
    await file600.saveAs(saved600);
    await checkJob(await readFile(saved600, 'utf8'), 600);
  }, 180_000);

  it('counts each ZPL print and reprint per serial, operator and station', async () => {
    await page.getByRole('tab', { name: messages.qrCountTab }).click();
    const today = new Date();
    const text = `${String(today.getDate()).padStart(2, '0')}-${String(today.getMonth() + 1).padStart(2, '0')}-${today.getFullYear()}`;
    for (const label of [messages.qrStartDate, messages.qrEndDate]) {
      const input = pane().getByRole('textbox', { name: label });
      await input.click();
      await input.fill(text);
      await input.press('Enter');
    }
    await pane().getByRole('button', { name: messages.filter }).click();
    const table = pane().locator('.qr-prints');
    for (const unit of units) {
      const row = table.locator('tr.ant-table-row', { hasText: unit.productSerialNumber }).filter({
        hasText: station,
      });
      await row.waitFor();
      const cells = await row.locator('td').allTextContents();
      // Serial, operator, station, prints, reprints, copies (2 on each of 3 prints).
      expect(cells.slice(0, 6)).toEqual([
        unit.productSerialNumber,
        'demo.factoryadmin',
        station,
        '3',
        '2',
        '6',
      ]);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'qr-labels-count');
  });

  it("shows on the Fetch tab the payload the printer's labels scanned as", async () => {
    const unit = units[0];
    if (!unit) throw new Error('no unit');
    await page.getByRole('tab', { name: messages.qrFetchTab }).click();
    await pane()
      .getByRole('textbox', { name: messages.qrProductSerialNumber })
      .fill(unit.productSerialNumber);
    await pane().getByRole('button', { name: messages.getQrCodeDetails }).click();
    const details = pane().locator('.qr-details');
    await details.getByText(messages.psnDetails).waitFor();
    const job = parseZpl(printer.jobs[0] ?? '')[0];
    await details.getByText(job?.codes[0]?.payload ?? 'none', { exact: true }).waitFor();
  });
});
