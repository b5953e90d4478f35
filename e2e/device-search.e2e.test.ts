import { messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, pathOf, screenshot } from './support/browser';
import { sampleDevice } from './support/demo-data';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';

const details = (page: Page) => page.locator('.ant-card').filter({ hasText: messages.deviceDetails });
/** The value cell of one labelled row of the device details. */
const field = (page: Page, label: string) =>
  details(page)
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');

const ownerPanel = (page: Page) => page.locator('.ant-card').filter({ hasText: messages.userInformation });

async function chooseSearchBy(page: Page, label: string) {
  await chooseOption(page, page.getByLabel(messages.searchBy), label);
}

async function searchFor(page: Page, inputLabel: string, value: string) {
  await page.getByRole('textbox', { name: inputLabel, exact: true }).fill(value);
  await page.getByRole('button', { name: messages.search }).click();
}

describe('device search', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is the dashboard of a level-0 factory admin, and finds a device by id, MAC and serial', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.factoryadmin');
    await page.getByRole('heading', { name: messages.searchDeviceTitle }).waitFor();
    const d = sampleDevice();

    await searchFor(page, messages.searchByDeviceId, d.deviceId);
    await field(page, messages.macAddress).getByText(d.macAddress, { exact: true }).waitFor();
    await field(page, messages.productSerialNumber)
      .getByText(d.productSerialNumber, { exact: true })
      .waitFor();
    await field(page, messages.modelNumber).getByText(d.modelNumber, { exact: true }).waitFor();
    await field(page, messages.category).getByText(d.category, { exact: true }).waitFor();
    await field(page, messages.brand).getByText(d.brand, { exact: true }).waitFor();
    const state = await field(page, messages.connectionStatus).locator('.ant-tag').textContent();
    expect([messages.online, messages.offline]).toContain(state);
    // A level-0 factory admin sees no onboarded-by and no latest firmware (spec 001 section 6).
    expect(await details(page).getByText(messages.onboardedBy, { exact: true }).count()).toBe(0);
    expect(await details(page).getByText(messages.latestFirmwareVersion, { exact: true }).count()).toBe(0);
    // Nor the owner's panel above the tabs (spec 001 section 2).
    expect(await ownerPanel(page).count()).toBe(0);
    await screenshot(page, 'device-search-factory-admin');

    await chooseSearchBy(page, messages.searchByMacAddress);
    expect(
      await page
        .getByRole('textbox', { name: messages.searchByMacAddress, exact: true })
        .getAttribute('placeholder'),
    ).toBe(messages.enterMacAddressPlaceholder);
    await searchFor(page, messages.searchByMacAddress, d.macAddress);
    await field(page, messages.deviceId).getByText(d.deviceId, { exact: true }).waitFor();

    await chooseSearchBy(page, messages.searchByProductSerial);
    await searchFor(page, messages.searchByProductSerial, d.productSerialNumber);
    await field(page, messages.deviceId).getByText(d.deviceId, { exact: true }).waitFor();
    await page.reload();
    await field(page, messages.macAddress).getByText(d.macAddress, { exact: true }).waitFor();
    await context.close();
  });

  it('asks for the value of each search type', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.factoryadmin');
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.enterDeviceId, { exact: true }).waitFor();
    await chooseSearchBy(page, messages.searchByMacAddress);
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.enterMacAddress, { exact: true }).waitFor();
    await chooseSearchBy(page, messages.searchByProductSerial);
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.enterProductSerial, { exact: true }).waitFor();
    await context.close();
  });

  it('is in the menu of a support agent at /searchDevice (keyboard), with the owner fields', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    const nav = page.getByRole('navigation', { name: messages.mainMenu });
    // By keyboard: Tab moves along the menu's links, Enter follows the focused one.
    await nav.getByRole('link', { name: 'Device Info' }).waitFor();
    await nav.getByRole('link', { name: 'User Info' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Device Info');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/searchDevice');
    await searchFor(page, messages.searchByDeviceId, sampleDevice().deviceId);
    await details(page).getByText(messages.onboardedBy, { exact: true }).waitFor();
    // The owner's panel above the tabs: the user Onboarded By names, with e-mail and phone.
    const owner = ownerPanel(page);
    const ownerName = owner
      .locator('.ant-descriptions-item')
      .filter({ hasText: messages.userFullName })
      .locator('.ant-descriptions-item-content');
    await ownerName.waitFor();
    await field(page, messages.onboardedBy)
      .getByText((await ownerName.textContent()) ?? '', { exact: true })
      .waitFor();
    await owner.getByText(messages.userPhone).waitFor();
    const ownerBox = await owner.boundingBox();
    const tabsBox = await page.getByRole('tab', { name: messages.deviceInfoTab }).boundingBox();
    expect(ownerBox && tabsBox && ownerBox.y < tabsBox.y).toBe(true);
    await screenshot(page, 'device-search-agent');
    await context.close();
  });

  it('is not there for a level-0 factory admin at /searchDevice', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.factoryadmin');
    await page.goto('/searchDevice');
    await page.waitForURL('**/pageNotFound');
    expect(pathOf(page)).toBe('/pageNotFound');
    await context.close();
  });

  it('serves /device (spec 001 routes) as the device screen, the search kept', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    const deviceId = sampleDevice().deviceId;
    await page.goto(`/device?${new URLSearchParams({ by: 'deviceId', q: deviceId })}`);
    await page.waitForURL('**/searchDevice?**');
    await field(page, messages.deviceId).getByText(deviceId, { exact: true }).waitFor();
    // A level-0 factory admin's device screen is the dashboard.
    const admin = await newPage(browser);
    await openSignedIn(admin.page, 'demo.factoryadmin');
    await admin.page.goto('/device');
    await admin.page.waitForURL('**/dashboard');
    await admin.page.getByRole('button', { name: messages.search }).waitFor();
    await admin.context.close();
    await context.close();
  });

  it("shows the server's message for an unknown device", async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.factoryadmin');
    await searchFor(page, messages.searchByDeviceId, 'NO-SUCH-DEVICE');
    await page.getByRole('alert').filter({ hasText: messages.deviceNotFound }).waitFor();
    await context.close();
  });
});
