import { readFile } from 'node:fs/promises';
import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';

/*
 * Fleet Search and saved segments (issue 32) as a person uses them: filters built in the panel,
 * the count, a segment saved and kept over a reload, its CSV export (as many rows as the count
 * said) and a device opened from a row.
 */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The count the answer shows, as written ('1,234') and as a number. */
async function shownCount(page: Page): Promise<{ text: string; n: number }> {
  const text = (await page.locator('.ant-statistic-content-value').textContent())?.trim() ?? '';
  return { text, n: Number(text.replaceAll(',', '')) };
}
const exportButton = (page: Page, count: string) =>
  page.getByRole('button', { name: fillMessage(messages.fleetExportCsv, { count }) });

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
    const rows = page.locator('.ant-table-row');
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
