import { createRequire } from 'node:module';
import { type ChartSpec, PRODUCT_METRICS_IMAGE } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import * as echarts from 'echarts';
import { staticChartOption } from './product-metrics.static-option';

/*
 * A chart spec as a PNG: ECharts draws it to SVG on the server (no DOM, no canvas), resvg turns
 * the SVG into pixels. resvg draws text only with fonts it is given: Arimo (the Arial-metric
 * font ECharts' server-side text measuring assumes, so legends and labels do not overlap) from
 * an npm package, loaded by path, so no machine needs fonts installed.
 */

const require = createRequire(import.meta.url);
const FONT = 'Arimo';
const fontFiles = [
  require.resolve('@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf'),
  require.resolve('@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf'),
];

const resvgOptions: ResvgRenderOptions = {
  background: '#ffffff',
  font: {
    fontFiles,
    loadSystemFonts: false,
    defaultFontFamily: FONT,
    sansSerifFamily: FONT,
  },
};

/** The chart as SVG text, `size` pixels (the images' size unless told). */
export function chartSvg(spec: ChartSpec, size: { width: number; height: number } = PRODUCT_METRICS_IMAGE) {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  try {
    chart.setOption({
      // A legend that cannot page: every series' name shows, on as many rows as needed.
      ...staticChartOption(spec, size, `12px ${FONT}`),
      animation: false,
      textStyle: { fontFamily: FONT },
      // An empty figure keeps its title and axes and says so in the middle.
      ...(spec.empty
        ? {
            graphic: {
              type: 'text',
              left: 'center',
              top: 'middle',
              style: { text: messages.noDataFound, fontSize: 18, fill: '#8c8c8c' },
            },
          }
        : {}),
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** The chart as a PNG. */
export function chartPng(spec: ChartSpec, size?: { width: number; height: number }): Buffer {
  return new Resvg(chartSvg(spec, size), resvgOptions).render().asPng();
}
