import { createHash } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@console/contracts/messages';
import { listBatches } from '@console/contracts/rollouts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { signWithDemoKey } from './support/firmware';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';
import { clickForAlert } from './support/sign-in';

/** Opens the antd Select with this id and picks an option (the first when none is named). */
const choose = (page: Page, id: string, option?: string) =>
  chooseOption(page, page.locator(`#${id}`), option);

describe('device firmware', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(join(tmpdir(), 'fw-e2e-'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the firmware distribution of a category and brand as a chart and a sortable table', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await page.getByRole('menuitem', { name: 'Device Firmware' }).click();
    await page.waitForURL('**/deviceFirmware');
    await page.getByRole('button', { name: messages.filter }).click();
    await page.getByText(messages.categoryEmpty).waitFor();
    await choose(page, 'distribution-category', 'AC');
    await choose(page, 'distribution-brand', 'PANASONIC');
    await page.getByRole('button', { name: messages.filter }).click();
    await page.getByText(messages.totalDevices).waitFor();
    expect(await page.getByRole('button', { name: messages.filter }).isDisabled()).toBe(true);
    await page.locator('.distribution-chart svg').waitFor();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    expect(await rows.count()).toBeGreaterThan(0);
    await screenshot(page, 'firmware-distribution');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: messages.firmwareInfoTitle }).click();
    await page.waitForURL('**/firmwareInfo');
    await page.getByRole('heading', { name: 'AC', exact: true }).waitFor();
    expect(await page.locator('.ant-card').count()).toBeGreaterThan(1);
    await screenshot(page, 'firmware-info');
    expect(await seriousViolations(page)).toEqual([]);
    // Back returns to the firmware page as it was left, its tab and sub-tab included.
    await page.getByRole('button', { name: messages.back }).click();
    await page.waitForURL('**/deviceFirmware');
    await page.getByRole('tab', { name: messages.fotaFirmwareTab }).click();
    await page.getByRole('tab', { name: messages.uploadFirmware }).click();
    await page.waitForURL(/tab=fota&sub=upload/);
    await page.getByRole('link', { name: messages.firmwareInfoTitle }).click();
    await page.waitForURL('**/firmwareInfo');
    await page.getByRole('button', { name: messages.back }).click();
    await page.waitForURL(/\/deviceFirmware\?tab=fota&sub=upload$/);
    await page.getByRole('button', { name: messages.upload }).waitFor();
    await context.close();
  });

  it('uploads FOTA firmware with progress, lists it and downloads the same bytes', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await page.goto('/deviceFirmware?tab=fota');
    await page.getByRole('tab', { name: messages.uploadFirmware }).click();
    // Spec 001 section 9: is-mandatory is false until chosen otherwise.
    expect(await page.getByLabel('False').isChecked()).toBe(true);
    await page.getByRole('button', { name: messages.upload }).click();
    await page.getByText(messages.invalidFirmwareVersion).waitFor();
    expect(await page.getByText(messages.selectMandatory).count()).toBe(0);

    await choose(page, 'fota-upload-category', 'AC');
    await choose(page, 'fota-upload-brand', 'PANASONIC');
    const modelNumber = await choose(page, 'fota-upload-modelNumber');
    await page.locator('#fota-upload-firmwareVersion').fill('9.9');
    await page.getByLabel('True').check();
    // A fixed field loses its message at once.
    await page.getByText(messages.selectMandatory).waitFor({ state: 'detached' });
    const image = Buffer.from(`e2e firmware ${Date.now()}`.repeat(500));
    await writeFile(join(dir, 'e2e.ota.bin'), image);
    await page.locator('#fota-upload-image').setInputFiles(join(dir, 'e2e.ota.bin'));
    // A signature the demo key did not make is refused, and nothing is listed.
    await writeFile(join(dir, 'e2e.ota.bin.sig'), 'signature');
    await page.locator('#fota-upload-signature').setInputFiles(join(dir, 'e2e.ota.bin.sig'));
    await clickForAlert(
      page,
      page.getByRole('button', { name: messages.upload }),
      messages.invalidSignatureFile,
    );
    await writeFile(join(dir, 'e2e.ota.bin.sig'), signWithDemoKey(image));
    await page.locator('#fota-upload-signature').setInputFiles(join(dir, 'e2e.ota.bin.sig'));
    await screenshot(page, 'firmware-fota-upload');
    await clickForAlert(page, page.getByRole('button', { name: messages.upload }), messages.fotaUploaded);

    await page.getByRole('tab', { name: messages.viewFirmwareInfo }).click();
    await choose(page, 'fota-view-category', 'AC');
    await choose(page, 'fota-view-brand', 'PANASONIC');
    await choose(page, 'fota-view-modelNumber', modelNumber);
    await page.getByRole('button', { name: messages.filter }).click();
    const row = page.locator('.ant-table-tbody tr').filter({ hasText: '9.9' });
    await row.waitFor();
    await screenshot(page, 'firmware-fota-view');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `${messages.downloadImage} 9.9` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('e2e.ota.bin');
    const saved = await readFile((await download.path()) ?? '');
    expect(createHash('sha256').update(saved).digest('hex')).toBe(
      createHash('sha256').update(image).digest('hex'),
    );
    await context.close();
  });

  it("says 'No Data found' for an empty batch list, not Ant Design's 'No data'", async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    // No batch, whatever other tests have sent.
    await page.route(`**${listBatches.path}**`, (route) => route.fulfill({ json: [] }));
    await page.goto('/deviceFirmware?tab=fota');
    await page.getByRole('tab', { name: messages.batchListTitle }).click();
    // The sub-tab is in the URL: a reload comes back to the batch list.
    await page.waitForURL(/sub=batches/);
    await page.reload();
    const list = page.locator('.ant-card').filter({ hasText: messages.batchId });
    await list.locator('.ant-empty-description').getByText(messages.noDataFound, { exact: true }).waitFor();
    // Nor the empty picture's title, which screen readers read.
    expect(await list.getByText('No data', { exact: true }).count()).toBe(0);
    await screenshot(page, 'firmware-batch-list-empty');
    await context.close();
  });
});
