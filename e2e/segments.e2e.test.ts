import { readFile } from 'node:fs/promises';
import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { filterFromSearch } from '@console/contracts/segments';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { displayDay, pickerDay } from './support/dates';
import { openSignedIn } from './support/kept-session';
import { pickDateTime, processedCounts, taskIdOf } from './support/notification-form';
import { chooseOption, selectAround } from './support/select';
import { alertWith } from './support/sign-in';

/*
 * Fleet Search and saved segments (issue 32) as a person uses them: filters built in the panel,
 * the count, a segment saved and kept over a reload, its CSV export (as many rows as the count
 * said) and a device opened from a row; a notification to the owners of a search's devices; the
 * fields a Metrics Chart drills through to, typed by hand and kept in the link over a reload.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The count the answer shows, as written ('1,234') and as a number. */
async function shownCount(page: Page): Promise<{ text: string; n: number }> {
  const text = (await page.locator('.ant-statistic-content-value').textContent())?.trim() ?? '';
  return { text, n: Number(text.replaceAll(',', '')) };
}
const exportButton = (page: Page, count: string) =>
  page.getByRole('button', { name: fillMessage(messages.fleetExportCsv, { count }) });
/** Fleet Search opened by a level-4 account, India chosen and More filters open. */
async function searchInIndia(browser: Browser) {
  const { context, page } = await newPage(browser);
  await openSignedIn(page, 'demo.l4');
  await page.goto(PATHS.fleet);
  await page.getByText(messages.fleetStart).waitFor();
  await chooseOption(page, field(page, messages.fleetCountries), 'India');
  await page.getByRole('button', { name: messages.fleetMoreFilters }).click();
  return { context, page };
}
/** Types a value into a select that takes typed values, a chip each, and closes its list. */
async function typeChips(page: Page, label: string, values: string[]) {
  const box = field(page, label);
  for (const value of values) {
    await box.fill(value);
    await box.press('Enter');
  }
  await box.press('Escape');
}
/** Searches, and waits for the answer to the filter said in these words. */
async function searchFor(page: Page, sentence: string) {
  await page.getByRole('button', { name: messages.fleetSearchButton }).click();
  await expect.poll(() => page.locator('.fleet-sentence').textContent()).toBe(sentence);
  await page.locator('.ant-statistic-content-value').waitFor();
}

