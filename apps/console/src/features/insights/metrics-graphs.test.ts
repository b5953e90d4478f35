import { describe, expect, it } from 'vitest';
import { chartOf, GRAPHS, type Graph, modelsOf } from './metrics-graphs';

const graph = (id: number) => GRAPHS.find((g) => g.id === id) as Graph;
const options = {
  controllers: ['an', 'ios', 'ava', 'gva', 'rem'],
  models: [] as string[],
  hours: 6 as const,
};

describe('metrics graphs', () => {
  it('lists the 14 graph types of the spec, in its order', () => {
    expect(GRAPHS.map((g) => g.id)).toEqual([1, 11, 2, 12, 3, 4, 10, 5, 6, 7, 8, 9, 13, 14]);
  });

  it('draws category groups as series over the dates, named as section 6 labels them', () => {
    const answer = {
      data: [
        { date: '01-10-2026', totalCount: 2, deviceCategories: { WM: 1, VDP: 1 } },
        { date: '02-10-2026', totalCount: 0, deviceCategories: {} },
      ],
    };
    const chart = chartOf(graph(1), answer, options);
    expect(chart).toMatchObject({ xName: 'Date', yName: 'Devices (count)', x: ['01-10-2026', '02-10-2026'] });
    expect(chart.series).toEqual([
      { name: 'VDP', values: [1, 0] },
      { name: 'Washing Machine', values: [1, 0] },
    ]);
    expect(chart.empty).toBe(false);
    expect(chartOf(graph(1), { data: [answer.data[1]] }, options).empty).toBe(true);
  });

  it('shows only the checked controllers, and the checked models of graph 8', () => {
    const answer = {
      data: [{ date: 'd', totalCount: 3, deviceControllers: { an: 2, ios: 1, ava: 0, gva: 0, rem: 0 } }],
    };
    const chart = chartOf(graph(4), answer, { ...options, controllers: ['ios', 'an'] });
    expect(chart.x).toEqual(['Android', 'iOS']);
    expect(chart.series[0]?.values).toEqual([2, 1]);
    const models = { data: [{ date: 'd', totalCount: 3, modelCategories: { 'CS-B': 1, 'CS-A': 2 } }] };
    expect(modelsOf(models)).toEqual(['CS-A', 'CS-B']);
    expect(chartOf(graph(8), models, { ...options, models: ['CS-B'] }).series).toEqual([
      { name: 'CS-B', values: [1] },
    ]);
  });

  it('buckets the hourly counts, and turns session seconds into hours', () => {
    const hourly = Object.fromEntries(Array.from({ length: 24 }, (_, h) => [String(h).padStart(2, '0'), 1]));
    const chart = chartOf(
      graph(9),
      { data: [{ date: 'd', deviceCount: 5, usersActiveHourly: hourly }] },
      options,
    );
    expect(chart.series[0]?.values).toEqual([6, 6, 6, 6]);
    const durations = chartOf(
      graph(13),
      { data: [{ date: '00', totalCount: 2, totalDuration: 7200, averageDuration: 3600 }] },
      options,
    );
    expect(durations.yName).toBe('Hours');
    expect(durations.series.map((s) => s.values[0])).toEqual([1, 2]);
  });

  it('draws the firmware distribution as a pie', () => {
    const pie = chartOf(graph(6), { firmwareDistribution: [{ firmwareVersion: '1.4', count: 7 }] }, options);
    expect(pie.pie).toEqual([{ name: '1.4', value: 7 }]);
  });

  it('draws graph 5 as map markers where the host shows the map, else as bars per city', () => {
    const answer = {
      data: [{ name: 'pune', location: [73.8567, 18.5204], deviceCount: 3, userCount: 2 }],
    };
    const map = chartOf(graph(5), answer, { ...options, map: true });
    expect(map.geo).toEqual([{ name: 'pune', location: [73.8567, 18.5204], deviceCount: 3, userCount: 2 }]);
    expect(map.empty).toBe(false);
    const bars = chartOf(graph(5), answer, options);
    expect(bars.geo).toBeUndefined();
    expect(bars.series.map((s) => s.values)).toEqual([[3], [2]]);
  });
});
