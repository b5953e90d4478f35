import { barSpec } from '@console/contracts/insights';
import { describe, expect, it } from 'vitest';
import { chartFileName, chartRows } from './chart-rows';

describe('the rows behind a chart', () => {
  it('are its labels with each series, its slices, or its markers', () => {
    const bars = barSpec(
      'Onboard Statistics - AC',
      { x: 'Date', y: 'Devices' },
      ['01-10-2026', '02-10-2026'],
      [
        { name: 'AC', values: [2, 0] },
        { name: 'CAC', values: [1, 4] },
      ],
    );
    expect(chartRows(bars)).toEqual([
      ['Date', 'AC', 'CAC'],
      ['01-10-2026', 2, 1],
      ['02-10-2026', 0, 4],
    ]);
    expect(chartFileName(bars)).toBe('onboard-statistics-ac.csv');
    const pie = { ...bars, pie: [{ name: '1.4', value: 7 }] };
    expect(chartRows(pie)).toEqual([
      ['Firmware Version', 'Device Count'],
      ['1.4', 7],
    ]);
    const geo = {
      ...bars,
      geo: [{ name: 'Pune', location: [73.8, 18.5] as [number, number], deviceCount: 3, userCount: 2 }],
    };
    expect(chartRows(geo)).toEqual([
      ['City', 'Devices', 'Users'],
      ['Pune', 3, 2],
    ]);
  });
});
