/**
 * The fleet insights figures of `npm run bench` (issue 16, docs/decisions/0027-insights-at-scale.md)
 * on the scale set's year of activity (seed-insights.ts): every metrics portal call of spec 002
 * section 7 and the DAC count at 50 connections (target p99 under 20 ms), each over the periods a
 * person picks (Daily, Weekly, Monthly, a 90-day range; single days inside the raw week and older);
 * the 13 Product Metrics images drawn for the widest scope of the main tenant (target under 5 s:
 * the rollup reads and the drawing, timed apart); and the statistics downloads (csv-bench.ts).
 */
import { DEVICE_CATEGORIES } from '@console/contracts/constants';
import { addDays, metricsDayOf, toDmy } from '@console/contracts/insights';
import { MAIN_BRANDS, MAIN_TENANT_ID } from '../modules/demo/tenants';
import { loadChartRenderer, productMetricsFigures } from '../modules/insights';
import { openDatabase } from '../platform/db/client';
import { csvFigure } from './csv-bench';

type Row = Record<string, unknown> & { figure: string };
type Measure = (
  figure: string,
  base: string,
  paths: string[],
  headers: Record<string, string>,
) => Promise<Row>;

const METRICS = '/simplifi/v1/metricsportal';
const TARGET_P99_MS = 20;

/** The query strings of the four periods: the presets and the longest range allowed. */
function periods(today: string): string[] {
  return [
    'dateType=daily',
    'dateType=weekly',
    'dateType=monthly',
    `startDate=${toDmy(addDays(today, -90))}&endDate=${toDmy(today)}`,
  ];
}

/** Single days: inside the raw week and older (rollups made from the year). */
const singleDays = (today: string) =>
  [0, 1, 3, 6, 8, 30, 100, 200].map((back) => toDmy(addDays(today, -back)));

/** Every metrics portal call with the paths it is measured on. */
export function metricsCalls(nowSec: number): [string, string[]][] {
  const today = metricsDayOf(nowSec);
  const period = periods(today);
  const days = singleDays(today);
  const withPeriods = (path: string) => period.map((q) => `${METRICS}${path}?${q}`);
  const onDays = (path: string, extra = '') => days.map((d) => `${METRICS}${path}?onDate=${d}${extra}`);
  return [
    ['onboard count by group (graph 1)', withPeriods('/onboardDevicesCount/onboard')],
    ['offboard count by group (graph 2)', withPeriods('/onboardDevicesCount/offboard')],
    ['users and onboards, AC (graph 3)', withPeriods('/onboardUsersCountByCategory/AC')],
    ['active devices by controller (graph 4)', onDays('/usersCount', '&subject=device')],
    ['active users by controller (graph 10)', onDays('/usersCount', '&subject=user')],
    ['geographical distribution (graph 5)', onDays('/geographicalDist')],
    ['usage frequency (graph 7)', withPeriods('/groupUsers')],
    [
      'onboards by model, AC (graph 8)',
      period.map((q) => `${METRICS}/onboardDevicesCountByModal?category=AC&${q}`),
    ],
    [
      'active devices per hour (graph 9)',
      days.map((d) => `${METRICS}/activeDevicesCount?startDate=${d}&subject=device`),
    ],
    ['AC onboard count (graph 11)', withPeriods('/onboardDevicesCountAc')],
    ['AC offboard count (graph 12)', withPeriods('/offBoardDeviceCountAc')],
    ['session durations per hour (graph 13)', onDays('/usersDuration')],
    ['MQTT keys frequency, AC (graph 14)', onDays('/mqttKeysFrequency', '&category=AC')],
  ];
}

/** DAC counts over a day, a week, a month and a year (the screen's From/To in DD-MM-YYYY). */
function dacPaths(nowSec: number): string[] {
  const today = metricsDayOf(nowSec);
  return [0, 6, 30, 364].map(
    (back) =>
      `/simplifi/v1/certificateManager/dac/count?startTs=${toDmy(addDays(today, -back))}&endTs=${toDmy(today)}`,
  );
}

/** The 13 images for the widest scope of the main tenant, timed: rollup reads, then drawing. */
export async function productMetricsFigure(databaseUrl: string) {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const caller = {
      tenantId: MAIN_TENANT_ID,
      scope: {
        allowedCountries: ['in', 'lk', 'bd'],
        allowedCountryCodes: [],
        allowedDeviceCategories: [...DEVICE_CATEGORIES],
        allowCompanyBrand: [...MAIN_BRANDS],
      },
    };
    const { chartPng } = await loadChartRenderer();
    const started = performance.now();
    const figures = await productMetricsFigures(database.db, caller);
    const read = performance.now();
    let bytes = 0;
    for (const f of figures) bytes += chartPng(f.spec).length;
    const drawn = performance.now();
    return {
      figure: 'product metrics images, 13, widest scope',
      images: figures.length,
      readMs: Math.round(read - started),
      drawMs: Math.round(drawn - read),
      totalMs: Math.round(drawn - started),
      kilobytes: Math.round(bytes / 1024),
      targetMs: 5_000,
    };
  } finally {
    await database.close();
  }
}

export interface InsightsBench {
  api: string;
  headers: Record<string, string>;
  databaseUrl: string;
  serverPid: number | undefined;
  largestCategory: string | undefined;
  measure: Measure;
  wanted: (figure: string) => boolean;
  emit: (row: Row) => void;
}

/** The downloads first (on a fresh heap, like the other CSV figures), then the calls, then the images. */
export async function insightsFigures(bench: InsightsBench) {
  const { api, headers, wanted, emit } = bench;
  const nowSec = Math.floor(Date.now() / 1000);
  const downloads = [
    [
      `CSV: onboard statistics, ${bench.largestCategory}`,
      `/simplifi/v1/deviceManagement/devices/download/deviceOnboardStat/${bench.largestCategory}`,
    ],
    ['CSV: offboard statistics', '/simplifi/v1/deviceManagement/devices/download/deviceOffboardStat'],
  ] as const;
  for (const [figure, path] of downloads) {
    if (wanted(figure) && bench.serverPid && bench.largestCategory)
      emit(await csvFigure(figure, { url: `${api}${path}`, method: 'POST', headers }, bench.serverPid));
  }
  const calls: [string, string[]][] = [
    ...metricsCalls(nowSec).map(([name, paths]): [string, string[]] => [`metrics: ${name}`, paths]),
    ['DAC count (day to year)', dacPaths(nowSec)],
  ];
  for (const [figure, paths] of calls) {
    if (wanted(figure))
      emit({ ...(await bench.measure(figure, api, paths, headers)), targetP99Ms: TARGET_P99_MS });
  }
  const images = 'product metrics images';
  if (wanted(images)) emit(await productMetricsFigure(bench.databaseUrl));
}
