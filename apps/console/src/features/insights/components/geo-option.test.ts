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
        z: number;
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
    // A devices marker lies over its city's users diamond: it is the one a click lists (issue 32).
    expect(devices?.z).toBeGreaterThan(users?.z ?? 0);
  });

  it('bundles an outline of India and its neighbours, small', () => {
    const names = outline.features.map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['India', 'Sri Lanka', 'Bangladesh', 'Nepal']));
    expect(JSON.stringify(outline).length).toBeLessThan(80_000);
  });
});

describe('graph 5 map, first view', () => {
  // Thirteen cities of the demo fleet, from Dhaka and New Delhi to Colombo (issue 29: five hidden).
  const cities: [string, [number, number]][] = [
    ['Mumbai', [72.8777, 19.076]],
    ['Bengaluru', [77.5946, 12.9716]],
    ['New Delhi', [77.209, 28.6139]],
    ['Chennai', [80.2707, 13.0827]],
    ['Hyderabad', [78.4867, 17.385]],
    ['Pune', [73.8567, 18.5204]],
    ['Kolkata', [88.3639, 22.5726]],
    ['Ahmedabad', [72.5714, 23.0225]],
    ['Colombo', [79.8612, 6.9271]],
    ['Kandy', [80.6337, 7.2906]],
    ['Galle', [80.217, 6.0535]],
    ['Dhaka', [90.4125, 23.8103]],
    ['Chattogram', [91.7832, 22.3569]],
  ];
  const optionFor = (names: string[], size = { width: 1180, height: 460 }) =>
    geoOption(
      {
        title: 'Device and User Count by Geographical distribution',
        xName: '',
        yName: '',
        x: [],
        series: [],
        empty: false,
        geo: cities
          .filter(([name]) => names.includes(name))
          .map(([name, location]) => ({ name, location, deviceCount: 5, userCount: 3 })),
      },
      size,
    ) as { geo: { boundingCoords: [[number, number], [number, number]] } };

  it('fits every marker, with room for its label, at first view', () => {
    const [[west, north], [east, south]] = optionFor(cities.map(([name]) => name)).geo.boundingCoords;
    for (const [name, [lon, lat]] of cities) {
      expect({ name, inside: lon > west && lon < east && lat < north && lat > south }).toEqual({
        name,
        inside: true,
      });
      // The city name runs right of its marker: at least a few degrees to the right edge.
      expect(east - lon).toBeGreaterThan(2);
    }
  });

  it('keeps the default view (zoom 5 near Bangalore) while every marker is inside it', () => {
    const size = { width: 1180, height: 460 };
    const option = optionFor(['Bengaluru', 'Chennai', 'Hyderabad'], size);
    expect(option.geo.boundingCoords).toEqual(viewBox({ width: size.width - 16, height: size.height - 72 }));
  });
});
