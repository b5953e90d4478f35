// Writes the outline the Metrics Chart map draws (graph 5): the countries around the fleet's market
// from Natural Earth 1:50m (world-atlas), as GeoJSON rounded to 0.01 degree (about 1 km), so the map
// needs no tile server and ships only these shapes. Run: node apps/console/scripts/build-region-outline.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
// ISO 3166 numeric: India, Pakistan, Nepal, Bhutan, Bangladesh, Sri Lanka, Maldives, Myanmar,
// Afghanistan, Thailand.
const COUNTRIES = new Set(['356', '586', '524', '064', '050', '144', '462', '104', '004', '764']);
const OUT = new URL('../src/features/insights/components/region-outline.geo.json', import.meta.url);

const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const round = (c) => (typeof c[0] === 'number' ? c.map((v) => Math.round(v * 100) / 100) : c.map(round));
const features = feature(topo, topo.objects.countries)
  .features.filter((f) => COUNTRIES.has(String(f.id)))
  .sort((a, b) => a.properties.name.localeCompare(b.properties.name))
  .map((f) => ({
    type: 'Feature',
    properties: { name: f.properties.name },
    geometry: { type: f.geometry.type, coordinates: round(f.geometry.coordinates) },
  }));
writeFileSync(OUT, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`${features.length} countries, ${Math.round(JSON.stringify(features).length / 1024)} KB`);
