import { readFile } from 'node:fs/promises';
import { HELP_DOC_URL_PLACEHOLDER } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, pathOf, screenshot } from './support/browser';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';
import { alertWith, clickForAlert } from './support/sign-in';

const DAY = 86_400;
const newModel = {
  modelId: 'MT0900',
  modelNumber: 'CS-E2E900',
  modelName: 'E2E Wi-Fi Inverter AC',
  category: 'AC',
  subCategory: 'SPLIT',
  launchDate: Math.floor(Date.now() / 1000) + 2 * DAY,
  isActive: 'True',
  manufacturer: 'Panasonic Life Solutions',
  manufacturerAddress: 'Gurugram, Haryana',
  version: 1,
  helpDocUrl: 'https://docs.example/e2e',
  productManagerId: 'demo.pm',
  countries: ['IN'],
  brand: 'PANASONIC',
  tonnage: 1.5,
  isMatterEnabled: true,
  chipType: 'ESPWIFIBLE',
  matterPID: '8100',
  vendorId: 4447,
  controlCapabilities: [{ capability: 'ACMode', attributes: [{ key: 'ac_mode', values: ['cool', 'dry'] }] }],
  statusCapabilitiesV2: [{ capability: 'ACMode', attributes: [{ key: 'ac_mode' }] }],
};

const jsonFile = (name: string, text: string) => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(text),
});
const upload = (page: Page, name: string, text: string) =>
  page.locator('input[type=file]').setInputFiles(jsonFile(name, text));
/** A form field by its label; antd puts the required mark ('*') into the accessible name. */
const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });
const details = (page: Page) => page.locator('.ant-card').filter({ hasText: messages.modelDetails });
const field = (page: Page, label: string) =>
  details(page)
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');

async function searchByNumber(page: Page, modelNumber: string) {
  await textbox(page, messages.searchByModelNumber).fill(modelNumber);
  await page.getByRole('button', { name: messages.search }).click();
  await details(page).waitFor();
}

