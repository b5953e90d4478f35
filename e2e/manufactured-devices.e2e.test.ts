import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeSetupPayload, encodeSetupPayload } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, pathOf, screenshot } from './support/browser';
import { DISPLAY_DATE_TIME, isoDay, pickerDay } from './support/dates';
import { fakeCameraArgs, showToCamera } from './support/fake-camera';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';
import { clickForAlert } from './support/sign-in';

const fixtures = () => {
  const { matterUnit, factoryUnit } = inject('demoFixtures');
  if (!matterUnit || !factoryUnit) throw new Error('the demo data has no manufactured unit samples');
  return { matterUnit, factoryUnit };
};

const choose = (page: Page, label: string, option: string) =>
  chooseOption(page, page.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) }), option);
async function pickDay(page: Page, label: string, day: string) {
  const input = page.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const pager = (page: Page) => page.getByRole('navigation', { name: 'pages' });

describe('Manufactured Devices and the line test', () => {
  let browser: Browser;
  let video: string;

  beforeAll(async () => {
    video = join(await mkdtemp(join(tmpdir(), 'line-test-')), 'camera.y4m');
    await showToCamera(video, 'not read yet');
    browser = await launchBrowser(fakeCameraArgs(video));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters, pages 20 at a time to the end, shows a device with Back, edits a serial and downloads the CSV', async () => {
    const { factoryUnit } = fixtures();
    const { page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await page.getByRole('link', { name: messages.manufacturedDevicesTitle }).click();
    await page.getByRole('heading', { name: messages.manufacturedDevicesTitle }).waitFor();

    await page.getByRole('button', { name: messages.filter }).click();
    await page.getByText(messages.categoryEmpty, { exact: true }).waitFor();
    await page.getByText(messages.startDateEmpty, { exact: true }).waitFor();

    await choose(page, messages.category, 'AC');
    const since = Date.now() - 3 * 365 * 86_400_000;
    await pickDay(page, messages.startDate, pickerDay(since));
    await page.getByRole('button', { name: messages.filter }).click();
    await expect.poll(() => rows(page).count()).toBe(20);
    // A table: its date columns in the console's dateTime format, the same as the detail card's.
    for (const cell of await rows(page).locator('td:nth-child(4)').allTextContents()) {
      expect(cell).toMatch(DISPLAY_DATE_TIME);
    }
    // A picker: the day, kept in the link as YYYY-MM-DD, shown as pickerDate (DD-MM-YYYY).
    expect(new URL(page.url()).searchParams.get('from')).toBe(isoDay(since));
    expect(await seriousViolations(page)).toEqual([]);
    const links = await pager(page).getByRole('button', { name: /^\d+$/ }).count();
    expect(links).toBeGreaterThan(1);
    expect(links).toBeLessThanOrEqual(5);
    await screenshot(page, 'manufactured-devices-list');
    // Next through the window; past the last page of a short hundred is the end.
    for (let i = 1; i < links; i++) await pager(page).getByRole('button', { name: messages.next }).click();
    await expect.poll(() => pager(page).locator('[aria-current="page"]').textContent()).toBe(String(links));
    await clickForAlert(page, pager(page).getByRole('button', { name: messages.next }), messages.endOfPage);

    await pager(page).getByRole('button', { name: '1', exact: true }).click();
    // The page is a URL parameter: the router moves to it in a transition, not within the click.
    await expect.poll(() => pager(page).locator('[aria-current="page"]').textContent()).toBe('1');
    const firstId = ((await rows(page).first().locator('td').first().textContent()) ?? '').trim();
    await rows(page).first().getByRole('button', { name: firstId, exact: true }).click();
    for (const label of [
      messages.deviceId,
      messages.macAddress,
      messages.efuseMacAddress,
      messages.provisionedAt,
    ]) {
      await page.locator('.ant-descriptions-item-label', { hasText: label }).first().waitFor();
    }
    await page.locator('[data-field="deviceId"]', { hasText: firstId }).waitFor();
    await screenshot(page, 'manufactured-devices-detail');
    // The opened unit is in the link: a reload shows it again, its dates readable (no raw epoch).
    expect(new URL(page.url()).searchParams.get('unit')).toBe(firstId);
    await page.reload();
    await page.locator('[data-field="deviceId"]', { hasText: firstId }).waitFor();
    // A detail card: dates in the console's dateTime format.
    expect(await page.locator('[data-field="manufacturedDate"]').textContent()).toMatch(DISPLAY_DATE_TIME);
    await screenshot(page, 'manufactured-devices-detail-after-reload');
    await page.getByRole('button', { name: messages.back }).click();
    await expect.poll(() => rows(page).count()).toBe(20);
    // Back returns to the same filter, and so does a reload (the filter is in the URL).
    await page.locator('.ant-select-selection-item', { hasText: /^AC$/ }).waitFor();
    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(20);
    await page.locator('.ant-select-selection-item', { hasText: /^AC$/ }).waitFor();
    const startBox = page.getByRole('textbox', { name: new RegExp(`^(\\* )?${messages.startDate}$`) });
    expect(await startBox.inputValue()).toBe(pickerDay(since));

    // The unit still at the factory, by its day; its serial edited in place.
    const day = pickerDay(factoryUnit.manufacturedDate * 1000);
    await pickDay(page, messages.startDate, day);
    await pickDay(page, messages.endDate, day);
    await page.getByRole('button', { name: messages.filter }).click();
    const row = rows(page).filter({ hasText: factoryUnit.deviceId });
    await row.waitFor();
    await row
      .getByRole('button', {
        name: `${messages.edit} ${messages.productSerialNumber} ${factoryUnit.deviceId}`,
      })
      .click();
    const input = row.getByRole('textbox');
    await input.fill('   ');
    expect(await row.getByRole('button', { name: messages.update }).isDisabled()).toBe(true);
    const serial = `${factoryUnit.productSerialNumber}E`;
    await input.fill(serial);
    await screenshot(page, 'manufactured-devices-serial-edit');
    await clickForAlert(
      page,
      row.getByRole('button', { name: messages.update }),
      messages.serialNumberUpdated,
    );
    await row.getByText(serial, { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: messages.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Manufactured_Devices_AC_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path()) as string, 'utf8')).trim().split('\r\n');
    expect(csv[0]).toMatch(/^Device ID,Product Serial Number,/);
    expect(csv.some((line) => line.startsWith(`${factoryUnit.deviceId},${serial},`))).toBe(true);
  });

  it('says what is wrong with a contradictory filter instead of No Data found', async () => {
    const { page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await page.goto(PATHS.manufacturedDevices);
    await page.getByRole('heading', { name: messages.manufacturedDevicesTitle }).waitFor();
    await choose(page, messages.category, 'AC');
    await pickDay(page, messages.startDate, pickerDay(Date.now() - 10 * 86_400_000));
    await pickDay(page, messages.endDate, pickerDay(Date.now() - 20 * 86_400_000));
    await page.getByRole('button', { name: messages.filter }).click();
    await page.getByText(messages.endBeforeStart, { exact: true }).waitFor();
    // The refused filter is not applied: the link (and any list shown) keeps the last good one.
    expect(new URL(page.url()).searchParams.get('to')).toBeNull();
    await screenshot(page, 'manufactured-devices-end-before-start');

    await pickDay(page, messages.endDate, pickerDay(Date.now()));
    // Enter in the picker applies the (now good) filter; what is typed while the link catches up stays.
    await page.waitForURL(/[?&]to=/);
    await page.getByRole('textbox', { name: messages.startSerialNumber }).fill('Z');
    await page.getByRole('textbox', { name: messages.endSerialNumber }).fill('A');
    await page.getByRole('button', { name: messages.filter }).click();
    await page.getByText(messages.manufacturedSerialRangeReversed, { exact: true }).waitFor();
    expect(await page.getByText(messages.endBeforeStart, { exact: true }).count()).toBe(0);
    await screenshot(page, 'manufactured-devices-serials-reversed');

    // A link with a contradictory filter lists nothing ('No Data found' would mislead): its field says why.
    await page.goto(
      `${PATHS.manufacturedDevices}?category=AC&from=${isoDay(Date.now())}&fromSerial=Z&toSerial=A`,
    );
    await page.getByText(messages.manufacturedSerialRangeReversed, { exact: true }).waitFor();
    expect(await page.getByText(messages.noDataFound).count()).toBe(0);
    expect(await page.locator('.ant-table').count()).toBe(0);
    await screenshot(page, 'manufactured-devices-serials-reversed-link');
  });

  it('passes a unit scanned with the webcam and fails a label that does not match its record', async () => {
    const { matterUnit } = fixtures();
    const { page } = await newPage(browser);
    await openSignedIn(page, 'demo.linetest');
    await page.getByRole('heading', { name: messages.lineTestTitle }).waitFor();

    await showToCamera(video, matterUnit.qrString);
    await page.getByRole('button', { name: messages.startWebcamScan }).click();
    await page.getByText(messages.lineTestPassed, { exact: true }).waitFor();
    await page.locator('[data-field="deviceId"]', { hasText: matterUnit.deviceId }).waitFor();
    await page
      .locator('[data-field="productSerialNumber"]', { hasText: matterUnit.productSerialNumber })
      .waitFor();
    await page.getByRole('status').getByText(messages.scanningCompleted).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'line-test-webcam-passed');

    const [label] = decodeSetupPayload(matterUnit.qrString) ?? [];
    if (!label) throw new Error('the fixture code does not decode');
    const wrongPasscode = label.passcode === 20202021 ? 20202022 : 20202021;
    await showToCamera(video, encodeSetupPayload({ ...label, passcode: wrongPasscode }));
    await page.getByRole('button', { name: messages.startWebcamScan }).click();
    await page.getByText(messages.lineTestFailed, { exact: true }).waitFor();
    await page.getByText(/does not match the device record: Passcode differs/).waitFor();
    await screenshot(page, 'line-test-webcam-failed');
  });

  it("says In Pogress while the camera reads, and that a model's label is model-id based", async () => {
    const { page } = await newPage(browser);
    await openSignedIn(page, 'demo.linetest');
    await showToCamera(video);
    await page.getByRole('button', { name: messages.startWebcamScan }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.webcamScanningInProgress, { exact: true }).waitFor();
    await screenshot(page, 'line-test-webcam-in-progress');
    await dialog.getByRole('button', { name: messages.close }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // The demo's Matter AC model: its own label carries the Model ID alone.
    await showToCamera(video, 'MT0001');
    await page.getByRole('button', { name: messages.startWebcamScan }).click();
    await page.getByText(messages.lineTestFailed, { exact: true }).waitFor();
    await page.getByText(messages.scanModelIdBased, { exact: true }).waitFor();
    await screenshot(page, 'line-test-model-label');
  });

  it('gives the line tester no Settings: no button, and /Settings is not there', async () => {
    const { page } = await newPage(browser);
    await openSignedIn(page, 'demo.linetest');
    await page.getByRole('heading', { name: messages.lineTestTitle }).waitFor();
    await page.getByRole('button', { name: messages.logout }).waitFor();
    expect(await page.getByRole('button', { name: messages.settings }).count()).toBe(0);
    await page.goto(PATHS.settings);
    await page.waitForURL('**/pageNotFound');
    expect(pathOf(page)).toBe(PATHS.pageNotFound);
    await screenshot(page, 'line-test-settings-refused');
  });

  it('reads a USB scanner typing fast then Enter, MT; as MT:, and fails an unknown serial', async () => {
    const { matterUnit } = fixtures();
    const { page } = await newPage(browser);
    await openSignedIn(page, 'demo.linetest');
    await page.getByRole('tab', { name: messages.lineTestUsbTab }).click();
    const input = page.getByRole('textbox', { name: messages.lineTestUsbTab });
    const scan = async (text: string) => {
      await page.getByRole('button', { name: messages.startUsbScan }).click();
      await page.getByRole('status').getByText(messages.usbScanningStarted).waitFor();
      await input.pressSequentially(text, { delay: 5 });
      await input.press('Enter');
    };

    await scan(matterUnit.qrString.replace('MT:', 'MT;'));
    await page.getByRole('status').getByText(messages.usbScanningInProgress).waitFor();
    expect(await input.inputValue()).toBe(matterUnit.qrString);
    await page.getByText(messages.lineTestPassed, { exact: true }).waitFor();
    await page.locator('[data-field="deviceId"]', { hasText: matterUnit.deviceId }).waitFor();
    await screenshot(page, 'line-test-usb-passed');

    await scan('NO-SUCH-SERIAL-1');
    await page.getByText(messages.lineTestFailed, { exact: true }).waitFor();
    await page.getByText(messages.deviceNotFound, { exact: true }).waitFor();
    await page.getByRole('status').getByText(messages.scanningCompleted).waitFor();
    await screenshot(page, 'line-test-usb-failed');
  });
});
