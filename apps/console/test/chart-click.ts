import { act, waitFor } from '@testing-library/react';
import type { ECElementEvent } from 'echarts/core';
import { getInstanceByDom } from 'echarts/core';

/**
 * Clicks a drawn bar, slice or marker of the ECharts chart in `box` (found again until drawn), as
 * ECharts reports a click: jsdom lays out no chart to hit. Inside act, so a navigation the click
 * makes has shown before the test looks.
 */
export async function clickChartPoint(box: () => HTMLElement | null, seriesIndex: number, dataIndex: number) {
  const chart = await waitFor(() => {
    const el = box();
    const found = el ? getInstanceByDom(el) : undefined;
    if (!found) throw new Error('no chart drawn yet');
    return found;
  });
  // Only what the charts' click handlers read of the event ECharts sends.
  const event = { type: 'click', componentType: 'series', seriesIndex, dataIndex } as ECElementEvent;
  act(() => chart.trigger('click', event));
}
