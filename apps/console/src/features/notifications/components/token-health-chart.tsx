import { PUSH_PLATFORMS, refusedShare, type TokenHealth } from '@console/contracts/notifications';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { daysOf, PLATFORM_LABELS } from '../token-health-view';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

/**
 * The share of push messages whose token was refused, per UTC day, a line per platform (ECharts,
 * only the line parts are bundled). Its figures are also said in words (`aria-label`), as the
 * distribution pie does.
 */
export default function TokenHealthChart({ health }: { health: TokenHealth }) {
  const element = useRef<HTMLDivElement>(null);
  const days = daysOf(health.from, health.to);
  const at = (platform: string, day: string) =>
    health.days.find((d) => d.platform === platform && d.day === day);

  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current, undefined, { renderer: 'svg' });
    chart.setOption({
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v == null ? '–' : `${v} %`) },
      legend: { top: 0 },
      grid: { left: 48, right: 16, top: 36, bottom: 32 },
      xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
      yAxis: { type: 'value', min: 0, axisLabel: { formatter: '{value} %' } },
      series: PUSH_PLATFORMS.map((platform) => ({
        name: PLATFORM_LABELS[platform],
        type: 'line',
        connectNulls: false,
        data: days.map((day) => {
          const d = at(platform, day);
          return d ? Math.round(refusedShare(d) * 1000) / 10 : null;
        }),
      })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  });

  const summary = health.days
    .map(
      (d) =>
        `${d.day} ${PLATFORM_LABELS[d.platform]}: ${d.refused} of ${d.sends} refused (${Math.round(refusedShare(d) * 100)} %)`,
    )
    .join('; ');
  return <div ref={element} className="token-health-chart" role="img" aria-label={summary} />;
}