describe('device models', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets a product manager create a model from a JSON file, find it, download it and edit it', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.pm');
    await page.getByRole('link', { name: messages.deviceModelTitle }).click();
    await page.getByRole('heading', { name: messages.deviceModelTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: messages.addDeviceModel }).click();
    await page.waitForURL('**/addNewDeviceModel');
    await upload(page, 'two.json', JSON.stringify([newModel, newModel]));
    await alertWith(page, messages.oneModelAtATime).waitFor();
    await upload(page, 'broken.json', '{ not json');
    await alertWith(page, messages.invalidFileUploaded).first().waitFor();

    await upload(page, 'model.json', JSON.stringify(newModel));
    await expect.poll(() => textbox(page, messages.modelIdLabel).inputValue()).toBe('MT0900');
    expect(await textbox(page, messages.modelNumberLabel).inputValue()).toBe('CS-E2E900');
    await page.getByText(messages.tonnageLabel, { exact: true }).waitFor();
    await page.getByRole('tab', { name: messages.controlCapabilities }).waitFor();
    await page
      .locator('.ant-card-head-title')
      .filter({ hasText: /^ACMode$/ })
      .waitFor();

    // Checked on blur (spec 001 section 5).
    await textbox(page, messages.modelNameLabel).fill('');
    await textbox(page, messages.manufacturerNameLabel).focus();
    await page.getByText(messages.modelNameRequired, { exact: true }).waitFor();
    await textbox(page, messages.modelNameLabel).fill(newModel.modelName);
    await textbox(page, messages.manufacturerNameLabel).focus();
    await page.getByText(messages.modelNameRequired, { exact: true }).waitFor({ state: 'detached' });

    // Add Capability moves SleepProfile to the chosen list; its delete icon moves it back.
    await chooseOption(page, page.getByLabel(messages.addCapability).first(), 'SleepProfile');
    await page.getByRole('button', { name: messages.addCapability }).first().click();
    await page
      .locator('.ant-card-head-title')
      .filter({ hasText: /^SleepProfile$/ })
      .waitFor();
    expect(await page.getByRole('spinbutton', { name: 'temperature Min celcius' }).inputValue()).toBe('16');
    await screenshot(page, 'device-model-add-form');
    await page.getByRole('button', { name: `${messages.removeCapability} SleepProfile` }).click();
    await page
      .locator('.ant-card-head-title')
      .filter({ hasText: /^SleepProfile$/ })
      .waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);

    // Add says so and shows the saved model's detail (not an empty search).
    await clickForAlert(
      page,
      page.getByRole('button', { name: messages.addDeviceModel }),
      messages.modelAdded,
    );
    await page.waitForURL((url) => url.pathname === '/deviceDetail' && url.search === '?modelId=MT0900');
    await field(page, messages.modelNameLabel).getByText(newModel.modelName, { exact: true }).waitFor();

    await page.goto('/deviceDetail');
    await searchByNumber(page, 'CS-E2E900');
    expect(pathOf(page)).toBe('/deviceDetail/CS-E2E900');
    await field(page, messages.modelNameLabel).getByText(newModel.modelName, { exact: true }).waitFor();
    await page.reload();
    await field(page, messages.modelIdLabel).getByText('MT0900', { exact: true }).waitFor();
    await screenshot(page, 'device-model-detail');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details(page).getByRole('button', { name: messages.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Device Model Data- CS-E2E900.json');
    const saved = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(saved).toMatchObject({ modelId: 'MT0900', tonnage: 1.5, vendorId: 4447, countries: ['IN'] });

    await details(page).getByRole('button', { name: messages.edit }).click();
    await page.waitForURL('**/addNewDeviceModel?edit=MT0900');
    expect(await textbox(page, messages.modelIdLabel).isDisabled()).toBe(true);
    await textbox(page, messages.modelNameLabel).fill('E2E Renamed AC');
    await screenshot(page, 'device-model-edit-form');
    await clickForAlert(
      page,
      page.getByRole('button', { name: messages.updateDeviceModel }),
      messages.modelUpdated,
    );
    await page.waitForURL((url) => url.pathname === '/deviceDetail' && url.search === '?modelId=MT0900');
    await field(page, messages.modelNameLabel).getByText('E2E Renamed AC', { exact: true }).waitFor();
    await screenshot(page, 'device-model-updated');
    await context.close();
  });

  it('takes Enter in Launch Date as the date only, and saves an empty Help Docs URL as its placeholder', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.pm');
    await page.goto('/addNewDeviceModel');
    const { launchDate, helpDocUrl, ...rest } = newModel;
    await upload(
      page,
      'model.json',
      JSON.stringify({ ...rest, modelId: 'MT0902', modelNumber: 'CS-E2E902' }),
    );
    await expect.poll(() => textbox(page, messages.modelIdLabel).inputValue()).toBe('MT0902');
    const posts: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/deviceManagement/deviceModels'))
        posts.push(r.postDataJSON());
    });

    // Typed as MM/DD/YYYY and taken with Enter: the form stays, nothing is sent yet.
    const day = new Date(Date.now() + 3 * DAY * 1000);
    const typed = [day.getMonth() + 1, day.getDate()].map((n) => String(n).padStart(2, '0')).join('/');
    const dateBox = textbox(page, messages.launchDateLabel);
    await dateBox.fill(`${typed}/${day.getFullYear()}`);
    await dateBox.press('Enter');
    await expect.poll(() => dateBox.inputValue()).toBe(`${typed}/${day.getFullYear()}`);
    expect(await textbox(page, messages.helpDocUrlLabel).getAttribute('placeholder')).toBe(
      HELP_DOC_URL_PLACEHOLDER,
    );

    // Add sends once: Enter sent nothing; an empty Help Docs URL is not refused ('URL is required').
    await clickForAlert(
      page,
      page.getByRole('button', { name: messages.addDeviceModel }),
      messages.modelAdded,
    );
    await page.waitForURL((url) => url.pathname === '/deviceDetail' && url.search === '?modelId=MT0902');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.launchDate).toBe(Math.floor(new Date(day.setHours(0, 0, 0, 0)).getTime() / 1000));
    await field(page, messages.helpDocUrlLabel)
      .getByText(HELP_DOC_URL_PLACEHOLDER, { exact: true })
      .waitFor();
    await screenshot(page, 'device-model-added');
    await context.close();
  });

  it('offers a product manager only the categories they may edit, refrigerators among them', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.pm');
    // MT0010 is the demo refrigerator (REF): REFRIGERATOR is on the allowed list (spec 001 section 6).
    await page.goto('/deviceDetail?modelId=MT0010');
    await field(page, messages.categoryLabel).getByText('REF', { exact: true }).waitFor();
    await details(page).getByRole('button', { name: messages.edit }).click();
    await page.waitForURL('**/addNewDeviceModel?edit=MT0010');
    await expect.poll(() => textbox(page, messages.modelIdLabel).inputValue()).toBe('MT0010');

    await page.goto('/addNewDeviceModel');
    const category = page.getByRole('combobox', { name: new RegExp(`^(\\* )?${messages.categoryLabel}$`) });
    await category.click({ force: true });
    await category.fill('REF');
    await page.locator('.ant-select-item-option').filter({ hasText: /^REF$/ }).waitFor();
    // No washing machine (WM, ODMFRONTLOADWM): a model they could never edit.
    await category.fill('WM');
    await page.locator('.ant-select-item-empty').waitFor();
    expect(await page.locator('.ant-select-item-option').filter({ hasText: 'WM' }).count()).toBe(0);
    await screenshot(page, 'device-model-add-categories');
    await context.close();
  });

  it('asks for the search value, searches by Model Id, and offers Edit only for the allowed categories', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.pm');
    await page.goto('/deviceDetail');
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.enterModelNumber, { exact: true }).waitFor();
    await chooseOption(page, page.getByLabel(messages.searchBy), messages.searchByModelId);
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.enterModelId, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // MT0011 is the demo top-load washer (WM): not a product manager category (spec 001 section 6).
    await textbox(page, messages.searchByModelId).fill('MT0011');
    await page.getByRole('button', { name: messages.search }).click();
    await details(page).waitFor();
    expect(new URL(page.url()).search).toBe('?modelId=MT0011');
    await field(page, messages.categoryLabel).getByText('WM', { exact: true }).waitFor();
    expect(await details(page).getByRole('button', { name: messages.edit }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await details(page).getByRole('button', { name: messages.back }).click();
    await details(page).waitFor({ state: 'detached' });

    // The QR scanner of spec 001 section 2; without a camera the code is typed in its dialog, and
    // searched as the chosen type.
    await chooseOption(page, page.getByLabel(messages.searchBy), messages.searchByModelId);
    await page.getByRole('button', { name: messages.scanCode }).click();
    const scanner = page.getByRole('dialog').filter({ hasText: messages.scanCode });
    await scanner.getByText(messages.scanCameraMissing).waitFor();
    await scanner.getByRole('textbox', { name: messages.scanTypedCode }).fill('MT0011');
    await scanner.getByRole('button', { name: messages.scanUseCode }).click();
    await details(page).waitFor();
    expect(new URL(page.url()).search).toBe('?modelId=MT0011');
    await screenshot(page, 'device-model-scanned');
    await context.close();
  });

  it('numbers switch channels from 00 and renumbers them after a delete', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.pm');
    await page.goto('/addNewDeviceModel');
    await upload(page, 'switch.json', JSON.stringify({ category: 'SWITCHES', modelId: 'MT0901' }));
    const add = page.getByRole('button', { name: messages.addSwitch });
    for (let i = 0; i < 3; i++) await add.click();
    const channels = () => page.locator('.switch-channel').allTextContents();
    expect(await channels()).toEqual(['00', '01', '02']);
    await page.getByRole('button', { name: `${messages.removeSwitch} 01` }).click();
    expect(await channels()).toEqual(['00', '01']);
    await screenshot(page, 'device-model-switches');

    // Submit checks every field (spec 001 section 5) and sends nothing while any fails.
    await page.getByRole('button', { name: messages.addDeviceModel }).click();
    for (const text of [messages.modelNumberRequired, messages.launchDateRequired, messages.selectCountry]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(pathOf(page)).toBe('/addNewDeviceModel');
    await page.goto('/addNewDeviceModel?edit=MT0011');
    await page.getByText(messages.forbidden, { exact: true }).waitFor();
    await context.close();
  });

  it('hides the screen from a field operator', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.fieldop');
    expect(await page.getByRole('link', { name: messages.deviceModelTitle }).count()).toBe(0);
    await page.goto('/deviceDetail');
    await page.waitForURL('**/pageNotFound');
    await context.close();
  });
});
