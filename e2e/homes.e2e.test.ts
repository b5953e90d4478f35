import { messages } from '@console/contracts/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, pathOf, screenshot } from './support/browser';
import { latestFotaVersion } from './support/firmware';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';
import { clickForAlert } from './support/sign-in';

const searchValue = (page: Page) => page.getByLabel(messages.searchValueLabel);
const panel = (page: Page) => page.locator('.ant-card').filter({ hasText: messages.userInformation });
const homesCard = (page: Page) => page.locator('.ant-card').filter({ has: page.locator('.home-kind-tabs') });
const activePane = (page: Page, tabs: string) =>
  page.locator(`${tabs} > .ant-tabs-content-holder > .ant-tabs-content > .ant-tabs-tabpane-active`);

const detailsCard = (page: Page) =>
  activePane(page, '.device-tabs').locator('.ant-card').filter({ hasText: messages.deviceDetails });

/** The text of one item of a Descriptions block (bordered or not), found by its label. */
async function field(card: Locator, label: string): Promise<string> {
  const item = card.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) });
  await item.waitFor();
  return ((await item.locator('xpath=following-sibling::*[1]').textContent()) ?? '').trim();
}

async function searchByEmail(page: Page, email: string) {
  await chooseOption(page, page.getByLabel(messages.searchBy), messages.searchByEmail);
  await searchValue(page).fill(email);
  await page.getByRole('button', { name: messages.search }).click();
  await panel(page).getByText(email).waitFor();
}

async function searchByMobile(page: Page, mobile: string) {
  // The picker defaults to India (91); the fixtures are Indian users.
  await searchValue(page).fill(mobile.replace(/^\+91/, ''));
  await page.getByRole('button', { name: messages.search }).click();
  await panel(page).getByText(mobile).waitFor();
}

/** The Home Name cell of this home id's row in the homes table. */
const homeNameCell = (page: Page, homeId: string) =>
  activePane(page, '.home-kind-tabs').locator('tr', { hasText: homeId }).locator('td').nth(2);

/** Opens the home tab of this home id: its label is the home's name, or its id when it has none. */
async function openHome(page: Page, homeId: string) {
  const name = (await homeNameCell(page, homeId).textContent())?.trim();
  const label = name && name !== '—' ? name : homeId;
  await activePane(page, '.home-kind-tabs').getByRole('tab', { name: label, exact: true }).click();
  return label;
}

