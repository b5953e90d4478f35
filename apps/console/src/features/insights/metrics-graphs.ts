import { firmwareDistribution } from '@console/contracts/firmware';
import {
  barSpec,
  bucketHours,
  CATEGORY_GROUPS,
  type ChartSeries,
  type ChartSpec,
  CONTROLLERS,
  getActiveHourly,
  getControllerCounts,
  getGeographicalDist,
  getGroupUsers,
  getMqttKeysFrequency,
  getOffboardCount,
  getOffboardCountAc,
  getOnboardByModel,
  getOnboardCount,
  getOnboardCountAc,
  getUsersAndOnboards,
  getUsersDuration,
  type HourBucket,
} from '@console/contracts/insights';

export type { ChartSpec } from '@console/contracts/insights';

/*
 * The 14 graph types of the Metrics Chart (spec 002 section 2): which call each makes, which
 * controls it has, and how its answer becomes a chart (title, axis names with units, series).
 * Pure: the page renders the spec with ECharts.
 */

export type GraphControls = 'period' | 'date' | 'none';
export interface Graph {
  id: number;
  label: string;
  controls: GraphControls;
  /** Category select (graphs 3, 6, 8, 14). */
  category?: boolean;
  descriptor: { path: string };
}

export const GRAPHS: readonly Graph[] = [
  { id: 1, label: 'Onboard Statistics - Others', controls: 'period', descriptor: getOnboardCount },
  { id: 11, label: 'Onboard Statistics - AC', controls: 'period', descriptor: getOnboardCountAc },
  { id: 2, label: 'Offboard Statistics - Others', controls: 'period', descriptor: getOffboardCount },
  { id: 12, label: 'Offboard Statistics - AC', controls: 'period', descriptor: getOffboardCountAc },
  {
    id: 3,
    label: 'User Registration and Onboard Count',
    controls: 'period',
    category: true,
    descriptor: getUsersAndOnboards,
  },
  {
    id: 4,
    label: 'Device Count controlled by controllers',
    controls: 'date',
    descriptor: getControllerCounts,
  },
  {
    id: 10,
    label: 'User Count controlled by controllers',
    controls: 'date',
    descriptor: getControllerCounts,
  },
  {
    id: 5,
    label: 'Device and User Count by Geographical distribution',
    controls: 'date',
    descriptor: getGeographicalDist,
  },
  {
    id: 6,
    label: 'Firmware distribution Analytics',
    controls: 'none',
    category: true,
    descriptor: firmwareDistribution,
  },
  { id: 7, label: 'Usage Frequency', controls: 'period', descriptor: getGroupUsers },
  {
    id: 8,
    label: 'Onboarded device Count by Model Number',
    controls: 'period',
    category: true,
    descriptor: getOnboardByModel,
  },
  { id: 9, label: 'Hourly Device Count', controls: 'date', descriptor: getActiveHourly },
  { id: 13, label: 'Mqtt Time Duration', controls: 'date', descriptor: getUsersDuration },
  {
    id: 14,
    label: 'Frequently Used Function Based on Mqtt',
    controls: 'date',
    category: true,
    descriptor: getMqttKeysFrequency,
  },
];

export interface ChartOptions {
  controllers: string[];
  models: string[];
  hours: HourBucket;
  /** Graph 5 as a map (on the hosts that show it: mapShownOn), else bars per city. */
  map?: boolean;
}

type Counts = Record<string, number>;
export type Point = Record<string, unknown> & { date?: string };
const labelOf = (key: string) => CATEGORY_GROUPS.find((g) => g.key === key)?.label ?? key;
/** Seconds as hours with one decimal. */
const hoursOf = (seconds: number) => Math.round(seconds / 360) / 10;

/** The keys of a map field drawn as series, in their order: those given, else every key of the points, sorted. */
export function seriesKeys(points: Point[], field: string, keys?: string[]): string[] {
  return keys ?? [...new Set(points.flatMap((p) => Object.keys((p[field] as Counts) ?? {})))].sort();
}

/** One series per key of a map field, over the points' dates. */
function stacked(points: Point[], field: string, keys?: string[], label = labelOf): ChartSeries[] {
  return seriesKeys(points, field, keys).map((key) => ({
    name: label(key),
    values: points.map((p) => (p[field] as Counts | undefined)?.[key] ?? 0),
  }));
}

