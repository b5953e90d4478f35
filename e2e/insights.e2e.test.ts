import { readFile } from 'node:fs/promises';
import { type FirmwareDistribution, firmwareDistribution } from '@console/contracts/firmware';
import {
  type Bucket,
  bucketOfPoint,
  getOnboardCountAc,
  lifecycleDrill,
  ONBOARD_CSV_COLUMNS,
} from '@console/contracts/insights';
import { fillMessage, messages } from '@console/contracts/messages';
import { type FleetSearchResult, fleetLinkOf, searchFleet } from '@console/contracts/segments';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { openSignedIn } from './support/kept-session';
import { chooseOption } from './support/select';
import { alertWith } from './support/sign-in';

const DAY = 86_400_000;
const dmy = (ms: number) => {
  const d = new Date(ms + 19_800_000); // the metrics day, UTC+05:30
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};

/** Types a day into an antd date picker found by its label. */
async function pickDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

async function chooseGraph(page: Page, label: string) {
  await chooseOption(page, page.getByRole('combobox', { name: messages.graphType }), label);
}

const chart = (page: Page) => page.getByTestId('metrics-chart');

/** Today on the metrics calendar (UTC+05:30), 'YYYY-MM-DD'. */
const dayOfMetrics = () => new Date(Date.now() + 19_800_000).toISOString().slice(0, 10);

interface Box {
  x: number;
  y: number;
}
/** The centres of a chart's bars (its SVG paths within the plot, no wider than a bar), left to right. */
const barBoxes = (page: Page, selector: string) =>
  page.locator(`${selector} svg`).evaluate((svg) => {
    const top = svg.getBoundingClientRect().top;
    return Array.from(svg.querySelectorAll('path'))
      .map((p) => p.getBoundingClientRect())
      .filter((r) => r.width > 2 && r.width <= 41 && r.height > 1 && r.top - top > 80)
      .map((r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 }))
      .sort((a, b) => a.x - b.x);
  });

/** Clicks, then waits for Fleet Search's first answer: its link and its count. */
async function fleetCountAfter(page: Page, click: () => Promise<void>) {
  const searched = page.waitForResponse(
    (r) => r.url().endsWith(searchFleet.path) && r.request().method() === 'POST',
  );
  await click();
  const answer = (await (await searched).json()) as FleetSearchResult;
  await page.getByRole('heading', { name: messages.fleetTitle }).waitFor();
  return { url: page.url().replace(/^https?:\/\/[^/]+/, ''), count: answer.counts?.count };
}

