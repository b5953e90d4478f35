/*
 * How a chart is drawn, shared by the console's Metrics Chart (ECharts in the browser) and the
 * server's Product Metrics images (ECharts server-side rendering): one option for one ChartSpec, so
 * both draw the same titles, axis names, legends and tooltips. Plain data: no ECharts import here.
 */

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartSpec {
  title: string;
  xName: string;
  yName: string;
  x: string[];
  series: ChartSeries[];
  /** Bars of a series stacked on each other (parts of one total) instead of side by side. */
  stacked?: boolean;
  /** Markers on the map instead of bars (graph 5 on the hosts that show the map); the console draws them. */
  geo?: { name: string; location: [number, number]; deviceCount: number; userCount: number }[];
  /** Pie slices instead of bars (firmware distribution). */
  pie?: { name: string; value: number }[];
  /** Whether there is anything to draw. */
  empty: boolean;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Each value's share of the total in per cent, 2 decimals, rounded on its own: equal values, equal shares. */
export function pieShares(values: number[]): string[] {
  const total = sum(values);
  return values.map((v) => (total > 0 ? (Math.round((v / total) * 10_000) / 100).toFixed(2) : '0.00'));
}

/** A bar chart's spec; empty when every value is 0. */
export function barSpec(
  title: string,
  axes: { x: string; y: string },
  x: string[],
  series: ChartSeries[],
  stacked = false,
): ChartSpec {
  return {
    title,
    xName: axes.x,
    yName: axes.y,
    x,
    series,
    stacked,
    empty: series.every((s) => sum(s.values) === 0),
  };
}

/** The ECharts option of a spec (bars, or the pie when the spec has slices). */
export function chartOption(spec: ChartSpec): Record<string, unknown> {
  const title = { text: spec.title, left: 'center', textStyle: { fontSize: 16 } };
  if (spec.pie) {
    const shares = pieShares(spec.pie.map((p) => p.value));
    return {
      title,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          center: ['50%', '52%'],
          radius: ['28%', '60%'],
          // From 3 o'clock: the last, smallest slices end beside the right edge, where their labels
          // have the chart's height to spread over, not under the title.
          startAngle: 0,
          // Outer labels at the chart's edges, kept apart vertically.
          label: { alignTo: 'labelLine', minMargin: 6, lineHeight: 16 },
          labelLine: { length: 12, length2: 16, maxSurfaceAngle: 80 },
          labelLayout: { moveOverlap: 'shiftY' },
          // Each slice's own texts: ECharts' {d} rounds so the shares add up to 100, which shows two
          // equal slices as 48.24 % and 48.23 %; here each share is rounded on its own.
          data: spec.pie.map((p, i) => ({
            ...p,
            label: { formatter: `${p.name}: ${shares[i]}%` },
            tooltip: { formatter: `${p.name}: ${p.value} devices (${shares[i]}%)` },
          })),
        },
      ],
    };
  }
  // Every label shown; many long ones (cities, hour spans, dates) are slanted to fit at 1280 px.
  const slanted = spec.x.length > 8 && spec.x.length <= 31 && spec.x.some((l) => l.length > 4);
  return {
    title,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 34, type: 'scroll' },
    grid: { left: 70, right: 90, top: 84, bottom: slanted ? 100 : 70 },
    xAxis: {
      type: 'category',
      name: spec.xName,
      nameLocation: 'middle',
      nameGap: slanted ? 75 : 40,
      data: spec.x,
      axisLabel: { interval: spec.x.length > 31 ? 'auto' : 0, rotate: slanted ? 30 : 0 },
    },
    yAxis: { type: 'value', name: spec.yName, minInterval: 1 },
    series: spec.series.map((s) => ({
      type: 'bar',
      name: s.name,
      data: s.values,
      barMaxWidth: 40,
      ...(spec.stacked ? { stack: 'total' } : {}),
    })),
  };
}
