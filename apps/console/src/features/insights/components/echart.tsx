import { type ChartSpec, chartOption } from '@console/contracts/insights';
import { BarChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  GeoComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { geoOption, REGION_MAP } from './geo-option';
import outline from './region-outline.geo.json';

echarts.use([
  BarChart,
  PieChart,
  ScatterChart,
  GeoComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);
// The map of graph 5 draws this bundled outline: no tile server, no key.
echarts.registerMap(REGION_MAP, outline as Parameters<typeof echarts.registerMap>[1]);

/**
 * One ECharts chart of a ChartSpec (bars, a pie or the map), resized with its box. A click on a
 * bar, slice or marker calls `onPick` with its series and its index in the series. Loaded lazily:
 * ECharts stays out of other routes.
 */
export default function EChart({
  spec,
  onPick,
}: {
  spec: ChartSpec;
  onPick?: (series: number, index: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The latest handler, read at the click: a new one does not redraw the chart.
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = echarts.init(el, undefined, { renderer: 'svg' });
    const size = { width: el.clientWidth, height: el.clientHeight };
    chart.setOption(spec.geo ? geoOption(spec, size) : chartOption(spec));
    chart.on('click', (p) => {
      if (p.componentType === 'series') pick.current?.(p.seriesIndex ?? 0, p.dataIndex);
    });
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
