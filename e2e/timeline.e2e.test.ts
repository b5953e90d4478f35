import { messages } from '@console/contracts/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { pickerDay } from './support/dates';
import { sampleDevice } from './support/demo-data';
import { openSignedIn } from './support/kept-session';

/*
 * A device's timeline (issue 32) on the suite's shared server, whose first demo devices are played
 * by the simulator (a status and a diagnostics report every 15 s): opened from Device Info, a live
 * message seen as it arrives, older events paged with Load more, filtered by kind (kept over a
 * reload) and jumped to a date.
 */

const list = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByRole('group', { name: messages.timelineKinds }) });
const entries = (page: Page) => list(page).locator('.ant-list-item');
const timesShown = (page: Page) =>
  list(page)
    .locator('time')
    .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute('datetime') ?? '')));
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: messages.timelineKinds }).getByRole('button', { name, exact: true });
const livePanel = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: messages.timelineLive }) });

/** Device Info of the sample device, then its Timeline link. */
async function openTimeline(page: Page) {
  await openSignedIn(page, 'demo.l4');
  const { deviceId } = sampleDevice();
  await page.goto(`/device?by=deviceId&q=${deviceId}`);
  await page.getByText(messages.deviceDetails).waitFor();
  await page.getByRole('link', { name: messages.timelineTitle }).click();
  await page.waitForURL(`**/devices/${deviceId}/timeline`);
  await page
    .getByRole('heading', { level: 1, name: `${messages.timelineDeviceTitle}: ${deviceId}` })
    .waitFor();
  await entries(page).first().waitFor();
}

describe('Device timeline', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens from Device Info and shows a live message from the simulated device as it arrives', async () => {
    const { context, page } = await newPage(browser);
    await openTimeline(page);
    // The simulator reports every 15 s: one of its messages, while the page is open.
    const live = livePanel(page).locator('.ant-list-item');
    await expect.poll(() => live.count(), { timeout: 45_000 }).toBeGreaterThan(0);
    const kinds = [
      messages.timelineKindStatus,
      messages.timelineKindDiagnostic,
      messages.timelineKindConnection,
    ];
    expect(kinds).toContain(await live.first().locator('.ant-tag').textContent());
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'timeline-device');
    await context.close();
  }, 120_000);

  it('loads older events, filters by kind (kept over a reload) and jumps to a date', async () => {
    const { context, page } = await newPage(browser);
    await openTimeline(page);

    // A page holds 50; Load more (reached by keyboard) adds the next, still newest first.
    await expect.poll(() => entries(page).count()).toBe(50);
    await page.getByRole('button', { name: messages.timelineLoadMore }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => entries(page).count()).toBeGreaterThan(50);
    const times = await timesShown(page);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Only the diagnostics: every entry is one, and the filter survives a reload.
    await chip(page, messages.timelineKindDiagnostic).click();
    await page.waitForURL(/kinds=diagnostic/);
    await expect
      .poll(async () => new Set(await entries(page).locator('.ant-tag').allTextContents()))
      .toEqual(new Set([messages.timelineKindDiagnostic]));
    await page.reload();
    await entries(page).first().waitFor();
    expect(await chip(page, messages.timelineKindDiagnostic).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'timeline-diagnostics');

    // Jump to yesterday: the timeline starts at the end of that day.
    const yesterday = Date.now() - 86_400_000;
    const box = page.getByLabel(messages.timelineJumpTo);
    await box.click();
    await box.fill(pickerDay(yesterday));
    await page.keyboard.press('Enter');
    await page.waitForURL(/before=\d+/);
    const before = Number(new URL(page.url()).searchParams.get('before'));
    const end = new Date(yesterday);
    end.setHours(24, 0, 0, 0);
    expect(before).toBe(end.getTime());
    await expect
      .poll(async () => {
        const shown = await timesShown(page);
        return shown.length > 0 && shown.every((t) => t < before);
      })
      .toBe(true);
    await context.close();
  }, 120_000);
});
