import { groupCategories, lifecycleDrill, metricsDaysSpan } from '@console/contracts/insights';
import { describe, expect, it } from 'vitest';
import { drillOf } from './metrics-drill';
import { chartOf, GRAPHS, type Graph } from './metrics-graphs';

const graph = (id: number) => GRAPHS.find((g) => g.id === id) as Graph;
const options = {
  controllers: ['an', 'ios', 'ava', 'gva', 'rem'],
  models: [] as string[],
  hours: 1 as const,
};
const today = '2026-10-03';
const range = { query: { startDate: '01-10-2026', endDate: '02-10-2026' } };
const day = (d: string) => metricsDaysSpan(d);

describe('the Fleet Search filter behind each drawn point', () => {
  it('follows the series chartOf draws: a group of categories per bucket, onboardings or offboardings', () => {
    const answer = {
      data: [
        { date: '01-10-2026', totalCount: 2, deviceCategories: { WM: 1, VDP: 1 } },
        { date: '02-10-2026', totalCount: 0, deviceCategories: {} },
      ],
    };
    const chart = chartOf(graph(2), answer, options);
    const drill = drillOf(graph(2), answer, options, range, today);
    expect(chart.series.map((s) => s.name)).toEqual(['VDP', 'Washing Machine']);
    expect(drill.filters[1]?.[0]).toEqual({
      categories: ['WM', 'ODMFRONTLOADWM'],
      offboardedFrom: day('2026-10-01').from,
      offboardedTo: day('2026-10-01').to,
    });
    expect(drill.filters[0]?.[1]?.categories).toEqual(['VDP', 'TV']);
    expect(drill.notes).toEqual(['chartDrillEvents']);
    // Graph 11 counts each AC category on its own: AC is the category, not its group.
    const ac = drillOf(
      graph(11),
      { data: [{ date: '01-10-2026', totalCount: 1, deviceCategories: { AC: 1 } }] },
      options,
      range,
      today,
    );
    expect(ac.filters[0]?.[0]?.categories).toEqual(['AC']);
    expect(ac.filters[0]?.[0]?.everOnboardedFrom).toBe(day('2026-10-01').from);
  });

  it("links graph 3's onboarded devices, not its registered users, and graph 8's models", () => {
    const users = { data: [{ date: '01-10-2026', totalCount: 2, users: 5, totalRegisteredUser: 9 }] };
    const three = drillOf(graph(3), users, options, { ...range, params: { category: 'REF' } }, today);
    expect(three.filters[0]).toEqual([]);
    expect(three.filters[1]?.[0]).toEqual(
      lifecycleDrill('onboard', groupCategories('REF'), { start: '2026-10-01', end: '2026-10-01' }),
    );
    const models = {
      data: [{ date: '01-10-2026', totalCount: 3, modelCategories: { 'CS-B': 1, 'CS-A': 2 } }],
    };
    const eight = drillOf(
      graph(8),
      models,
      { ...options, models: ['CS-B'] },
      { query: { ...range.query, category: 'AC' } },
      today,
    );
    expect(eight.filters).toHaveLength(1);
    expect(eight.filters[0]?.[0]).toMatchObject({
      categories: ['AC', 'AC2', 'CAC', 'IAC'],
      modelNumbers: ['CS-B'],
    });
  });

  it('names active devices of the day through the shown controllers, or in the hours of a bar', () => {
    const controllers = drillOf(
      graph(4),
      { data: [] },
      { ...options, controllers: ['ios', 'an'] },
      { query: { onDate: '02-10-2026' } },
      today,
    );
    expect(controllers.filters).toEqual([
      [
        { activeDay: '2026-10-02', activeControllers: ['an'] },
        { activeDay: '2026-10-02', activeControllers: ['ios'] },
      ],
    ]);
    expect(
      drillOf(graph(10), { data: [] }, options, { query: { onDate: '02-10-2026', subject: 'user' } }, today)
        .filters,
    ).toEqual([]);
    const hourly = drillOf(
      graph(9),
      { data: [] },
      { ...options, hours: 6 },
      { query: { startDate: '02-10-2026' } },
      today,
    );
    expect(hourly.filters[0]).toHaveLength(4);
    expect(hourly.filters[0]?.[1]).toEqual({ activeDay: '2026-10-02', activeHours: [6, 7, 8, 9, 10, 11] });
    expect(hourly.notes).toEqual(['chartDrillRecentDays', 'chartDrillHours']);
  });

  it("links today's map by city only, and the firmware pie by version", () => {
    const answer = { data: [{ name: 'Pune', location: [73.8, 18.5], deviceCount: 3, userCount: 2 }] };
    expect(drillOf(graph(5), answer, options, { query: { onDate: '03-10-2026' } }, today).filters).toEqual([
      [{ onboardState: 'onboarded', homeCities: ['Pune'] }],
    ]);
    const earlier = drillOf(graph(5), answer, options, { query: { onDate: '02-10-2026' } }, today);
    expect(earlier).toEqual({ filters: [], notes: ['chartDrillTodayOnly'] });
    const pie = drillOf(
      graph(6),
      { firmwareDistribution: [{ firmwareVersion: '1.4', count: 7 }] },
      options,
      { query: { category: 'AC', brand: 'PANASONIC' } },
      today,
    );
    expect(pie.filters).toEqual([[{ categories: ['AC'], brands: ['PANASONIC'], firmwareVersions: ['1.4'] }]]);
  });

  it('links nothing of the graphs that count users, sessions or controls', () => {
    for (const id of [7, 13, 14])
      expect(drillOf(graph(id), { data: [] }, options, range, today).filters).toEqual([]);
  });
});
