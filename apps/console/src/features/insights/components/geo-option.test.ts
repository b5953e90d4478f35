import { describe, expect, it } from 'vitest';
import { geoOption, REGION_MAP, viewBox } from './geo-option';
import outline from './region-outline.geo.json';

describe('graph 5 map', () => {
  it('opens on the view of a web map at zoom 5 centred near Bangalore', () => {
    // 360 degrees over 256 px x 2^5 tiles: 1280 px wide is 56.25 degrees of longitude.
    const [[west, north], [east, south]] = viewBox({ width: 1280, height: 460 }) as [
      [number, number],
      [number, number],
    ];
    expect(east - west).toBeCloseTo(56.25, 2);
    expect(north - south).toBeCloseTo(20.21, 2);
    expect((east + west) / 2).toBeCloseTo(77.5946, 3);
    expect((north + south) / 2).toBeCloseTo(12.9716, 3);
  });

  it('sizes markers by devices and users, the largest count the largest marker', () => {
    const option = geoOption(
      {
        title: 'Device and User Count by Geographical distribution',
        xName: '',
        yName: '',
        x: [],
        series: [],
        empty: false,
        geo: [
          { name: 'Pune', location: [73.8567, 18.5204], deviceCount: 100, userCount: 25 },
          { name: 'Kochi', location: [76.2673, 9.9312], deviceCount: 0, userCount: 1 },
        ],
      },
      { width: 1000, height: 460 },
    ) as {
      geo: { map: string };
      series: {
        name: string;
        data: { name: string; value: number[] }[];
        symbolSize: (v: number[]) => number;
      }[];
    };
    expect(option.geo.map).toBe(REGION_MAP);
    const [devices, users] = option.series;
    expect(devices?.name).toBe('Devices');
    expect(devices?.data[0]).toEqual({ name: 'Pune', value: [73.8567, 18.5204, 100] });
    expect(users?.data.map((d) => d.value[2])).toEqual([25, 1]);
    const size = devices?.symbolSize as (v: number[]) => number;
    expect(size([0, 0, 100])).toBe(44);
    expect(size([0, 0, 25])).toBe(26); // the square root: a quarter of the count, half the extra size
    expect(size([0, 0, 0])).toBe(8);
  });

  it('bundles an outline of India and its neighbours, small', () => {
    const names = outline.features.map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['India', 'Sri Lanka', 'Bangladesh', 'Nepal']));
    expect(JSON.stringify(outline).length).toBeLessThan(80_000);
  });
});
