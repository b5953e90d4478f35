import { type ChartSpec, chartOption } from '@console/contracts/insights';
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  BarChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** One ECharts chart of a ChartSpec, resized with its box. Loaded lazily: ECharts stays out of other routes. */
export default function EChart({ spec }: { spec: ChartSpec }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, { renderer: 'svg' });
    chart.setOption(chartOption(spec));
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
