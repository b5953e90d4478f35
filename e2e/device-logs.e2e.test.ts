import { readFile } from 'node:fs/promises';
import { DEVICE_LOG_TABLE_PAGE_SIZE } from '@console/contracts/constants';
import { DIAGNOSTICS_GROUPS } from '@console/contracts/device-history';
import { messages } from '@console/contracts/messages';
import { parameterLabel, STATUS_PARAMETERS } from '@console/contracts/telemetry';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { pickerDay } from './support/dates';
import { sampleDevice } from './support/demo-data';
import { openSignedIn } from './support/kept-session';
import { alertWith } from './support/sign-in';

/** Long enough for a reload, a lazy chunk and a query on a busy machine. */
const POLL = { timeout: 15_000 };
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const tablePanel = (page: Page) => page.getByRole('tabpanel');
const bodyRows = (page: Page) => tablePanel(page).locator('.ant-table-tbody tr.ant-table-row');
/** A day as a person types it into the date pickers. */
const day = (daysBack: number) => pickerDay(Date.now() - daysBack * 86_400_000);

async function openDevice(page: Page, deviceId: string) {
  await page.getByRole('link', { name: 'Device Info' }).click();
  await page.waitForURL('**/searchDevice');
  await page.getByRole('textbox', { name: messages.searchByDeviceId, exact: true }).fill(deviceId);
  await page.getByRole('button', { name: messages.search }).click();
  await page.getByText(messages.deviceDetails).waitFor();
}

/** The From and To inputs of the range picker, each found by its own accessible name. */
const fromInput = (page: Page) => page.getByRole('textbox', { name: messages.logFrom, exact: true });
const toInput = (page: Page) => page.getByRole('textbox', { name: messages.logTo, exact: true });

/** The names of status codes (contracts' one labelling): Last Action shows one of these. */
const PARAMETER_NAMES = Object.keys(STATUS_PARAMETERS).map(parameterLabel);

/** The words of coded diagnostic readings: the popup and the log view both show one of these. */
const FILTER_WORDS = [
  messages.filterStatusOk,
  messages.filterStatusCleanRequired,
  messages.filterStatusBlocked,
];
const RPM_LIMIT_WORDS = [
  messages.rpmLimitNone,
  messages.rpmLimitCurrent,
  messages.rpmLimitDischargeTemperature,
];

/** The text of one item of a bordered Descriptions block, found by its whole label. */
async function field(block: Locator, label: string): Promise<string> {
  const item = block.locator('.ant-descriptions-item-label').filter({ hasText: new RegExp(`^${label}$`) });
  await item.first().waitFor();
  return ((await item.first().locator('xpath=following-sibling::*[1]').textContent()) ?? '').trim();
}

/** Types both days into the range picker, as a person can, and confirms each with Enter. */
async function pickRange(page: Page, from: string, to: string) {
  await fromInput(page).click();
  await fromInput(page).fill(from);
  await page.keyboard.press('Enter');
  await toInput(page).fill(to);
  await page.keyboard.press('Enter');
}

/** Paths and queries of the log calls the page makes from now on (`path` a part of the URL). */
function logCalls(page: Page, path: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(path)) seen.push(url.searchParams);
  });
  return seen;
}
const pageCalled = (calls: URLSearchParams[], index: number) =>
  calls.some((q) => q.get('index') === String(index) && q.get('size') === '100');

/**
 * A server-paged log table as the spec has it: the whole 100-row page in one table that scrolls
 * within 58vh, and Previous/Next as its pager (only Device Logs pages inside the hundred).
 */
const activeTablePage = (page: Page) => tablePanel(page).locator('.ant-pagination-item-active').textContent();

async function expectOnePagerAt58vh(page: Page) {
  expect(await tablePanel(page).locator('.ant-pagination').count()).toBe(0);
  const body = tablePanel(page).locator('.ant-table-body');
  expect(await body.evaluate((el) => (el as HTMLElement).style.maxHeight)).toBe('58vh');
  expect(await body.evaluate((el) => getComputedStyle(el).overflowY)).toBe('scroll');
  await tablePanel(page).getByRole('button', { name: messages.next }).waitFor();
}

