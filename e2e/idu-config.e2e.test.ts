import { messages } from '@console/contracts/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';
import { alertWith, clickForAlert } from './support/sign-in';

const field = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) });
const textbox = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });
/** Opens an antd select by its label and picks the option whose title matches. */
const choose = (page: Page, label: string, option: string | RegExp) =>
  chooseOption(page, field(page, label), option);
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const pane = (page: Page) => page.locator('.ant-tabs-tabpane-active');

describe('IDU EEPROM config', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a .bin for a model, finds it by Model ID and Config ID, downloads it and pushes it to a device', async () => {
    const device = inject('demoFixtures').devices.find((d) => d.category === 'AC' && d.brand === 'PANASONIC');
    if (!device) throw new Error('no AC fixture device');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await page.getByRole('link', { name: messages.iduConfigTitle }).click();
    await page.getByRole('heading', { name: messages.iduConfigTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: messages.iduUploadTab }).click();
    await pane(page).getByRole('button', { name: messages.upload }).click();
    for (const message of [
      messages.categoryEmpty,
      messages.brandEmpty,
      messages.modelIdsEmpty,
      messages.invalidIduConfigVersion,
      messages.invalidIduConfigImage,
    ])
      await pane(page).getByText(message, { exact: true }).waitFor();
    // The first field in error takes the focus; a fixed value clears its error at once, no blur needed.
    await expect.poll(() => isFocused(field(page, messages.category))).toBe(true);
    await textbox(page, messages.configVersionLabel).fill('7.5');
    await pane(page).getByText(messages.invalidIduConfigVersion).waitFor({ state: 'detached' });
    expect(await isFocused(textbox(page, messages.configVersionLabel))).toBe(true);
    await choose(page, messages.category, /^AC$/);
    await choose(page, messages.brand, /^PANASONIC$/);
    await choose(page, messages.modelIdsLabel, new RegExp(`\\(${device.modelNumber}\\)`));
    await pane(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'eeprom-e2e.bin',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('e2e eeprom bytes'),
      });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'idu-config-upload');
    await clickForAlert(
      page,
      pane(page).getByRole('button', { name: messages.upload }),
      messages.iduConfigUploaded,
    );

    await page.getByRole('tab', { name: messages.iduViewTab }).click();
    await choose(page, messages.category, /^AC$/);
    await choose(page, messages.brand, /^PANASONIC$/);
    await choose(page, messages.modelIdLabel, new RegExp(`\\(${device.modelNumber}\\)`));
    await pane(page).getByRole('button', { name: messages.search }).click();
    const row = pane(page).locator('tr.ant-table-row', { hasText: '7.5' });
    await row.waitFor();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download eeprom-e2e.bin' }).click();
    expect((await download).suggestedFilename()).toBe('eeprom-e2e.bin');
    await alertWith(page, messages.iduConfigDownloaded).waitFor();
    await screenshot(page, 'idu-config-view');
    const configId = (await row.locator('td').nth(1).textContent())?.trim() ?? '';

    await pane(page).locator('label.ant-radio-button-wrapper', { hasText: messages.configIdLabel }).click();
    await clickForAlert(
      page,
      pane(page).getByRole('button', { name: messages.search }),
      messages.configIdEmpty,
    );
    await textbox(page, messages.configIdLabel).fill(configId);
    await pane(page).getByRole('button', { name: messages.search }).click();
    await pane(page).getByRole('button', { name: messages.editConfiguration }).waitFor();
    expect(await pane(page).getByRole('columnheader', { name: messages.edit }).count()).toBe(0);
    await pane(page).getByRole('button', { name: messages.editConfiguration }).click();
    await pane(page).getByRole('button', { name: messages.cancel }).waitFor();
    expect(await textbox(page, messages.configVersionLabel).inputValue()).toBe('7.5');
    await pane(page).getByRole('button', { name: messages.cancel }).click();
    await pane(page).getByRole('button', { name: messages.search }).waitFor();

    await page.getByRole('tab', { name: messages.iduPushTab }).click();
    await pane(page).getByRole('button', { name: messages.send }).click();
    await pane(page).getByText(messages.invalidDeviceId, { exact: true }).waitFor();
    await textbox(page, messages.deviceIdLabel).fill(device.deviceId);
    await clickForAlert(
      page,
      pane(page).getByRole('button', { name: messages.send }),
      messages.iduConfigSent,
    );
    // The simulated device downloads the config, checks its SHA-256 and reports it installed.
    await pane(page).getByText(messages.commandInstalled, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'idu-config-push');
    await context.close();
  });
});
