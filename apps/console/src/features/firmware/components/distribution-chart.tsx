import type { FirmwareDistribution } from '@console/contracts/firmware';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([PieChart, TooltipComponent, LegendComponent, SVGRenderer]);

/**
 * Devices per firmware version as a pie (ECharts, only the pie parts are bundled). A click on a
 * slice calls `onPick` with its index in `firmwareDistribution`.
 */
export default function DistributionChart({
  data,
  onPick,
}: {
  data: FirmwareDistribution;
  onPick?: (index: number) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  // The latest handler, read at the click: a new one does not redraw the chart.
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.setOption({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
      series: [
        {
          type: 'pie',
          radius: ['35%', '70%'],
          center: ['40%', '50%'],
          label: { formatter: '{b}' },
          data: data.firmwareDistribution.map((d) => ({ name: d.firmwareVersion, value: d.count })),
        },
      ],
    });
    chart.on('click', (p) => {
      if (p.componentType === 'series') pick.current?.(p.dataIndex);
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [data]);

  const summary = data.firmwareDistribution.map((d) => `${d.firmwareVersion}: ${d.count}`).join(', ');
  return <div ref={element} className="distribution-chart" role="img" aria-label={summary} />;
}
