import { fillMessage, messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { latestFotaVersion, uploadNewerFota } from './support/firmware';
import { openSignedIn } from './support/kept-session';
import { clickForAlert } from './support/sign-in';

/*
 * Device Info's Send FOTA Trigger, end to end: the e2e server plays its first three onboarded demo
 * devices (SIMULATED_DEVICES=3, demo-fixtures devices[0..2]); one of them whose model has newer
 * FOTA firmware gets the command over MQTT, downloads the image, checks it and reports success.
 */
const details = (page: Page) => page.locator('.ant-card').filter({ hasText: messages.deviceDetails });
const field = (page: Page, label: string) =>
  details(page)
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');
const openDevice = async (page: Page, deviceId: string) => {
  await page.goto(`/searchDevice?${new URLSearchParams({ by: 'deviceId', q: deviceId })}`);
  await field(page, messages.deviceId).getByText(deviceId, { exact: true }).waitFor();
};
const triggerButton = (page: Page) => page.getByRole('button', { name: messages.sendFotaTrigger });

describe('FOTA trigger from Device Info', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the trigger and the simulated device reports its new firmware', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    const simulated = inject('demoFixtures').devices.slice(0, 3);
    // Other browser tests may already have upgraded these devices (FOTA batches): a newer image
    // for the first one's model makes the trigger available again, whatever ran before.
    await uploadNewerFota(page, simulated[0]?.modelNumber ?? '');
    let chosen: string | undefined;
    for (const d of simulated) {
      await openDevice(page, d.deviceId);
      // The button shows once the model's latest firmware is known to be newer.
      await page.waitForLoadState('networkidle');
      if (await triggerButton(page).isVisible()) {
        chosen = d.deviceId;
        break;
      }
    }
    expect(chosen, 'a simulated demo device with newer FOTA firmware').toBeDefined();
    const before = await field(page, messages.firmwareVersion).textContent();
    await screenshot(page, 'rollouts-device-info-trigger');

    // It asks first, naming the device and both versions; 'No' (focused) sends nothing.
    const latest = await latestFotaVersion(page, simulated[0]?.modelNumber ?? '');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/upgradeBydeviceId')) sent.push(r.url());
    });
    const confirm = page.locator('.ant-popconfirm');
    await triggerButton(page).click();
    await confirm
      .getByText(
        fillMessage(messages.confirmFotaTrigger, {
          deviceId: chosen ?? '',
          from: before ?? '',
          to: latest ?? '',
        }),
      )
      .waitFor();
    await screenshot(page, 'rollouts-device-info-confirm');
    await expect
      .poll(() =>
        confirm.getByRole('button', { name: messages.no }).evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    expect(sent).toEqual([]);
    await triggerButton(page).click();
    await clickForAlert(page, confirm.getByRole('button', { name: messages.yes }), messages.triggerSent);

    // The device downloads, verifies and installs; the dialog follows its answers, then the
    // details show the new version and the button goes (nothing newer), without a reload.
    const dialog = page.getByRole('dialog').filter({ hasText: messages.sendFotaTrigger });
    await dialog.getByText(messages.commandInstalled, { exact: true }).waitFor({ timeout: 45_000 });
    await screenshot(page, 'rollouts-device-info-installed');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await field(page, messages.firmwareVersion)
      .getByText(before ?? '', { exact: true })
      .waitFor({ state: 'detached' });
    await triggerButton(page).waitFor({ state: 'detached' });
    await openDevice(page, chosen as string);
    expect(await field(page, messages.firmwareVersion).textContent()).not.toBe(before);
    await screenshot(page, 'rollouts-device-info-upgraded');
    await context.close();
  });

  it('says so when the device does not take the command (offline devices get it on reconnect)', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    // Past the three simulated devices: nobody answers for this one.
    const silent = inject('demoFixtures').devices[4];
    if (!silent) throw new Error('no fifth fixture device');
    await uploadNewerFota(page, silent.modelNumber);
    await openDevice(page, silent.deviceId);
    await triggerButton(page).click();
    await clickForAlert(
      page,
      page.locator('.ant-popconfirm').getByRole('button', { name: messages.yes }),
      messages.triggerSent,
    );
    const dialog = page.getByRole('dialog').filter({ hasText: messages.sendFotaTrigger });
    await dialog.getByText(messages.commandNoAnswerYet).waitFor({ timeout: 40_000 });
    await screenshot(page, 'rollouts-device-info-no-answer');
    await context.close();
  });
});
