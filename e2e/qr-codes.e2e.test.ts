import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeSetupPayload, groupManualCode } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import { QR_CSV_HEADER_PSN, QR_SIZE_MM } from '@console/contracts/qr-codes';
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { fakeCameraArgs, showToCamera } from './support/fake-camera';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';
import { alertWith } from './support/sign-in';

const run = promisify(execFile);

/** Reads the one QR code of a rasterised print. */
function readQr(file: Buffer): string {
  const png = PNG.sync.read(file);
  const luminance = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < luminance.length; i++) luminance[i] = png.data[i * 4] ?? 255;
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, png.width, png.height)),
  );
  // A clean raster on a white page: read module by module (ZXing's finder-pattern detector alone
  // misjudges the size of some crisp codes), as the server's tests read its images.
  return new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
}
const pane = (page: Page) => page.locator('.ant-tabs-tabpane-active');
const field = (page: Page, label: string) =>
  pane(page).getByRole('combobox', { name: new RegExp(`^(\\* )?${label.replace(/[()]/g, '\\$&')}$`) });
const choose = (page: Page, label: string, option: string | RegExp) =>
  chooseOption(page, field(page, label), option);
/** CSS pixels per millimetre. */
const PX_PER_MM = 96 / 25.4;

describe('QR Code screen', () => {
  let browser: Browser;
  let page: Page;
  let video: string;
  let dir: string;
  // Units of the demo's Matter AC model (MT0001, CS-XU12ZKYF), and AC units of other models.
  const acs = inject('demoFixtures').devices.filter((d) => d.category === 'AC' && d.brand === 'PANASONIC');
  const units = acs.filter((d) => d.modelNumber === 'CS-XU12ZKYF');
  const others = acs.filter((d) => d.modelNumber !== 'CS-XU12ZKYF').slice(0, 2);
  // Enough serial numbers that the run takes a second batch of 30, most of them no unit at all.
  const bogus = Array.from({ length: 36 }, (_, i) => `NOT-A-UNIT-${String(i).padStart(4, '0')}`);
  const failures = [...others.map((d) => d.productSerialNumber), ...bogus];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'qr-e2e-'));
    video = join(dir, 'camera.y4m');
    await showToCamera(video, 'not read yet');
    browser = await launchBrowser(fakeCameraArgs(video));
    ({ page } = await newPage(browser));
    await openSignedIn(page, 'demo.factoryadmin');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('generates labels from a CSV, reports each failure, downloads qrcode.csv and prints in millimetres', async () => {
    expect(units.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: messages.qrTitle }).click();
    await page.getByRole('heading', { name: messages.qrTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The section 5 rules first: nothing chosen, and copies typed past 5 (e, +, - and . are refused keys).
    const copies = pane(page).getByRole('spinbutton', { name: messages.qrCopies });
    await copies.fill('');
    await copies.pressSequentially('e+-.9');
    expect(await copies.inputValue()).toBe('9');
    await pane(page).getByRole('button', { name: messages.generateQrCode }).click();
    for (const m of [
      messages.categoryNameEmpty,
      messages.brandNameEmpty,
      messages.qrModelIdEmpty,
      messages.invalidQrCopies,
    ])
      await pane(page).getByText(m, { exact: true }).first().waitFor();
    await copies.fill('2');

    await choose(page, messages.category, /^AC$/);
    await choose(page, messages.brand, /^PANASONIC$/);
    await choose(page, messages.qrModelNumber, /\(MT0001\)/);
    // A chosen model shows its Model ID.
    await pane(page).locator('.qr-model-tag', { hasText: 'MT0001' }).waitFor();

    const upload = pane(page).locator('input[type=file]');
    await upload.setInputFiles({ name: 'serials.txt', mimeType: 'text/plain', buffer: Buffer.from('X1\n') });
    await pane(page).getByRole('button', { name: messages.generateQrCode }).click();
    await alertWith(page, messages.invalidQrFileType).first().waitFor();
    await upload.setInputFiles({
      name: 'empty.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Product Serial Number\n\n'),
    });
    await pane(page).getByRole('button', { name: messages.generateQrCode }).click();
    await alertWith(page, messages.emptyQrFile).first().waitFor();

    const serials = [...units.map((u) => u.productSerialNumber), ...failures];
    const csv = ['Product Serial Number', ...serials].join('\n');
    await upload.setInputFiles({ name: 'serials.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await pane(page).getByRole('button', { name: messages.generateQrCode }).click();
    const status = pane(page).locator('.qr-status');
    const download = status.getByRole('button', { name: messages.downloadResult });
    await download.waitFor();
    const counts = `Total QR Codes\\s*${serials.length}\\s*Success\\s*${units.length}\\s*Failed\\s*${failures.length}`;
    await expect.poll(() => status.textContent()).toMatch(new RegExp(counts));
    // Each failure with its reason: none is given an invented code.
    const failedRows = pane(page).locator('tr.ant-table-row', { hasText: 'Failure' });
    expect(await failedRows.count()).toBeGreaterThan(0);
    for (const row of await failedRows.all())
      expect(await row.textContent()).toContain(messages.qrUnitNotFound);
    await screenshot(page, 'qr-codes-create');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('qrcode.csv');
    const saved = join(dir, 'qrcode.csv');
    await file.saveAs(saved);
    const lines = (await readFile(saved, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe(QR_CSV_HEADER_PSN);
    expect(lines).toHaveLength(units.length + 1);
    for (const u of units) {
      const line = lines.find((l) => l.startsWith(`${u.productSerialNumber},`));
      const [, qr = '', manual = ''] = line?.split(',') ?? [];
      expect(decodeSetupPayload(qr)?.[0]?.serialNumber).toBe(u.productSerialNumber);
      expect(manual).toMatch(/^\d{11}$/);
    }

    // The print area, as print media lays it out: 2 copies of 12 mm, 2.9 mm apart, at 500 DPI.
    await page.emulateMedia({ media: 'print' });
    const images = page.locator('.qr-print-area img');
    expect(await images.count()).toBe(units.length);
    const box = await images.first().boundingBox();
    expect((box?.width ?? 0) / PX_PER_MM).toBeCloseTo(2 * QR_SIZE_MM + 2.9, 0);
    expect((box?.height ?? 0) / PX_PER_MM).toBeCloseTo(QR_SIZE_MM, 0);
    if (units.length > 1) {
      const second = await images.nth(1).boundingBox();
      // Rows: 0.94 mm QR spacing around each (the label's text under its code), 2.9 mm vertical spacing between.
      const text = await page.locator('.qr-print-text').first().boundingBox();
      const textMm = (text?.height ?? 0) / PX_PER_MM;
      expect(textMm).toBeGreaterThan(1);
      expect(((second?.y ?? 0) - (box?.y ?? 0)) / PX_PER_MM).toBeCloseTo(
        QR_SIZE_MM + textMm + 2 * 0.94 + 2.9,
        0,
      );
    }
    // page.pdf prints with print media, as Chromium's print dialog does.
    await page.emulateMedia({ media: null });
    const pdf = join(dir, 'labels.pdf');
    await writeFile(pdf, await page.pdf({ format: 'A4', printBackground: true }));
    await run('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      pdf,
      join(import.meta.dirname, 'screenshots', 'qr-codes-print'),
    ]);
    const { stdout } = await run('pdfinfo', [pdf]);
    expect(stdout).toMatch(/Pages:\s+1\b/);
    // Each label's serial number and grouped manual code are real text in the PDF, under each copy.
    const { stdout: printedText } = await run('pdftotext', ['-layout', pdf, '-']);
    for (const u of units) {
      const manual = lines.find((l) => l.startsWith(`${u.productSerialNumber},`))?.split(',')[2] ?? '';
      expect(groupManualCode(manual)).toMatch(/^\d{4}-\d{3}-\d{4}$/);
      expect(printedText.split(u.productSerialNumber).length - 1).toBe(2);
      expect(printedText.split(groupManualCode(manual)).length - 1).toBe(2);
    }
    // The first printed code, rasterised at 300 DPI as a label printer would, reads back as its qrString
    // (the crop ends within its quiet zone, above the label's text: 5 mm page margin + 0.94 + 12 mm).
    const first = units[0]?.productSerialNumber ?? '';
    const printed = lines.find((l) => l.startsWith(`${first},`))?.split(',')[1];
    const crop = join(dir, 'first-code');
    await run('pdftoppm', [
      '-png',
      '-r',
      '300',
      '-singlefile',
      '-x',
      '30',
      '-y',
      '30',
      '-W',
      '220',
      '-H',
      '180',
      pdf,
      crop,
    ]);
    expect(readQr(await readFile(`${crop}.png`))).toBe(printed);
  });

  it('keeps the results readable on a 390 px phone: serial numbers whole, the page no wider than the screen', async () => {
    // The run above, still on the Create tab: each serial number on one line (antd's fixed layout
    // gave each column a quarter of the width and broke them mid-string), the table scrolling
    // sideways in its named region, never the page.
    await page.setViewportSize({ width: 390, height: 844 });
    const region = pane(page).getByRole('region', { name: messages.qrResultsTable });
    await region.waitFor();
    expect(await region.getAttribute('tabindex')).toBe('0');
    const serialLines = await region.locator('td.qr-serial').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return {
          text: cell.textContent,
          lines: new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size,
        };
      }),
    );
    expect(serialLines.length).toBe(20);
    expect(serialLines.filter((c) => c.lines !== 1)).toEqual([]);
    // The page as wide as the phone: the ZPL panel's 300 px Print To select made it 411 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'qr-codes-create-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('fetches by a scanned code: the PSN from a plain code, the model from a Matter code, with the wrong-kind messages', async () => {
    const unit = units[0];
    if (!unit) throw new Error('no unit');
    await page.getByRole('tab', { name: messages.qrFetchTab }).click();
    const scan = pane(page).getByRole('button', { name: messages.scanCode });
    const labels = await readFile(join(dir, 'qrcode.csv'), 'utf8');
    const matter =
      labels
        .split(/\r?\n/)
        .find((l) => l.startsWith(`${unit.productSerialNumber},`))
        ?.split(',')[1] ?? '';

    await showToCamera(video, matter);
    await scan.click();
    await alertWith(page, messages.scanNotPsnBased).first().waitFor();

    await showToCamera(video, unit.productSerialNumber);
    await scan.click();
    await alertWith(page, messages.scanSuccessful).first().waitFor();
    expect(await pane(page).getByRole('textbox', { name: messages.qrProductSerialNumber }).inputValue()).toBe(
      unit.productSerialNumber,
    );
    await pane(page).getByRole('button', { name: messages.getQrCodeDetails }).click();
    const details = pane(page).locator('.qr-details');
    await details.getByText(messages.psnDetails).waitFor();
    await details.getByText(matter, { exact: true }).waitFor();
    await details.getByText('True', { exact: true }).waitFor();
    await screenshot(page, 'qr-codes-fetch');

    await pane(page).getByRole('radio', { name: messages.searchByModel }).check();
    await showToCamera(video, unit.productSerialNumber);
    await scan.click();
    await alertWith(page, messages.scanPsnBased).first().waitFor();
    await showToCamera(video, matter);
    await scan.click();
    await pane(page).locator('.ant-select-selection-item', { hasText: 'MT0001' }).waitFor();
    await pane(page).locator('.ant-select-selection-item', { hasText: /^AC$/ }).waitFor();
    expect(
      await pane(page).getByRole('radio', { name: messages.matterEnabled, exact: true }).isChecked(),
    ).toBe(true);
    await pane(page).getByRole('button', { name: messages.getQrCodeDetails }).click();
    await details.getByText('MT0001', { exact: true }).first().waitFor();
  });

  it('counts the labels printed today', async () => {
    await page.getByRole('tab', { name: messages.qrCountTab }).click();
    await pane(page).getByRole('button', { name: messages.filter }).click();
    // The message is said under its field (no banner), and goes once the count is shown.
    const startEmpty = pane(page).getByText(messages.qrStartDateEmpty);
    await startEmpty.waitFor();
    const today = new Date();
    const text = `${String(today.getDate()).padStart(2, '0')}-${String(today.getMonth() + 1).padStart(2, '0')}-${today.getFullYear()}`;
    for (const label of [messages.qrStartDate, messages.qrEndDate]) {
      const input = pane(page).getByRole('textbox', { name: label });
      await input.click();
      await input.fill(text);
      await input.press('Enter');
    }
    await pane(page).getByRole('button', { name: messages.filter }).click();
    // The labels generated above, two copies each.
    await expect
      .poll(async () =>
        Number(
          ((await pane(page).locator('.qr-count .ant-statistic-content-value').textContent()) ?? '').replace(
            /\D/g,
            '',
          ),
        ),
      )
      .toBeGreaterThanOrEqual(2 * units.length);
    await expect.poll(() => startEmpty.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'qr-codes-count');
  });
});
