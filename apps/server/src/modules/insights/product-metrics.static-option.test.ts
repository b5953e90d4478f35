import { barSpec, type ChartSpec, PRODUCT_METRICS_IMAGE } from '@console/contracts/insights';
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
