import type { FleetFilter, FleetSearchResult } from '@console/contracts/segments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';

/*
 * A filter's count and breakdowns are kept per tenant, scope and filter for
 * FLEET_COUNTS_MAX_AGE_SECONDS (decision 0038), saying when they were read; the rows are read on
 * every search. Two apps: one keeping counts an hour (so nothing here depends on the clock), one
 * keeping none.
 */
let kept: TestApp;
let live: TestApp;

async function search(t: TestApp, filter: FleetFilter, user = 'l4') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/simplifi/v1/fleet/search',
    headers: await t.headersFor(user, 'panasonic'),
    payload: { filter },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FleetSearchResult;
}

async function seed(t: TestApp) {
  await insertTenants(t.db);
  await insertStaff(t.db, {
    userName: 'l4',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [
      { country: 'IN', categories: ['AC'], brand: 'PANASONIC' },
      { country: 'LK', categories: ['AC'], brand: 'PANASONIC' },
    ],
  });
  await insertStaff(t.db, { userName: 'l3', roles: ['CUSTOMERSUPPORTL3'] }); // India only
  await insertDevice(t.db, { deviceId: 'K01', modelNumber: 'CS-K' });
  await insertDevice(t.db, { deviceId: 'K02', modelNumber: 'CS-K', country: 'lk' });
}

beforeAll(async () => {
  kept = await buildTestApp({ FLEET_COUNTS_MAX_AGE_SECONDS: '3600' });
  live = await buildTestApp({ FLEET_COUNTS_MAX_AGE_SECONDS: '0' });
  await seed(kept);
  await seed(live);
}, 300_000);

afterAll(async () => {
  await kept?.close();
  await live?.close();
});

describe('fleet search counts kept a few seconds', () => {
  it('serves the same counts and their time again for the same tenant, scope and filter; the rows stay live', async () => {
    const filter = { modelNumbers: ['CS-K'] };
    const first = await search(kept, filter);
    expect(first.counts?.count).toBe(2);
    expect(first.countsAsOf).toBeGreaterThan(Date.now() / 1000 - 600);
    await insertDevice(kept.db, { deviceId: 'K03', modelNumber: 'CS-K' });
    const again = await search(kept, filter);
    expect(again.counts).toEqual(first.counts);
    expect(again.countsAsOf).toBe(first.countsAsOf);
    expect(again.devices.map((d) => d.deviceId)).toEqual(['K01', 'K02', 'K03']);
    // Another scope never gets this answer: India alone, read now (K01 and K03).
    expect((await search(kept, filter, 'l3')).counts?.count).toBe(2);
    expect((await search(kept, filter, 'l3')).devices.map((d) => d.deviceId)).toEqual(['K01', 'K03']);
    // Another filter is its own answer.
    expect((await search(kept, { modelNumbers: ['CS-K'], countries: ['lk'] })).counts?.count).toBe(1);
  });

  it('reads the counts on every search when FLEET_COUNTS_MAX_AGE_SECONDS is 0', async () => {
    const filter = { modelNumbers: ['CS-K'] };
    expect((await search(live, filter)).counts?.count).toBe(2);
    await insertDevice(live.db, { deviceId: 'K04', modelNumber: 'CS-K' });
    const again = await search(live, filter);
    expect(again.counts?.count).toBe(3);
    expect(again.counts?.models.top).toEqual([{ value: 'CS-K', count: 3 }]);
  });
});
