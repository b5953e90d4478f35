import { barSpec, type ChartSpec, chartOption, PRODUCT_METRICS_IMAGE } from '@console/contracts/insights';
import * as echarts from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartPng, chartSvg } from './product-metrics.render';
import { legendRows, staticChartOption } from './product-metrics.static-option';

/*
 * Issue 29: a Product Metrics image paged its legend ('1/3' and arrows) inside a static PNG, the
 * names past the first page never seen. Every series' name is drawn, on as many rows as needed.
 */

const MODELS = Array.from(
  { length: 18 },
  (_, i) => `CS-XU${String(i + 1).padStart(2, '0')}ZKYF Inverter Split`,
);
const many = barSpec(
  'Devices Onboarded per Model',
  { x: 'Date', y: 'Devices' },
  ['01-10', '02-10', '03-10'],
  MODELS.map((name, i) => ({ name, values: [i, i + 1, 2] })),
);
const pie: ChartSpec = {
  title: 'Firmware Distribution',
  xName: '',
  yName: '',
  x: [],
  series: [],
  pie: MODELS.map((name, i) => ({ name, value: i + 1 })),
  empty: false,
};

/** The text of every <text> element of the SVG. */
const textsOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('a Product Metrics image legend', () => {
  it('is plain (never paged) and wraps onto rows, the bars moved below it', () => {
    const option = staticChartOption(many, PRODUCT_METRICS_IMAGE) as {
      legend: { type: string; top: number };
      grid: { top: number };
    };
    expect(option.legend.type).toBe('plain');
    const rows = legendRows(MODELS, PRODUCT_METRICS_IMAGE.width - 40);
    expect(rows).toBeGreaterThan(2);
    // Room for every row (14 px and a 10 px gap each) between the legend's top and the bars.
    expect(option.grid.top).toBeGreaterThanOrEqual(option.legend.top + rows * 24);
  });

  it('draws every series name and no page arrows, and still renders a PNG of the image size', () => {
    for (const spec of [many, pie]) {
      const texts = textsOf(chartSvg(spec));
      for (const name of MODELS) expect(texts).toContain(name);
      expect(texts.some((t) => /^\d+\/\d+$/.test(t ?? ''))).toBe(false);
      const png = chartPng(spec);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
        PRODUCT_METRICS_IMAGE.width,
        PRODUCT_METRICS_IMAGE.height,
      ]);
    }
  });

  it('keeps one row and the usual room for a few series', () => {
    const few = barSpec(
      'Daily Active Users',
      { x: 'Date', y: 'Users' },
      ['01-10'],
      [{ name: 'Users', values: [3] }],
    );
    expect((staticChartOption(few, PRODUCT_METRICS_IMAGE) as { grid: { top: number } }).grid.top).toBe(84);
  });
});

/*
 * QA walk, Metrics Chart graph 6: the labels of two small slices ('1.2: 2.35%', '1.6: 1.18%') were
 * drawn on top of each other under the title. The console's option, drawn by the same ECharts at
 * the console's chart size, keeps every label clear of the others.
 */
describe('firmware pie labels', () => {
  const firmware: ChartSpec = {
    title: 'Firmware distribution Analytics',
    xName: '',
    yName: '',
    x: [],
    series: [],
    pie: [
      { name: '2.0', value: 41 },
      { name: '1.4', value: 41 },
      { name: '1.2', value: 2 },
      { name: '1.6', value: 1 },
    ],
    empty: false,
  };

  it.each([1290, 900, 600])('draws no label over another at %i px wide', (width) => {
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: 460 });
    chart.setOption({ ...chartOption(firmware), animation: false });
    const svg = chart.renderToSVGString();
    chart.dispose();
    const boxes = [
      ...svg.matchAll(/<text[^>]*text-anchor="(\w+)"[^>]*translate\(([\d.]+) ([\d.]+)\)[^>]*>([^<]*%)</g),
    ].map(([, anchor, x, y, text]) => {
      const w = echarts.format.getTextRect(text ?? '', '12px sans-serif').width;
      const left = anchor === 'end' ? Number(x) - w : anchor === 'middle' ? Number(x) - w / 2 : Number(x);
      return { text, left, right: left + w, top: Number(y) - 7, bottom: Number(y) + 7 };
    });
    expect(boxes.map((b) => b.text).sort()).toEqual([
      '1.2: 2.35%',
      '1.4: 48.24%',
      '1.6: 1.18%',
      '2.0: 48.24%',
    ]);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${a.text} over ${b.text}`).toBe(true);
      }
  });
});
