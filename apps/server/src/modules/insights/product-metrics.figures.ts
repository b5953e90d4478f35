import {
  addDays,
  type Bucket,
  barSpec,
  CATEGORY_GROUPS,
  type ChartSeries,
  type ChartSpec,
  CONTROLLERS,
  groupOfCategory,
  HOUR_KEYS,
  hourLabel,
  metricsDayOf,
  PRODUCT_METRICS,
  type ProductMetricFile,
  periodBuckets,
  toDmy,
} from '@console/contracts/insights';
import { parameterLabel } from '@console/contracts/telemetry';
import type { ScopedCaller } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { countActives, countFirstControls, countHourly } from './insights.queries';
import { createMetricsService } from './metrics.service';

/*
 * The 13 Product Metrics figures (spec 002 section 2) as chart specs, each read from the rollups
 * for one data scope. Windows: "by date" and "daily" figures show the last DAILY_DAYS (the ACs by
 * date, BY_DATE_DAYS), "by month" the last 12 months, hourly figures sum the last HOURLY_DAYS.
 */

const BY_DATE_DAYS = 30;
const DAILY_DAYS = 14;
const HOURLY_DAYS = 7;
/** Parameters drawn one by one in "Parameters Controlled by Hour"; the rest are summed as Other. */
const TOP_KEYS = 6;
const VOICE = ['ava', 'gva'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Counts = Record<string, number>;
type Point = { date: string; deviceCategories?: Counts };

const dayLabel = (iso: string) => toDmy(iso).slice(0, 5);
const monthLabel = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const controllerLabel = (code: string) => CONTROLLERS.find((c) => c.code === code)?.label ?? code;
const groupLabel = (category: string) => {
  const group = groupOfCategory(category);
  return group ? group.label : category;
};
const titleOf = (file: ProductMetricFile) =>
  PRODUCT_METRICS.find((m) => m.fileName === file)?.title as string;

/** Days from `days - 1` days before `today` to today, one bucket each. */
const lastDays = (today: string, days: number): Bucket[] =>
  periodBuckets({ start: addDays(today, 1 - days), end: today }, today);
const spanOf = (buckets: Bucket[]) => ({
  from: buckets[0]?.start as string,
  to: buckets.at(-1)?.end as string,
});
const bucketOf = (buckets: Bucket[], day: string) => buckets.findIndex((b) => b.start <= day && day <= b.end);

/** One series per name, `length` values each, filled by `rows` (name, index, count); names sorted. */
function seriesOf(rows: { name: string; index: number; n: number }[], length: number, order?: string[]) {
  const byName = new Map<string, number[]>();
  for (const name of order ?? []) byName.set(name, Array(length).fill(0));
  for (const r of rows) {
    if (r.index < 0 || r.index >= length) continue;
    let values = byName.get(r.name);
    if (!values) {
      values = Array(length).fill(0);
      byName.set(r.name, values);
    }
    values[r.index] = (values[r.index] ?? 0) + r.n;
  }
  const names = order ?? [...byName.keys()].sort();
  return names.map((name): ChartSeries => ({ name, values: byName.get(name) ?? Array(length).fill(0) }));
}

/** Points of a lifecycle call (date and per-category counts) as stacked series. */
function lifecycleSeries(points: Point[], label: (key: string) => string): ChartSeries[] {
  const rows = points.flatMap((p, index) =>
    Object.entries(p.deviceCategories ?? {}).map(([key, n]) => ({ name: label(key), index, n })),
  );
  return seriesOf(rows, points.length);
}

const groupLabelOfKey = (key: string) => CATEGORY_GROUPS.find((g) => g.key === key)?.label ?? key;

/** The 13 figures for `caller`'s scope, in the spec's order, with their file names. */
export async function productMetricsFigures(
  db: Db,
  caller: ScopedCaller,
  now: () => number = () => Math.floor(Date.now() / 1000),
): Promise<{ fileName: ProductMetricFile; spec: ChartSpec }[]> {
  const metrics = createMetricsService(db, now);
  const today = metricsDayOf(now());
  const byDate = lastDays(today, BY_DATE_DAYS);
  const daily = lastDays(today, DAILY_DAYS);
  const hourly = spanOf(lastDays(today, HOURLY_DAYS));
  const months = periodBuckets({ dateType: 'monthly' }, today);
  const dailyX = daily.map((b) => dayLabel(b.start));
  const monthX = months.map((b) => monthLabel(b.start));
  const hourX = HOUR_KEYS.map((_, h) => hourLabel(h));
  const monthly = { dateType: 'monthly' } as const;

  const acByDate = await metrics.onboardCountAc(caller, {
    startDate: toDmy(byDate[0]?.start as string),
    endDate: toDmy(today),
  });
  const acByMonth = await metrics.onboardCountAc(caller, monthly);
  const acOffByMonth = await metrics.offboardCountAc(caller, monthly);
  const othersByMonth = await metrics.onboardCount(caller, monthly);
  const frequency = await metrics.groupUsers(caller, { dateType: 'daily' });

  const voice = await countFirstControls(db, caller, { controllers: VOICE, range: spanOf(months) });
  const usersHourly = await countActives(db, caller, {
    subject: 'user',
    range: hourly,
    hourly: true,
    byController: false,
  });
  const controlsByController = await countHourly(db, caller, {
    kind: 'control',
    range: hourly,
    by: 'controller',
  });
  const controlsByKey = await countHourly(db, caller, { kind: 'control', range: hourly, by: 'mqtt_key' });
  const devicesByController = await countActives(db, caller, {
    subject: 'device',
    range: spanOf(daily),
    hourly: false,
    byController: true,
  });
  const devicesDaily = await countActives(db, caller, {
    subject: 'device',
    range: spanOf(daily),
    hourly: false,
    byController: false,
  });
  const usersDaily = await countActives(db, caller, {
    subject: 'user',
    range: spanOf(daily),
    hourly: false,
    byController: false,
  });
  const usersByCategory = await countActives(db, caller, {
    subject: 'user',
    range: spanOf(daily),
    hourly: false,
    byController: false,
    usersByCategory: true,
  });

  const averageUsers = Array(24).fill(0) as number[];
  for (const r of usersHourly) averageUsers[r.hour] = (averageUsers[r.hour] ?? 0) + r.n;
  const keyTotals: Counts = {};
  for (const r of controlsByKey) if (r.key) keyTotals[r.key] = (keyTotals[r.key] ?? 0) + r.n;
  const topKeys = Object.keys(keyTotals)
    .sort((a, b) => (keyTotals[b] ?? 0) - (keyTotals[a] ?? 0) || a.localeCompare(b))
    .slice(0, TOP_KEYS);
  const keyName = (key: string) => (topKeys.includes(key) ? `${parameterLabel(key)} (${key})` : 'Other');
  const dayIndex = (day: string) => bucketOf(daily, day);
  const controllers = CONTROLLERS.map((c) => c.label);
  const hoursAxis = `Hour (last ${HOURLY_DAYS} days)`;

  const figures: Record<ProductMetricFile, ChartSpec> = {
    'onboarded_acs_by_date.png': barSpec(
      titleOf('onboarded_acs_by_date.png'),
      { x: 'Date', y: 'ACs (count)' },
      byDate.map((b) => dayLabel(b.start)),
      lifecycleSeries(acByDate.data, String),
      true,
    ),
    'onboarded_acs_by_month.png': barSpec(
      titleOf('onboarded_acs_by_month.png'),
      { x: 'Month', y: 'ACs (count)' },
      monthX,
      lifecycleSeries(acByMonth.data, String),
      true,
    ),
    'monthly_new_voice_assistant_connections.png': barSpec(
      titleOf('monthly_new_voice_assistant_connections.png'),
      { x: 'Month', y: 'Devices (count)' },
      monthX,
      seriesOf(
        voice.map((r) => ({ name: controllerLabel(r.controller), index: bucketOf(months, r.day), n: r.n })),
        months.length,
        VOICE.map(controllerLabel),
      ),
      true,
    ),
    'hourly_average_controlling_users.png': barSpec(
      titleOf('hourly_average_controlling_users.png'),
      { x: hoursAxis, y: 'Users (average a day)' },
      hourX,
      [{ name: 'Active users', values: averageUsers.map((n) => Math.round((n / HOURLY_DAYS) * 10) / 10) }],
    ),
    'weekly_active_frequency.png': barSpec(
      titleOf('weekly_active_frequency.png'),
      { x: 'Days active in the last 7 days', y: 'Users (count)' },
      frequency.data.map((g) => g.name),
      [{ name: 'Users', values: frequency.data.map((g) => g.users) }],
    ),
    'hourly_controller_usage.png': barSpec(
      titleOf('hourly_controller_usage.png'),
      { x: hoursAxis, y: 'Controls (count)' },
      hourX,
      seriesOf(
        controlsByController
          .filter((r) => r.key)
          .map((r) => ({ name: controllerLabel(r.key), index: r.hour, n: r.n })),
        24,
        controllers,
      ),
      true,
    ),
    'daily_controller_counts.png': barSpec(
      titleOf('daily_controller_counts.png'),
      { x: 'Date', y: 'Devices (count)' },
      dailyX,
      seriesOf(
        devicesByController.map((r) => ({
          name: controllerLabel(r.controller),
          index: dayIndex(r.day),
          n: r.n,
        })),
        daily.length,
        controllers,
      ),
    ),
    'parameters_controlled_by_hour.png': barSpec(
      titleOf('parameters_controlled_by_hour.png'),
      { x: hoursAxis, y: 'Controls (count)' },
      hourX,
      seriesOf(
        controlsByKey.filter((r) => r.key).map((r) => ({ name: keyName(r.key), index: r.hour, n: r.n })),
        24,
      ),
      true,
    ),
    'daily_active_devices_by_category.png': barSpec(
      titleOf('daily_active_devices_by_category.png'),
      { x: 'Date', y: 'Devices (count)' },
      dailyX,
      seriesOf(
        devicesDaily.map((r) => ({ name: groupLabel(r.category), index: dayIndex(r.day), n: r.n })),
        daily.length,
      ),
      true,
    ),
    'daily_active_users_and_devices.png': barSpec(
      titleOf('daily_active_users_and_devices.png'),
      { x: 'Date', y: 'Count' },
      dailyX,
      seriesOf(
        [
          ...usersDaily.map((r) => ({ name: 'Users', index: dayIndex(r.day), n: r.n })),
          ...devicesDaily.map((r) => ({ name: 'Devices', index: dayIndex(r.day), n: r.n })),
        ],
        daily.length,
        ['Users', 'Devices'],
      ),
    ),
    'daily_active_users_by_category.png': barSpec(
      titleOf('daily_active_users_by_category.png'),
      { x: 'Date', y: 'Users (count)' },
      dailyX,
      seriesOf(
        // A login has no category: those users show in the totals, not here.
        usersByCategory
          .filter((r) => r.category)
          .map((r) => ({ name: groupLabel(r.category), index: dayIndex(r.day), n: r.n })),
        daily.length,
      ),
    ),
    'offboarded_acs_by_month.png': barSpec(
      titleOf('offboarded_acs_by_month.png'),
      { x: 'Month', y: 'ACs (count)' },
      monthX,
      lifecycleSeries(acOffByMonth.data, String),
      true,
    ),
    'onboarded_non_ac_products_by_month.png': barSpec(
      titleOf('onboarded_non_ac_products_by_month.png'),
      { x: 'Month', y: 'Devices (count)' },
      monthX,
      lifecycleSeries(othersByMonth.data, groupLabelOfKey),
      true,
    ),
  };
  return PRODUCT_METRICS.map((m) => ({ fileName: m.fileName, spec: figures[m.fileName] }));
}