describe('Fleet Search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('builds a segment from filters, saves it, keeps it over a reload, exports its devices and opens one', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await page.getByRole('link', { name: messages.fleetTitle }).click();
    await page.getByRole('heading', { name: messages.fleetTitle }).waitFor();
    await page.getByText(messages.fleetStart).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-empty');

    // India, and a model of the demo fleet typed as a chip: AND between the two.
    const model = inject('demoFixtures').fleet[0]?.modelNumber ?? '';
    await chooseOption(page, field(page, messages.fleetCountries), 'India');
    const models = field(page, messages.fleetModels);
    await models.fill(model);
    await models.press('Enter');
    await models.press('Escape');
    await page.getByRole('button', { name: messages.fleetSearchButton }).click();
    await page.waitForURL(/[?&]f=/);
    await page.locator('.ant-statistic-content-value').waitFor();
    await expect
      .poll(() => page.locator('.fleet-sentence').textContent())
      .toBe(`${messages.fleetWhere} model is ${model} and country is India`);
    const count = await shownCount(page);
    expect(count.n).toBeGreaterThan(0);
    await exportButton(page, count.text).waitFor();
    // Every row is the model in India.
    // The answer's rows (the bulk actions list below is a table too).
    const rows = page
      .locator('.ant-card', { has: page.locator('.fleet-sentence') })
      .locator('.ant-table-row');
    await rows.first().waitFor();
    for (const row of await rows.all()) expect(await row.textContent()).toContain(model);
    await screenshot(page, 'fleet-results');
    // Every filter shown, and from the keyboard: More filters is a button that says it is open.
    const more = page.getByRole('button', { name: messages.fleetMoreFilters });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: messages.fleetFewerFilters, expanded: true }).waitFor();
    await field(page, messages.fleetErrorCodes).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Saved, shared with the company.
    const name = `India ${model}`;
    await page.getByRole('button', { name: messages.segmentSave }).click();
    const dialog = page.getByRole('dialog');
    await field(page, messages.segmentName).fill(name);
    await dialog.getByText(messages.segmentVisibilityTenant).click();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-save-dialog');
    await dialog.getByRole('button', { name: messages.save }).click();
    await page.waitForURL(/[?&]segment=[^&]+$/);
    await dialog.waitFor({ state: 'hidden' });

    // A reload opens the same segment: its name, its filter and the same count.
    await page.reload();
    await page.locator('.ant-select-selection-item', { hasText: name }).waitFor();
    await exportButton(page, count.text).waitFor();
    expect(await page.locator('.fleet-sentence').textContent()).toContain(
      `model is ${model} and country is India`,
    );
    expect(await page.getByText(messages.segmentNeverUsed).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-segment-open');

    // Export CSV names the count before it is confirmed, and the file has as many devices.
    await exportButton(page, count.text).click();
    await page.getByText(fillMessage(messages.fleetExportConfirm, { count: count.text })).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: messages.yes }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toContain('Device ID');
    expect(lines.length - 1).toBe(count.n);
    // The export was a use of the segment: its last count says so.
    await page.getByText(new RegExp(`^Last used: ${count.text} devices?, `)).waitFor();

    // A row opens Device Info of its device.
    const device = (await rows.first().getByRole('link').textContent()) ?? '';
    await rows.first().getByRole('link').click();
    await page.waitForURL(`**${PATHS.searchDevice}?by=deviceId&q=${device}`);
    await page
      .locator('.ant-card')
      .filter({ hasText: messages.deviceDetails })
      .getByText(device, { exact: true })
      .first()
      .waitFor();
    await context.close();
  });

  it('notifies the owners of a search: their count per channel, Notification Management on them, the task counted', async () => {
    // Devices in a home now (they have owners), in India.
    const { context, page } = await searchInIndia(browser);
    await chooseOption(page, field(page, messages.fleetOnboardState), messages.fleetOnboardedNow);
    await page.getByRole('button', { name: messages.fleetSearchButton }).click();
    await expect
      .poll(() => page.locator('.fleet-sentence').textContent())
      .toBe(`${messages.fleetWhere} country is India and onboarded now`);
    const count = await shownCount(page);
    expect(count.n).toBeGreaterThan(1);

    // The button names the count; asking freezes the devices and counts their owners per channel.
    await page.getByRole('button', { name: fillMessage(messages.bulkNotify, { count: count.text }) }).click();
    const dialog = page.getByRole('dialog', {
      name: fillMessage(messages.bulkNotifyConfirm, { count: count.text }),
    });
    const audience = dialog.getByText(/ people own these devices: /);
    await audience.waitFor();
    const owners = Number(((await audience.textContent()) ?? '').split(' ')[0]?.replaceAll(',', ''));
    expect(owners).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-notify-confirm');
    await dialog.getByRole('button', { name: messages.bulkNotifyOk }).click();

    // Notification Management opens on the snapshot: the banner names the devices.
    await page.waitForURL(/\/notification\?segmentSnapshot=/);
    const banner = page.getByText(
      new RegExp(`^Users: the owners of the ${count.text} devices taken from Fleet Search on `),
    );
    await banner.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-notify-form');
    await chooseOption(page, page.getByRole('combobox', { name: 'Channel' }), 'SMS');
    await page.getByRole('textbox', { name: 'SMS Text' }).fill('Your AC is due for a filter clean');
    await chooseOption(page, page.getByRole('combobox', { name: 'Severity' }), 'Info');
    await pickDateTime(page, 'Expiry', new Date(Date.now() + 6 * 3600_000));
    await page.getByRole('button', { name: messages.createNotificationTask }).click();
    // The send is confirmed with its audience counted again: the same owners.
    const confirm = page.getByRole('dialog').filter({ hasText: messages.notifySnapshotOwners });
    await confirm.getByText(new RegExp(`\\b(${owners}|${owners.toLocaleString()}) users:`)).waitFor();
    const created = alertWith(page, 'Sucessfully Created Notification Task');
    await Promise.all([
      created.waitFor(),
      confirm.getByRole('button', { name: messages.createNotificationTask }).click(),
    ]);
    const taskId = taskIdOf((await created.textContent()) ?? '');
    // The snapshot leaves the form and the address: a reload offers no second send.
    await page.waitForURL((url) => !url.search.includes('segmentSnapshot'));
    expect(await banner.count()).toBe(0);

    // The task appears as the last one sent, and once processed every owner is accounted for.
    const { users, sent, failures } = await processedCounts(page, taskId);
    expect(users).toBe(owners);
    expect(sent + failures).toBe(owners);
    await screenshot(page, 'fleet-notify-sent');
    await page.reload();
    await page.getByRole('heading', { name: 'Notification Management' }).waitFor();
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it("narrows by a drill-through's fields typed by hand (home's city, an onboarding from) and keeps them over a reload", async () => {
    const { context, page } = await searchInIndia(browser);
    await typeChips(page, messages.fleetCities, ['Mumbai', 'Pune']);
    const inCities = `${messages.fleetWhere} country is India and home's city is Mumbai or Pune`;
    await searchFor(page, inCities);
    const cities = await shownCount(page);
    expect(cities.n).toBeGreaterThan(0);

    // An onboarding (now or since offboarded) on or after a day 200 days back: fewer devices.
    const since = Date.now() - 200 * 86_400_000;
    const from = field(page, messages.fleetEverOnboardedFrom);
    await from.click();
    await from.fill(pickerDay(since));
    await from.press('Enter');
    const sentence = `${inCities} and ${fillMessage(messages.fleetSummaryEverOnboardedFrom, { date: displayDay(since) })}`;
    await searchFor(page, sentence);
    await expect.poll(async () => (await shownCount(page)).n).not.toBe(cities.n);
    const narrowed = await shownCount(page);
    expect(narrowed.n).toBeGreaterThan(0);
    expect(narrowed.n).toBeLessThan(cities.n);
    await exportButton(page, narrowed.text).waitFor();
    const linked = filterFromSearch(new URL(page.url()).search);
    expect(linked).toMatchObject({ countries: ['in'], homeCities: ['Mumbai', 'Pune'] });
    expect(linked?.everOnboardedFrom).toEqual(expect.any(Number));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'fleet-drill-fields');

    // A reload asks the same: the fields filled again, the same words and the same count.
    await page.reload();
    await exportButton(page, narrowed.text).waitFor();
    expect(await page.locator('.fleet-sentence').textContent()).toBe(sentence);
    expect(filterFromSearch(new URL(page.url()).search)).toEqual(linked);
    expect(await field(page, messages.fleetEverOnboardedFrom).inputValue()).toBe(pickerDay(since));
    const chips = selectAround(field(page, messages.fleetCities)).locator('.ant-select-selection-item');
    for (const city of ['Mumbai', 'Pune'])
      expect(await chips.filter({ hasText: new RegExp(`^${city}$`) }).count()).toBe(1);
    await context.close();
  });

  it('is not in the menu of a level-1 account, and its path refuses it', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l1');
    await page.getByRole('navigation', { name: messages.mainMenu }).waitFor();
    expect(await page.getByRole('link', { name: messages.fleetTitle }).count()).toBe(0);
    await page.goto(PATHS.fleet);
    await page.waitForURL('**/pageNotFound');
    await context.close();
  });
});
