import { type ChartSpec, MAP_VIEW } from '@console/contracts/insights';

/*
 * The ECharts option of graph 5's map: the bundled outline (registered as REGION_MAP), markers per
 * city sized by devices (circles) and users (diamonds), and the default view of a web map at
 * MAP_VIEW.zoom centred near Bangalore, whatever the chart's size, widened when a marker lies
 * outside it so the first view shows every city (issue 29: 5 of 13 were hidden until dragged).
 * Pure: tested without a browser.
 */

export const REGION_MAP = 'fleet-region';
const TILE = 256;
const MAX_MARKER = 44;
const MIN_MARKER = 8;
/** The map's box inside the chart: below the title, a small margin elsewhere. */
const AREA = { top: 64, right: 8, bottom: 8, left: 8 };
const PANEL = 'rgba(255, 255, 255, 0.92)';

/** The longitude/latitude box a web map (256 px tiles) shows at `zoom` around `center` in `size`. */
export function viewBox(
  size: { width: number; height: number },
  center = MAP_VIEW.center,
  zoom = MAP_VIEW.zoom,
) {
  const degreesPerPixel = 360 / (TILE * 2 ** zoom);
  const lonSpan = size.width * degreesPerPixel;
  // Near the equator a web map's degrees of latitude are about as tall as those of longitude.
  const latSpan = size.height * degreesPerPixel;
  const [lon, lat] = center;
  return [
    [lon - lonSpan / 2, lat + latSpan / 2],
    [lon + lonSpan / 2, lat - latSpan / 2],
  ];
}

type Box = [[number, number], [number, number]];
/** Room kept around a marker for its half size and, at its right, its city name (pixels). */
const ROOM = { side: MAX_MARKER / 2 + 4, label: MAX_MARKER / 2 + 96 };

/**
 * The default view box widened to hold every marker with its label: the markers' box grown by the
 * room they need, in degrees of the view it gives (ECharts keeps the aspect, centring the box).
 */
export function fitMarkers(
  view: Box,
  locations: [number, number][],
  size: { width: number; height: number },
): Box {
  if (locations.length === 0) return view;
  const [[viewWest, viewNorth], [viewEast, viewSouth]] = view;
  const lons = locations.map((l) => l[0]);
  const lats = locations.map((l) => l[1]);
  const [west, east] = [Math.min(viewWest, ...lons), Math.max(viewEast, ...lons)];
  const [south, north] = [Math.min(viewSouth, ...lats), Math.max(viewNorth, ...lats)];
  // Degrees a pixel is worth once that box is shown: the larger of its two spans' ratios.
  const perPixel = Math.max((east - west) / size.width, (north - south) / size.height);
  return [
    [
      Math.min(viewWest, Math.min(...lons) - ROOM.side * perPixel),
      Math.max(viewNorth, Math.max(...lats) + ROOM.side * perPixel),
    ],
    [
      Math.max(viewEast, Math.max(...lons) + ROOM.label * perPixel),
      Math.min(viewSouth, Math.min(...lats) - ROOM.side * perPixel),
    ],
  ];
}

export function geoOption(spec: ChartSpec, size: { width: number; height: number }): Record<string, unknown> {
  const points = spec.geo ?? [];
  const max = Math.max(1, ...points.flatMap((p) => [p.deviceCount, p.userCount]));
  const markerSize = (value: number) => MIN_MARKER + (MAX_MARKER - MIN_MARKER) * Math.sqrt(value / max);
  const lat = MAP_VIEW.center[1];
  const mapSize = {
    width: size.width - AREA.left - AREA.right,
    height: size.height - AREA.top - AREA.bottom,
  };
  const series = (name: string, field: 'deviceCount' | 'userCount', symbol: string) => ({
    type: 'scatter',
    coordinateSystem: 'geo',
    name,
    symbol,
    data: points.map((p) => ({ name: p.name, value: [...p.location, p[field]] })),
    symbolSize: (value: number[]) => markerSize(value[2] ?? 0),
    itemStyle: { opacity: 0.75 },
    label: { show: field === 'deviceCount', position: 'right', formatter: '{b}', color: '#1f1f1f' },
    // Devices over users: a devices marker is what a click opens in Fleet Search (issue 32); under
    // a larger users diamond it could not be clicked.
    z: field === 'deviceCount' ? 3 : 2,
  });
  return {
    // A map is not clipped to its box: a white band above it, under the title, keeps the outline
    // and the markers from running into the title (the view still pans under it).
    graphic: [
      {
        type: 'rect',
        z: 100,
        silent: true,
        shape: { x: 0, y: 0, width: size.width, height: AREA.top - 8 },
        style: { fill: '#ffffff' },
      },
    ],
    title: { text: spec.title, left: 'center', top: 8, z: 101, textStyle: { fontSize: 16 } },
    legend: { left: 12, bottom: 12, z: 101, orient: 'vertical', backgroundColor: PANEL, padding: 8 },
    tooltip: {
      trigger: 'item',
      formatter: (p: { seriesName: string; name: string; value: number[] }) =>
        `${p.name}<br/>${p.seriesName}: ${p.value[2]}`,
    },
    geo: {
      map: REGION_MAP,
      roam: true,
      ...AREA,
      boundingCoords: fitMarkers(
        viewBox(mapSize) as Box,
        points.map((p) => p.location),
        mapSize,
      ),
      // Degrees of longitude narrow with latitude, as on a web map there.
      aspectScale: Math.cos((lat * Math.PI) / 180),
      itemStyle: { areaColor: '#eef2f7', borderColor: '#9aa8b8' },
      emphasis: { disabled: true },
      label: { show: false },
    },
    series: [series('Devices', 'deviceCount', 'circle'), series('Users', 'userCount', 'diamond')],
  };
}