describe('device log tabs', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads status logs over a range, pages, views a row and downloads the CSV', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await openDevice(page, sampleDevice().deviceId);
    for (const name of [
      messages.dacLogsTab,
      messages.deviceLogsTab,
      messages.connectionLogsTab,
      messages.diagnosticLogsTab,
    ]) {
      await tab(page, name).waitFor();
    }
    const calls = logCalls(page, '/deviceStatusLogs');
    await tab(page, messages.statusLogsTab).click();
    await fromInput(page).waitFor();
    await toInput(page).waitFor();

    await pickRange(page, day(4), day(0));
    await page.getByRole('button', { name: messages.filter }).click();
    await page.waitForURL(/tab=status.*from=\d+.*to=\d+|from=\d+.*to=\d+.*tab=status/);
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(100);
    await expectOnePagerAt58vh(page);
    expect(pageCalled(calls, 0)).toBe(true);
    const firstTime = await bodyRows(page).first().locator('td').first().textContent();
    expect(firstTime).toMatch(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} [ap]m$/);
    await screenshot(page, 'device-logs-status');

    const previous = page.getByRole('button', { name: messages.previous });
    const next = page.getByRole('button', { name: messages.next });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await page.getByText('Page 2').waitFor();
    await expect
      .poll(() => bodyRows(page).first().locator('td').first().textContent(), POLL)
      .not.toBe(firstTime);
    expect(pageCalled(calls, 1)).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    await previous.click();
    await expect.poll(() => bodyRows(page).first().locator('td').first().textContent(), POLL).toBe(firstTime);

    await bodyRows(page).first().getByRole('button', { name: messages.view }).click();
    const dialog = page.getByRole('dialog', { name: messages.statusLogDetails });
    await dialog.getByText(firstTime ?? '').waitFor();
    // Codes by their names (spec 000 section 3): no label is a raw code, Last Action names one.
    const labels = await dialog.locator('.ant-descriptions-item-label').allTextContents();
    expect(labels.filter((l) => /^[a-z][a-z0-9_]*$/.test(l))).toEqual([]);
    expect(PARAMETER_NAMES).toContain(await field(dialog, messages.lastAction));
    await screenshot(page, 'device-logs-status-view');
    await dialog.getByRole('button', { name: messages.close }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: messages.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^Device_Status_${sampleDevice().deviceId}_.+\\.csv$`),
    );
    const csv = await readFile((await download.path()) as string, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(100);
    await alertWith(page, 'Downloaded device status data:').waitFor();

    // A reload keeps the tab and the range.
    const url = page.url();
    await page.reload();
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(100);
    expect(page.url()).toBe(url);
    expect(await tab(page, messages.statusLogsTab).getAttribute('aria-selected')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('views a diagnostic report with its coded readings in words', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await openDevice(page, sampleDevice().deviceId);
    await tab(page, messages.diagnosticLogsTab).click();
    await page.getByPlaceholder(messages.logFrom).waitFor();
    await pickRange(page, day(4), day(0));
    await page.getByRole('button', { name: messages.filter }).click();
    await expect.poll(() => bodyRows(page).count(), POLL).toBeGreaterThan(0);
    await bodyRows(page).first().getByRole('button', { name: messages.view }).click();
    const dialog = page.getByRole('dialog', { name: messages.diagnosticLogDetails });
    expect(FILTER_WORDS).toContain(await field(dialog, 'Indoor Unit Side: Filter Status'));
    expect(RPM_LIMIT_WORDS).toContain(await field(dialog, 'Compressor RPM: RPM Limit Reason'));
    await screenshot(page, 'device-logs-diagnostic-view');
    await context.close();
  });

  it('checks the range before asking: both dates needed', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await openDevice(page, sampleDevice().deviceId);
    const calls = logCalls(page, '/deviceDiagnosticsLogs');
    await tab(page, messages.diagnosticLogsTab).click();
    await fromInput(page).waitFor();
    await expect.poll(() => pageCalled(calls, 0), POLL).toBe(true);
    await expectOnePagerAt58vh(page);
    // A new start clears the end: Filter then needs both dates.
    await fromInput(page).click();
    await fromInput(page).fill(day(2));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: messages.filter }).click();
    await page.getByRole('alert').filter({ hasText: messages.logDatesRequired }).waitFor();
    await screenshot(page, 'device-logs-range-required');
    await context.close();
  });

  it('shows the other log tabs', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await openDevice(page, sampleDevice().deviceId);
    const connectionCalls = logCalls(page, '/connDisconnLogs');
    const activityCalls = logCalls(page, `/device/${sampleDevice().deviceId}/logs`);
    const dacCalls = logCalls(page, '/log');
    await tab(page, messages.connectionLogsTab).click();
    await expect.poll(() => bodyRows(page).count(), POLL).toBeGreaterThan(0);
    await expectOnePagerAt58vh(page);
    expect(pageCalled(connectionCalls, 0)).toBe(true);
    await screenshot(page, 'device-logs-connection');

    // Device Logs: a call's 100 rows, 20 a table page (spec 001 section 9); Next brings the
    // following hundred from its first table page, so no row is skipped.
    await tab(page, messages.deviceLogsTab).click();
    await expect.poll(() => bodyRows(page).count(), POLL).toBe(DEVICE_LOG_TABLE_PAGE_SIZE);
    expect(pageCalled(activityCalls, 0)).toBe(true);
    const tablePages = tablePanel(page).locator('.ant-pagination');
    await tablePages.getByTitle('5', { exact: true }).click();
    await expect.poll(() => activeTablePage(page), POLL).toBe('5');
    await screenshot(page, 'device-logs-activity');
    const lastOfHundred = await bodyRows(page).last().textContent();
    await tablePanel(page).getByRole('button', { name: messages.next }).click();
    await tablePanel(page).getByText('Page 2').waitFor();
    await expect.poll(() => pageCalled(activityCalls, 1), POLL).toBe(true);
    await expect.poll(() => bodyRows(page).first().textContent(), POLL).not.toBe(lastOfHundred);
    expect(await activeTablePage(page)).toBe('1');
    // The log page and the table page are in the URL: a reload comes back to the same rows.
    await tablePages.getByTitle('3', { exact: true }).click();
    await expect.poll(() => activeTablePage(page), POLL).toBe('3');
    const kept = await bodyRows(page).first().textContent();
    await page.reload();
    await tablePanel(page).getByText('Page 2').waitFor();
    await expect.poll(() => activeTablePage(page), POLL).toBe('3');
    await expect.poll(() => bodyRows(page).first().textContent(), POLL).toBe(kept);

    await tab(page, messages.dacLogsTab).click();
    const mac = page.getByRole('textbox', { name: messages.macAddress });
    await mac.fill('not-a-mac');
    await page.getByRole('button', { name: messages.filter }).click();
    await page.getByRole('alert').filter({ hasText: messages.invalidMacAddress }).waitFor();
    await tablePanel(page)
      .locator('.ant-empty-description')
      .getByText(messages.noDataFound, { exact: true })
      .waitFor();
    await mac.fill(sampleDevice().macAddress);
    await page.getByRole('button', { name: messages.filter }).click();
    await page.getByText(/^Count: \d+$/).waitFor();
    await expectOnePagerAt58vh(page);
    expect(pageCalled(dacCalls, 0)).toBe(true);
    await screenshot(page, 'device-logs-dac');
    await context.close();
  });

  it('opens the usage, history and diagnostics popups from Device Info', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.l4');
    await openDevice(page, sampleDevice().deviceId);
    const popup = async (
      button: string,
      title: string,
      shot: string,
      check: (d: Locator) => Promise<void>,
    ) => {
      // By keyboard: Enter opens it, Esc closes it and the focus is back on its button.
      const opener = page.getByRole('button', { name: button, exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await check(dialog);
      await screenshot(page, shot);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    };
    await popup(messages.usageButton, messages.usagePopupTitle, 'device-popup-usage', async (d) => {
      expect(await field(d, messages.powerStatus)).toMatch(/^(on|off)$/);
      // The code of the field last changed, by its name ('Temperature', not 'actmp').
      expect(PARAMETER_NAMES).toContain(await field(d, messages.lastAction));
      expect(await field(d, messages.connectedTimeLabel)).toMatch(
        /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, /,
      );
    });
    await popup(
      messages.onboardHistoryButton,
      messages.onboardHistoryTitle,
      'device-popup-onboard',
      async (d) => {
        await d.locator('.ant-table-row').getByText('onboard', { exact: true }).first().waitFor();
      },
    );
    await popup(
      messages.firmwareHistoryButton,
      messages.firmwareHistoryTitle,
      'device-popup-firmware',
      async (d) => {
        await d.locator('.ant-table-row, .ant-empty').first().waitFor();
      },
    );
    await popup(
      messages.diagnosticsButton,
      messages.diagnosticsTitle,
      'device-popup-diagnostics',
      async (d) => {
        for (const group of DIAGNOSTICS_GROUPS) await d.getByRole('heading', { name: group }).waitFor();
        await d.getByText('Indoor Temperature (°C)').waitFor();
        // Coded readings in words, the same words as the Diagnostic Logs view.
        expect(FILTER_WORDS).toContain(await field(d, 'Filter Status'));
        expect(RPM_LIMIT_WORDS).toContain(await field(d, 'RPM Limit Reason'));
        expect(await seriousViolations(page)).toEqual([]);
      },
    );
    await context.close();
  });

  it('gives a level-0 factory admin Device Info and DAC Logs only, without popups', async () => {
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'demo.factoryadmin');
    await page
      .getByRole('textbox', { name: messages.searchByDeviceId, exact: true })
      .fill(sampleDevice().deviceId);
    await page.getByRole('button', { name: messages.search }).click();
    await page.getByText(messages.deviceDetails).waitFor();
    await tab(page, messages.dacLogsTab).waitFor();
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs).toEqual([messages.deviceInfoTab, messages.dacLogsTab]);
    expect(await page.getByRole('button', { name: messages.usageButton }).count()).toBe(0);
    await context.close();
  });
});
