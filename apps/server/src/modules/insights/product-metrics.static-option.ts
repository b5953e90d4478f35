import { type ChartSpec, chartOption } from '@console/contracts/insights';
import * as echarts from 'echarts';

/*
 * A chart option for a static image. The console's option pages a long legend (type 'scroll'),
 * which a PNG cannot: its arrows do nothing and the names past the first page are never seen
 * (issue 29). Here the legend is plain, wrapping onto as many rows as its names need, and the bars
 * (below it) or the pie (above it) move to leave it that room. Rows are counted with ECharts' own
 * text measure, the one its legend lays out with.
 */

/** ECharts' legend defaults: symbol size, gaps between items and rows, padding, text size. */
const LEGEND = { symbol: 25, textGap: 5, gap: 10, height: 14, padding: 5, font: '12px sans-serif' };
/** The legend's top under the title, and the room between it and the bars (the axis name). */
const LEGEND_TOP = 34;
const AXIS_NAME_ROOM = 26;
const TITLE_ROOM = 40;
const MARGIN = 20;

/** How many rows the legend's names take in `width` pixels, laid out as ECharts wraps them. */
export function legendRows(names: string[], width: number, font = LEGEND.font): number {
  const room = width - 2 * LEGEND.padding;
  let rows = names.length > 0 ? 1 : 0;
  let used = 0;
  for (const name of names) {
    const item = LEGEND.symbol + LEGEND.textGap + echarts.format.getTextRect(name, font).width;
    if (used > 0 && used + item > room) {
      rows += 1;
      used = 0;
    }
    used += item + LEGEND.gap;
  }
  return rows;
}

/** The legend's height for `rows` rows, padding included. */
const legendHeight = (rows: number) =>
  rows * LEGEND.height + Math.max(0, rows - 1) * LEGEND.gap + 2 * LEGEND.padding;

/** The option of `spec` drawn as an image of `size`: every series' name in a plain legend. */
export function staticChartOption(spec: ChartSpec, size: { width: number; height: number }, font?: string) {
  const option = chartOption(spec);
  const width = size.width - 2 * MARGIN;
  const names = spec.pie ? spec.pie.map((s) => s.name) : spec.series.map((s) => s.name);
  const height = legendHeight(legendRows(names, width, font));
  if (spec.pie) {
    const [series] = option.series as Record<string, unknown>[];
    const free = size.height - TITLE_ROOM - height - MARGIN;
    const outer = Math.max(40, 0.7 * (Math.min(size.width, free) / 2));
    return {
      ...option,
      legend: { type: 'plain', left: 'center', bottom: MARGIN / 2, width },
      series: [
        { ...series, center: [size.width / 2, TITLE_ROOM + free / 2], radius: [outer * (30 / 65), outer] },
      ],
    };
  }
  return {
    ...option,
    legend: { type: 'plain', left: 'center', top: LEGEND_TOP, width },
    grid: { ...(option.grid as object), top: LEGEND_TOP + height + AXIS_NAME_ROOM },
  };
}
