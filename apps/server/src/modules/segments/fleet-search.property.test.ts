import type { FleetFilter, FleetSearchResult } from '@console/contracts/segments';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { deviceRow, insertStaff, insertTenants } from '../../../test/fixtures';
import { devices } from '../../platform/db/schema';

/*
 * For random filters on a generated fleet: the search's count equals the count of an independent
 * reading of the same rules over the same rows (written here in plain TypeScript), every breakdown
 * adds up to it, and the rows are exactly the matching devices in id order.
 */

let t: TestApp;
const now = Math.floor(Date.now() / 1000);
const DAY = 86_400;

const CATEGORIES = ['AC', 'REF', 'WM'];
const BRANDS = ['PANASONIC', 'ANCHOR'];
const MODELS = ['M1', 'M2', 'M3', 'M4'];
const VERSIONS = ['1.0', '2.3', '2.4'];
const COUNTRIES = ['in', 'lk', 'jp'];

interface Generated {
  deviceId: string;
  category: string;
  brand: string;
  modelNumber: string;
  firmwareVersion: string;
  country: string;
  online: boolean;
  connectedTime: number | null;
  onboardedAt: number | null;
}

// A fixed fleet, drawn once: 150 devices over every combination's corners.
const fleet: Generated[] = fc
  .sample(
    fc.record({
      category: fc.constantFrom(...CATEGORIES),
      brand: fc.constantFrom(...BRANDS),
      modelNumber: fc.constantFrom(...MODELS),
      firmwareVersion: fc.constantFrom(...VERSIONS),
      country: fc.constantFrom(...COUNTRIES),
      online: fc.boolean(),
      connectedTime: fc.option(fc.integer({ min: now - 30 * DAY, max: now }), { nil: null }),
      onboardedAt: fc.option(fc.integer({ min: now - 60 * DAY, max: now }), { nil: null }),
    }),
    { numRuns: 150, seed: 32 },
  )
  .map((d, i) => ({ ...d, deviceId: `P${String(i).padStart(3, '0')}` }));

// The caller sees India and Sri Lanka, AC and REF, PANASONIC.
const inScope = (d: Generated) =>
  ['in', 'lk'].includes(d.country) && ['AC', 'REF'].includes(d.category) && d.brand === 'PANASONIC';

function matches(d: Generated, f: FleetFilter): boolean {
  const within = (list: string[] | undefined, v: string) => !list?.length || list.includes(v);
  const lastSeenBefore =
    f.lastSeenBefore === undefined || (!d.online && (d.connectedTime ?? 0) < f.lastSeenBefore);
  const lastSeenAfter =
    f.lastSeenAfter === undefined ||
    d.online ||
    (d.connectedTime !== null && d.connectedTime >= f.lastSeenAfter);
  const onboardedFrom =
    f.onboardedFrom === undefined || (d.onboardedAt !== null && d.onboardedAt >= f.onboardedFrom);
  const onboardedTo =
    f.onboardedTo === undefined || (d.onboardedAt !== null && d.onboardedAt <= f.onboardedTo);
  const state =
    f.onboardState === undefined ||
    (f.onboardState === 'onboarded' ? d.onboardedAt !== null : d.onboardedAt === null);
  return (
    inScope(d) &&
    within(f.categories, d.category) &&
    within(f.brands, d.brand) &&
    within(f.modelNumbers, d.modelNumber) &&
    within(f.firmwareVersions, d.firmwareVersion) &&
    within(f.countries, d.country) &&
    (f.online === undefined || d.online === f.online) &&
    lastSeenBefore &&
    lastSeenAfter &&
    onboardedFrom &&
    onboardedTo &&
    state
  );
}

const someOf = (values: string[]) => fc.option(fc.subarray(values, { minLength: 1 }), { nil: undefined });
const time = fc.option(fc.integer({ min: now - 40 * DAY, max: now }), { nil: undefined });
const filters: fc.Arbitrary<FleetFilter> = fc
  .record({
    categories: someOf(CATEGORIES),
    brands: someOf(BRANDS),
    modelNumbers: someOf(MODELS),
    firmwareVersions: someOf(VERSIONS),
    countries: someOf(COUNTRIES),
    online: fc.option(fc.boolean(), { nil: undefined }),
    lastSeenBefore: time,
    lastSeenAfter: time,
    onboardedFrom: time,
    onboardedTo: time,
    // No device here has an onboarding history, so never onboarded reads as not onboarded.
    onboardState: fc.option(
      fc.constantFrom('onboarded' as const, 'notOnboarded' as const, 'neverOnboarded' as const),
      {
        nil: undefined,
      },
    ),
  })
  .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as FleetFilter)
  .filter(
    (f) =>
      (f.lastSeenAfter === undefined ||
        f.lastSeenBefore === undefined ||
        f.lastSeenBefore >= f.lastSeenAfter) &&
      (f.onboardedFrom === undefined || f.onboardedTo === undefined || f.onboardedTo >= f.onboardedFrom),
  );

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, {
    userName: 'pm',
    roles: ['CUSTOMERSUPPORTL3', 'PRODUCTMANAGER'],
    permissions: [
      { country: 'IN', categories: ['AC', 'REF'], brand: 'PANASONIC' },
      { country: 'LK', categories: ['AC', 'REF'], brand: 'PANASONIC' },
    ],
  });
  await t.db.insert(devices).values(
    fleet.map((d) => ({
      ...deviceRow({ deviceId: d.deviceId, category: d.category, brand: d.brand, country: d.country }),
      modelNumber: d.modelNumber,
      firmwareVersion: d.firmwareVersion,
      online: d.online,
      connectedTime: d.connectedTime,
      onboardedAt: d.onboardedAt,
    })),
  );
});

afterAll(() => t?.close());

it('counts, breakdowns and rows agree with the rules read over the same fleet', async () => {
  const headers = await t.headersFor('pm');
  await fc.assert(
    fc.asyncProperty(filters, async (filter) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/simplifi/v1/fleet/search',
        headers,
        payload: { filter, size: 200 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as FleetSearchResult;
      const expected = fleet.filter((d) => matches(d, filter)).map((d) => d.deviceId);
      expect(answer.counts?.count).toBe(expected.length);
      expect(answer.devices.map((d) => d.deviceId)).toEqual(expected);
      for (const b of [answer.counts!.models, answer.counts!.firmwareVersions, answer.counts!.countries])
        expect(b.top.reduce((sum, r) => sum + r.count, 0) + b.other).toBe(expected.length);
    }),
    { numRuns: 120, seed: 3207 },
  );
});