describe('Fleet insights', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await newPage(browser));
    await openSignedIn(page, 'demo.l4');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('DAC Statistics: Filter waits for both dates, then counts; Find Statistics searches by MAC', async () => {
    await page.getByRole('link', { name: messages.dacStatisticsTitle }).click();
    await page.getByRole('heading', { name: messages.dacStatisticsTitle }).waitFor();
    const filter = page.getByRole('button', { name: messages.filter });
    expect(await filter.isDisabled()).toBe(true);
    await pickDate(page, messages.fromDate, dmy(Date.now() - 1000 * DAY));
    expect(await filter.isDisabled()).toBe(true);
    await pickDate(page, messages.toDate, dmy(Date.now()));
    await filter.click();
    const count = page.getByText(/^DAC Count : \d+$/);
    await count.waitFor();
    expect(Number((await count.textContent())?.split(': ')[1])).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'insights-dac-statistics');
    await page.getByRole('tab', { name: messages.findStatisticsTab }).click();
    await page.getByLabel(messages.macAddress).waitFor();
  });

  it('Download Statistics: the onboard CSV of a category and the offboard CSV', async () => {
    await page.getByRole('link', { name: 'Statistics', exact: true }).click();
    await page.getByRole('heading', { name: messages.downloadStatisticsTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'insights-statistics');
    const [onboard] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: `${messages.downloadColumn} ${messages.onboardStatisticsFile}` })
        .click(),
    ]);
    expect(onboard.suggestedFilename()).toBe('AC_Onboard.csv');
    const csv = await readFile((await onboard.path()) as string, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(ONBOARD_CSV_COLUMNS.join(','));
    expect(lines.length).toBeGreaterThan(5);
    const [offboard] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: `${messages.downloadColumn} ${messages.offboardStatisticsFile}` })
        .click(),
    ]);
    expect(offboard.suggestedFilename()).toBe('Offboard.csv');
  });

  it('Product Metrics: being prepared until drawn, then the 13 titled images; Enter opens one enlarged', async () => {
    await page.getByRole('link', { name: messages.productMetricsTitle, exact: true }).click();
    await page.getByRole('heading', { name: messages.productMetricsTitle }).waitFor();
    // The first ask of this scope queues its drawing; the screen asks again until it is there.
    await page.getByText(messages.productMetricsPreparing).waitFor();
    const tiles = page.locator('.product-metric-open');
    await tiles.nth(12).waitFor({ timeout: 30_000 });
    expect(await tiles.count()).toBe(13);
    await page
      .locator('.product-metric-open img')
      .last()
      .evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(page, 'insights-product-metrics');
    await page.getByRole('button', { name: 'Daily Active Users and Devices' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: 'Daily Active Users and Devices' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'insights-product-metrics-popup');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('Metrics Chart: every graph type draws from the demo history', async () => {
    await page.goto('/metricsChart');
    await page.getByRole('heading', { name: messages.metricsChartTitle }).waitFor();
    await chart(page).locator('svg').waitFor(); // graph 1, Daily, drawn at once
    await screenshot(page, 'insights-metrics-1');

    // The Date Range rules speak before any call.
    await page.getByRole('radio', { name: 'Date Range' }).check();
    await page.getByRole('button', { name: messages.filter }).click();
    await alertWith(page, messages.metricsRangeEmpty).waitFor();
    await alertWith(page, messages.metricsRangeEmpty).waitFor({ state: 'detached' });
    // An end before the start stays as picked and is named, never swapped (spec 002 section 5).
    const [from, to] = [
      page.locator('.ant-picker-range input').first(),
      page.locator('.ant-picker-range input').last(),
    ];
    for (const [box, day] of [
      [from, dmy(Date.now() - 3 * DAY)],
      [to, dmy(Date.now() - 10 * DAY)],
    ] as const) {
      await box.click();
      await box.fill(day);
      await box.press('Enter');
    }
    await page.getByRole('button', { name: messages.filter }).click();
    await alertWith(page, messages.metricsEndBeforeStart).waitFor();
    expect(await to.inputValue()).toBe(dmy(Date.now() - 10 * DAY));
    await page.locator('.ant-picker-range.ant-picker-status-error').waitFor();
    await screenshot(page, 'insights-metrics-end-before-start');
    await alertWith(page, messages.metricsEndBeforeStart).waitFor({ state: 'detached' });

    const yesterday = dmy(Date.now() - DAY);
    const graphs: [string, 'period' | 'date' | 'none'][] = [
      ['11 Onboard Statistics - AC', 'period'],
      ['12 Offboard Statistics - AC', 'period'],
      ['3 User Registration and Onboard Count', 'period'],
      ['4 Device Count controlled by controllers', 'date'],
      ['10 User Count controlled by controllers', 'date'],
      ['5 Device and User Count by Geographical distribution', 'date'],
      ['6 Firmware distribution Analytics', 'none'],
      ['7 Usage Frequency', 'period'],
      ['8 Onboarded device Count by Model Number', 'period'],
      ['9 Hourly Device Count', 'date'],
      ['13 Mqtt Time Duration', 'date'],
      ['14 Frequently Used Function Based on Mqtt', 'date'],
    ];
    let first = true;
    for (const [label, controls] of graphs) {
      await chooseGraph(page, label);
      if (controls === 'period') {
        await page.getByRole('radio', { name: 'Monthly' }).check();
        await page.getByRole('button', { name: messages.filter }).click();
      } else if (controls === 'date') {
        if (first) {
          await page.getByRole('button', { name: messages.search }).click();
          await alertWith(page, messages.metricsDateMissing).waitFor();
          await alertWith(page, messages.metricsDateMissing).waitFor({ state: 'detached' });
          await pickDate(page, messages.onDate, yesterday);
          first = false;
        }
        await page.getByRole('button', { name: messages.search }).click();
      } else await page.getByRole('button', { name: messages.filter }).click();
      await page
        .getByRole('img', { name: label.replace(/^\d+ /, '') })
        .locator('svg')
        .waitFor();
      await screenshot(page, `insights-metrics-${label.split(' ')[0]}`);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(fillMessage(messages.dacStatisticsCount, { count: 1 })).toBe('DAC Count : 1');
  });

  // Issue 32: a bar or a slice opens Fleet Search on the devices behind it.
  it('Metrics Chart: a bar and a slice open Fleet Search on their devices, as many as they count', async () => {
    // The AC onboardings of the last 12 months: the tallest AC bar.
    await page.goto('/metricsChart?graph=11');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    const asked = page.waitForResponse(
      (r) => r.url().includes(getOnboardCountAc.path) && r.url().includes('monthly'),
    );
    await page.getByRole('button', { name: messages.filter }).click();
    const points = (
      (await (await asked).json()) as { data: { date: string; deviceCategories: Record<string, number> }[] }
    ).data;
    await page.getByText(messages.chartDrillHint).waitFor();
    const values = points.map((p) => p.deviceCategories.AC ?? 0);
    const tallest = values.indexOf(Math.max(...values));
    // Only AC's bars drawn (the others' legend entries clicked off): its non-zero points, left to right.
    const others = [...new Set(points.flatMap((p) => Object.keys(p.deviceCategories)))].filter(
      (k) => k !== 'AC',
    );
    for (const key of others)
      await chart(page)
        .locator('svg text', { hasText: new RegExp(`^${key}$`) })
        .click();
    const shown = values.filter((v) => v > 0).length;
    await expect.poll(async () => (await barBoxes(page, '[data-testid="metrics-chart"]')).length).toBe(shown);
    const bar = (await barBoxes(page, '[data-testid="metrics-chart"]'))[
      values.slice(0, tallest).filter((v) => v > 0).length
    ] as Box;
    const bucket = bucketOfPoint(
      { dateType: 'monthly' },
      (points[tallest] as { date: string }).date,
      dayOfMetrics(),
    );
    const ac = await fleetCountAfter(page, () => page.mouse.click(bar.x, bar.y));
    expect(ac.url).toBe(fleetLinkOf(lifecycleDrill('onboard', ['AC'], bucket as Bucket)));
    // Devices, not onboardings: a device onboarded twice that month is one device here.
    expect(ac.count).toBeGreaterThan(0);
    expect(ac.count).toBeLessThanOrEqual(values[tallest] as number);
    await screenshot(page, 'insights-drill-bar-fleet');

    // A firmware version's slice: exactly its devices (demo.l4 sees every country of the fleet).
    const pie = page.waitForResponse((r) => r.url().includes(firmwareDistribution.path));
    await page.goto('/metricsChart?graph=6');
    const slices = ((await (await pie).json()) as FirmwareDistribution).firmwareDistribution;
    const largest = slices[0] as FirmwareDistribution['firmwareDistribution'][number];
    const label = chart(page)
      .locator('svg text', { hasText: `${largest.firmwareVersion}:` })
      .first();
    const version = await fleetCountAfter(page, () => label.click());
    expect(version.count).toBe(largest.count);
    await screenshot(page, 'insights-drill-slice-fleet');
  });

  // Issue 29: 5 of the 13 cities lay outside the first view; a reload showed graph 1 again.
  it('Metrics Chart: the map shows every city at first view, and a reload keeps the graph', async () => {
    const label = '5 Device and User Count by Geographical distribution';
    await page.goto('/metricsChart');
    await chooseGraph(page, label);
    await page.waitForURL(/graph=5/);
    await pickDate(page, messages.onDate, dmy(Date.now() - DAY));
    await page.getByRole('button', { name: messages.search }).click();
    const map = page.getByRole('img', { name: label.replace(/^\d+ /, '') });
    await map.locator('svg text').filter({ hasText: 'Devices' }).first().waitFor();
    // Every city's name (the markers' labels) lies inside the chart's box.
    const outside = await map.evaluate((box) => {
      const frame = box.getBoundingClientRect();
      return Array.from(box.querySelectorAll('svg text'))
        .map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }))
        .filter(
          ({ r }) =>
            r.left < frame.left || r.right > frame.right || r.top < frame.top || r.bottom > frame.bottom,
        )
        .map(({ text }) => text);
    });
    expect(outside).toEqual([]);
    expect(await map.locator('svg text').count()).toBeGreaterThan(8);
    await screenshot(page, 'insights-metrics-map-first-view');

    await page.reload();
    await page.getByRole('heading', { name: messages.metricsChartTitle }).waitFor();
    await page.locator('.ant-select-selection-item', { hasText: label }).waitFor();
    expect(new URL(page.url()).searchParams.get('graph')).toBe('5');
  });
});
