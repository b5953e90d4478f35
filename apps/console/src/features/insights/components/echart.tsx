import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartSpec } from '../metrics-graphs';

echarts.use([
  BarChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

function optionOf(spec: ChartSpec): echarts.EChartsCoreOption {
  const title = { text: spec.title, left: 'center', textStyle: { fontSize: 16 } };
  if (spec.pie) {
    return {
      title,
      tooltip: { trigger: 'item', formatter: '{b}: {c} devices ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ type: 'pie', radius: ['30%', '65%'], data: spec.pie, label: { formatter: '{b}: {d}%' } }],
    };
  }
  // Every label shown; many long ones (cities, hour spans) are slanted to fit at 1280 px.
  const slanted = spec.x.length > 8 && spec.x.length <= 24 && spec.x.some((l) => l.length > 4);
  return {
    title,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 30, type: 'scroll' },
    grid: { left: 70, right: 90, top: 80, bottom: slanted ? 100 : 70 },
    xAxis: {
      type: 'category',
      name: spec.xName,
      nameLocation: 'middle',
      nameGap: slanted ? 75 : 40,
      data: spec.x,
      axisLabel: { interval: spec.x.length > 24 ? 'auto' : 0, rotate: slanted ? 30 : 0 },
    },
    yAxis: { type: 'value', name: spec.yName, minInterval: 1 },
    series: spec.series.map((s) => ({ type: 'bar', name: s.name, data: s.values, barMaxWidth: 40 })),
  };
}

/** One ECharts chart of a ChartSpec, resized with its box. Loaded lazily: ECharts stays out of other routes. */
export default function EChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, { renderer: 'svg' });
    chart.setOption(optionOf(spec));
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [spec]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={spec.title}
      data-testid="metrics-chart"
      style={{ height: 460, width: '100%' }}
    />
  );
}
