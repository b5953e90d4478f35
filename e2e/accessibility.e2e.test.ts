import { messages } from '@console/contracts/messages';
import { deviceInfoOf, PATHS } from '@console/contracts/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sampleDevice } from './support/demo-data';
import { openSignedIn } from './support/kept-session';
import { solveCaptcha } from './support/sign-in';

/**
 * Where each tab bar's tabs sit, and how many of antd's overflow ("…") buttons show: a tab that
 * does not fit a narrow screen goes into that menu, whose button inside the tab list axe refuses.
 */
const tabBars = (page: Page) =>
  page.evaluate(() => ({
    overflowButtons: Array.from(document.querySelectorAll('.ant-tabs-nav-operations')).filter(
      (ops) => !ops.classList.contains('ant-tabs-nav-operations-hidden'),
    ).length,
    tabsOutside: Array.from(document.querySelectorAll('[role="tab"]'))
      .filter((tab) => {
        const box = tab.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth;
      })
      .map((tab) => tab.textContent),
  }));

describe('accessibility (axe)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('login page, empty, with messages and with a verified captcha', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: messages.signIn }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: messages.signIn }).click();
    await page.getByText(messages.userNameRequired).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await solveCaptcha(page);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'login');
    await context.close();
  });

  it('User Info dashboard with a result', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    const user = inject('demoFixtures').users[0];
    await page.getByLabel(messages.searchValueLabel).fill(user?.mobile.replace(/^\+91/, '') ?? '');
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.userInformation).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // One main landmark: a screen reader's "skip to main" has one place to go.
    expect(await page.getByRole('main').count()).toBe(1);
    // And with a validation message showing.
    await page.getByLabel(messages.searchValueLabel).fill('12');
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.enterMobile, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('User Info dashboard on a 390 px phone: nothing wider than the screen', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'demo.l4');
    await page.getByLabel(messages.searchValueLabel).waitFor();
    // The header's user area and the mobile search (country code and number) made it 602 and 504 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-390');
    await context.close();
  });

  it('device search dashboard with a result', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.factoryadmin');
    await page.getByLabel(messages.searchByDeviceId, { exact: true }).fill(sampleDevice().deviceId);
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.deviceDetails).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('tab bars on a 390 px phone wrap: Device Info, and the FOTA tab of Device Firmware with its nested tabs', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, 'demo.l4');
    // Device Info's six tabs (the log tabs after Device Info) went into the overflow menu from the fourth.
    await page.goto(deviceInfoOf(sampleDevice().deviceId));
    await page.getByText(messages.deviceDetails).waitFor();
    await page.getByRole('tab', { name: messages.statusLogsTab, exact: true }).waitFor();
    expect(await tabBars(page)).toEqual({ overflowButtons: 0, tabsOutside: [] });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'device-info-tabs-390');
    // Device Firmware's FOTA tab nests card tabs (View Firmware Info, Upload Firmware, FOTA Batches):
    // FOTA Batches went into the menu.
    await page.goto(`${PATHS.deviceFirmware}?tab=fota`);
    await page.getByRole('tab', { name: messages.batchListTitle, exact: true }).waitFor();
    expect(await tabBars(page)).toEqual({ overflowButtons: 0, tabsOutside: [] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'device-firmware-fota-390');
    await context.close();
  });
});
