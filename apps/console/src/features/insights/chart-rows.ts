import type { ChartSpec } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';

/**
 * The rows a chart drew, as its CSV holds them (a header first): per bar label each series'
 * value, per slice its firmware version and devices, per map marker its city, devices and users.
 */
export function chartRows(spec: ChartSpec): (string | number)[][] {
  if (spec.pie)
    return [[messages.firmwareVersion, messages.deviceCount], ...spec.pie.map((p) => [p.name, p.value])];
  if (spec.geo)
    return [
      [messages.city, 'Devices', 'Users'],
      ...spec.geo.map((g) => [g.name, g.deviceCount, g.userCount]),
    ];
  return [
    [spec.xName, ...spec.series.map((s) => s.name)],
    ...spec.x.map((label, i) => [label, ...spec.series.map((s) => s.values[i] ?? 0)]),
  ];
}

/** A chart's CSV file name: its title in lower case, words joined by hyphens. */
export const chartFileName = (spec: ChartSpec) =>
  `${spec.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;