const spec = (title: string, xName: string, yName: string, x: string[], series: ChartSeries[]) =>
  barSpec(title, { x: xName, y: yName }, x, series);

/** Graph 5's cities as map markers (the data points of section 3: location [lng, lat], counts). */
function geoSpec(title: string, data: Point[]): ChartSpec {
  const geo = data.map((p) => ({
    name: String(p.name),
    location: p.location as [number, number],
    deviceCount: Number(p.deviceCount ?? 0),
    userCount: Number(p.userCount ?? 0),
  }));
  const empty = geo.every((g) => g.deviceCount === 0 && g.userCount === 0);
  return { title, xName: '', yName: '', x: [], series: [], geo, empty };
}

/** The chart of a graph's answer (`data` of the metrics call, or the firmware distribution). */
export function chartOf(graph: Graph, answer: unknown, options: ChartOptions): ChartSpec {
  const data = ((answer as { data?: Point[] })?.data ?? []) as Point[];
  const dates = data.map((p) => String(p.date));
  switch (graph.id) {
    case 1:
    case 2:
    case 11:
    case 12:
      return spec(graph.label, 'Date', 'Devices (count)', dates, stacked(data, 'deviceCategories'));
    case 3:
      return spec(graph.label, 'Date', 'Count', dates, [
        { name: 'Registered users', values: data.map((p) => Number(p.users ?? 0)) },
        { name: 'Onboarded devices', values: data.map((p) => Number(p.totalCount ?? 0)) },
      ]);
    case 4:
    case 10: {
      const counts = (data[0]?.deviceControllers as Counts | undefined) ?? {};
      const shown = CONTROLLERS.filter((c) => options.controllers.includes(c.code));
      return spec(
        graph.label,
        'Controller',
        graph.id === 4 ? 'Devices (count)' : 'Users (count)',
        shown.map((c) => c.label),
        [{ name: graph.id === 4 ? 'Devices' : 'Users', values: shown.map((c) => counts[c.code] ?? 0) }],
      );
    }
    case 5:
      if (options.map) return geoSpec(graph.label, data);
      return spec(
        graph.label,
        'City',
        'Count',
        data.map((p) => String(p.name)),
        [
          { name: 'Devices', values: data.map((p) => Number(p.deviceCount ?? 0)) },
          { name: 'Users', values: data.map((p) => Number(p.userCount ?? 0)) },
        ],
      );
    case 6: {
      const rows =
        (answer as { firmwareDistribution?: { firmwareVersion: string; count: number }[] })
          ?.firmwareDistribution ?? [];
      const pie = rows.map((r) => ({ name: r.firmwareVersion, value: r.count }));
      return { title: graph.label, xName: '', yName: '', x: [], series: [], pie, empty: pie.length === 0 };
    }
    case 7:
      return spec(
        graph.label,
        'Usage',
        'Users (count)',
        data.map((p) => String(p.name)),
        [{ name: 'Users', values: data.map((p) => Number(p.users ?? 0)) }],
      );
    case 8:
      return spec(
        graph.label,
        'Date',
        'Devices (count)',
        dates,
        stacked(data, 'modelCategories', options.models, String),
      );
    case 9: {
      const bars = bucketHours((data[0]?.usersActiveHourly as Counts | undefined) ?? {}, options.hours);
      return spec(
        graph.label,
        'Hour',
        'Devices (count)',
        bars.map((b) => b.label),
        [{ name: 'Active devices', values: bars.map((b) => b.value) }],
      );
    }
    case 13:
      return spec(graph.label, 'Hour', 'Hours', dates, [
        { name: 'Average session', values: data.map((p) => hoursOf(Number(p.averageDuration ?? 0))) },
        { name: 'All sessions', values: data.map((p) => hoursOf(Number(p.totalDuration ?? 0))) },
      ]);
    default: {
      const counts = (data[0]?.mqttKeysCount as Counts | undefined) ?? {};
      const keys = Object.keys(counts).sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0));
      return spec(graph.label, 'MQTT key', 'Controls (count)', keys, [
        { name: 'Controls', values: keys.map((k) => counts[k] ?? 0) },
      ]);
    }
  }
}

/** The model numbers an answer of graph 8 names (its checkboxes). */
export function modelsOf(answer: unknown): string[] {
  const data = ((answer as { data?: Point[] })?.data ?? []) as Point[];
  return [...new Set(data.flatMap((p) => Object.keys((p.modelCategories as Counts) ?? {})))].sort();
}