describe('homes, home report, warranty and e-mail edit', () => {
  let browser: Browser;
  const fixtures = () => inject('demoFixtures');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the homes of a user found by mobile, opens the home report and comes Back', async () => {
    const user = fixtures().users[0];
    if (!user) throw new Error('no fixture user');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await searchByMobile(page, user.mobile);
    // The fixtures list each sample user's primary home, then their secondary home.
    const [primary, secondary] = fixtures().homes.filter((h) => h.userId === user.userId);
    if (!primary || !secondary) throw new Error('no fixture homes');
    const pane = activePane(page, '.home-kind-tabs');
    await homesCard(page).getByRole('tab', { name: messages.secondaryHomes }).click();
    await pane.getByRole('columnheader', { name: messages.serialNo }).waitFor();
    await pane.getByRole('cell', { name: secondary.homeId, exact: true }).waitFor();
    await homesCard(page).getByRole('tab', { name: messages.primaryHomes }).click();
    await pane.getByRole('cell', { name: primary.homeId, exact: true }).waitFor();
    await openHome(page, primary.homeId);
    await pane.getByText(messages.chooseHomeSpace).first().waitFor();
    await screenshot(page, 'homes-user-info');
    expect(await seriousViolations(page)).toEqual([]);

    await pane.getByRole('button', { name: messages.openHomeReport }).first().click();
    await page.waitForURL('**/report/**');
    expect(pathOf(page)).toMatch(/^\/report\/.+/);
    await page.getByRole('heading', { name: messages.homeReport }).waitFor();
    // Each device tab shows the device's own detail, as on User Info.
    const spaceTabs = page.locator('.space-tabs .ant-tabs-tab');
    await spaceTabs.first().waitFor();
    await detailsCard(page).waitFor();
    // The report is part of User Info: its menu entry stays highlighted.
    const nav = page.getByRole('navigation', { name: messages.mainMenu });
    expect(await nav.locator('.ant-menu-item-selected').textContent()).toBe('User Info');
    await screenshot(page, 'homes-report');
    expect(await seriousViolations(page)).toEqual([]);
    // The report is a page of its own: it loads again from its address, on the space chosen.
    const lastSpace = ((await spaceTabs.last().textContent()) ?? '').trim();
    await spaceTabs.last().click();
    await page.reload();
    await page.locator('.space-tabs .ant-tabs-tab-active').getByText(lastSpace, { exact: true }).waitFor();
    expect(pathOf(page)).toBe(`/report/${primary.homeId}`);

    await page.getByRole('button', { name: messages.back }).click();
    await page.waitForURL('**/dashboard?**');
    await panel(page).getByText(user.mobile).waitFor();
    expect(await searchValue(page).inputValue()).toBe(user.mobile.replace(/^\+91/, ''));

    // A device of the home opens in Device Info.
    const deviceId = await activePane(page, '.device-tabs')
      .locator('.ant-descriptions-item-content')
      .nth(1)
      .textContent();
    await activePane(page, '.device-tabs').getByRole('button', { name: messages.openInDeviceInfo }).click();
    await page.waitForURL('**/searchDevice?**');
    await page
      .locator('.ant-card')
      .filter({ hasText: messages.deviceDetails })
      .getByText(deviceId ?? '', { exact: true })
      .first()
      .waitFor();
    await context.close();
  });

  it("says 'Data not Found' for a home report without data (spec 001 section 2)", async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await page.goto('/report/NO-SUCH-HOME');
    await page.getByRole('heading', { name: messages.homeReport }).waitFor();
    await page.locator('.ant-empty-description').getByText(messages.dataNotFound, { exact: true }).waitFor();
    await screenshot(page, 'homes-report-not-found');
    await context.close();
  });

  it('shows an empty mark, not the id, as the table name of a home without one; its tab shows the id', async () => {
    const sample = fixtures().unnamedHomes[0];
    if (!sample) throw new Error('no unnamed home');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await searchByMobile(page, sample.mobile);
    const pane = activePane(page, '.home-kind-tabs');
    await homesCard(page).getByRole('tab', { name: messages.primaryHomes }).click();
    await pane.getByRole('cell', { name: sample.homeId, exact: true }).waitFor();
    expect((await homeNameCell(page, sample.homeId).textContent())?.trim()).toBe('—');
    await pane.getByRole('tab', { name: sample.homeId, exact: true }).waitFor();
    await screenshot(page, 'homes-unnamed-home');
    await context.close();
  });

  it("shows the chosen device with its owner's name and latest firmware, and again after a reload", async () => {
    const user = fixtures().users[0];
    const home = fixtures().homes.find((h) => h.userId === user?.userId);
    if (!user || !home) throw new Error('no fixture user with a home');
    // demo.l4 is level 5: the full device detail, its edits and actions.
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await searchByMobile(page, user.mobile);
    const ownerName = await field(panel(page), messages.userFullName);
    await openHome(page, home.homeId);

    // Choose the last device tab, so the reload has to bring back a tab that is not the default.
    const tabs = activePane(page, '.home-tabs').locator('.device-tabs .ant-tabs-tab');
    await tabs.first().waitFor();
    await tabs.last().click();
    await page.waitForURL(/[?&]device=/);
    const deviceId = new URL(page.url()).searchParams.get('device') ?? '';
    expect(deviceId).not.toBe('');

    const check = async () => {
      const card = detailsCard(page);
      await card.getByText(deviceId, { exact: true }).first().waitFor();
      await expect.poll(() => field(card, messages.onboardedBy)).toBe(ownerName);
      const modelNumber = await field(card, messages.modelNumber);
      const latest = await latestFotaVersion(page, modelNumber);
      expect(latest).toMatch(/^\d{1,2}\.\d{1,2}$/);
      await expect.poll(() => field(card, messages.latestFirmwareVersion)).toBe(latest);
    };
    await check();
    await screenshot(page, 'user-device-detail');
    expect(await seriousViolations(page)).toEqual([]);

    const url = page.url();
    await page.reload();
    await check();
    expect(page.url()).toBe(url);
    await screenshot(page, 'user-device-detail-reloaded');

    // The full Device Info page is one click away.
    await activePane(page, '.device-tabs').getByRole('button', { name: messages.openInDeviceInfo }).click();
    await page.waitForURL('**/searchDevice?**');
    expect(new URL(page.url()).searchParams.get('q')).toBe(deviceId);
    await context.close();
  });

  it('shows warranty info with an expiry label for a home without devices, found by e-mail', async () => {
    const sample = fixtures().warrantyHomes[0];
    if (!sample) throw new Error('no warranty home');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l3');
    await searchByEmail(page, sample.email);
    await homesCard(page).getByRole('tab', { name: messages.primaryHomes }).waitFor();
    await openHome(page, sample.homeId);
    const home = activePane(page, '.home-tabs');
    await home.getByText(messages.noDevicesInSpace).first().waitFor();
    await home.getByRole('button', { name: messages.viewWarrantyInfo }).click();
    const modal = page.getByRole('dialog', { name: messages.warrantyInfo });
    await modal.locator('.product-tabs').waitFor();
    const tabs = modal.locator('.product-tabs .ant-tabs-tab');
    let label = '';
    for (let i = 0; i < (await tabs.count()) && !label; i++) {
      await tabs.nth(i).click();
      const tag = modal.locator('.ant-tabs-tabpane-active .expiry-tag');
      await modal
        .locator('.ant-tabs-tabpane-active table, .ant-tabs-tabpane-active .ant-empty')
        .first()
        .waitFor();
      if ((await tag.count()) > 0) label = (await tag.first().textContent()) ?? '';
    }
    expect(label).toMatch(/^(EXPIRY SOON: \d+ Days Left|EXPIRED)$/);
    // Warranty dates in the console's display format, without a time ('February 6th 2025').
    const dates = await modal
      .locator('.ant-tabs-tabpane-active .ant-table-tbody tr.ant-table-row')
      .first()
      .locator('td')
      .evaluateAll((cells) => cells.slice(1, 3).map((c) => c.textContent?.trim() ?? ''));
    expect(dates).toHaveLength(2);
    for (const date of dates) expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}$/);
    await screenshot(page, 'homes-warranty-modal');
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Close' }).click();

    await home.getByRole('button', { name: messages.viewServiceRequests }).click();
    const services = page.getByRole('dialog', { name: messages.serviceRequests });
    await services.locator('.product-tabs').waitFor();
    // Job times in the display format, as every other time of the console: the first product
    // with a job shows one (the demo gives every product 0 to 3 jobs).
    const serviceTabs = services.locator('.product-tabs .ant-tabs-tab');
    let createdText = '';
    for (let i = 0; i < (await serviceTabs.count()) && !createdText; i++) {
      await serviceTabs.nth(i).click();
      await services
        .locator('.ant-tabs-tabpane-active table, .ant-tabs-tabpane-active .ant-empty')
        .first()
        .waitFor();
      const created = services
        .locator('.ant-tabs-tabpane-active .ant-table-tbody tr.ant-table-row td')
        .nth(4);
      if ((await created.count()) > 0) createdText = (await created.textContent())?.trim() ?? '';
    }
    expect(createdText).toMatch(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} [ap]m$/);
    await screenshot(page, 'homes-service-modal');
    await context.close();
  });

  it('edits an e-mail at level 2: Update disabled while empty or invalid, then saved', async () => {
    const sample = fixtures().warrantyHomes[1] ?? fixtures().warrantyHomes[0];
    if (!sample) throw new Error('no sample user');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l2');
    await searchByEmail(page, sample.email);
    const update = panel(page).getByRole('button', { name: messages.update });
    const input = panel(page).getByLabel(messages.newEmail);

    const change = async (from: string, to: string) => {
      await panel(page).getByRole('button', { name: messages.editEmail }).click();
      expect(await input.inputValue()).toBe(from);
      await input.fill('');
      expect(await update.isDisabled()).toBe(true);
      await input.fill('not-an-address');
      await panel(page).getByText(messages.emailNotValid).waitFor();
      expect(await update.isDisabled()).toBe(true);
      await input.fill(to);
      expect(await update.isEnabled()).toBe(true);
      await clickForAlert(page, update, messages.emailUpdated);
      await panel(page).getByText(to, { exact: true }).waitFor();
      // The search follows the new address, so a reload still finds the user.
      await expect.poll(() => searchValue(page).inputValue()).toBe(to);
    };
    const edited = `edited.${sample.email}`;
    await change(sample.email, edited);
    await screenshot(page, 'homes-email-edited');
    await page.reload();
    await panel(page).getByText(edited, { exact: true }).waitFor();
    // Put it back, so other tests find the fixture user by the address they know.
    await change(edited, sample.email);

    await panel(page).getByRole('button', { name: messages.editEmail }).click();
    await panel(page).getByRole('button', { name: messages.cancel }).click();
    expect(await input.count()).toBe(0);
    await context.close();
  });

  it('shows no e-mail edit at level 1', async () => {
    const user = fixtures().users[1] ?? fixtures().users[0];
    if (!user) throw new Error('no fixture user');
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l1');
    await searchByMobile(page, user.mobile);
    expect(await panel(page).getByRole('button', { name: messages.editEmail }).count()).toBe(0);
    await context.close();
  });
});
