import { PRODUCT_METRICS, PRODUCT_METRICS_IMAGE } from '@console/contracts/insights';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { productMetricsSets } from '../../platform/db/schema';
import { productMetricsFigures } from './product-metrics.figures';
import { chartPng } from './product-metrics.render';
import { createProductMetrics } from './product-metrics.service';
import { at, insertEvents } from './test-fixtures';

/*
 * Product Metrics images: the 13 figures from a small event set (numbers counted by hand), drawn
 * as real PNGs and decoded back; the download call's rule, its empty state before the first
 * refresh, one set per data scope. Today is 2026-10-03 (metrics day).
 */

let t: TestApp;
let l4: Record<string, string>;
const URL = '/simplifi/v1/appsupport/metricsimages/download';
const NOW = at('2026-10-03', '18:00');
const now = () => NOW * 1000;
const caller = {
  tenantId: 'panasonic',
  scope: {
    allowedCountries: ['in'],
    allowedDeviceCategories: ['AC', 'REF'],
    allowCompanyBrand: ['PANASONIC'],
    allowedCountryCodes: [],
  },
};
const download = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: URL, headers });
  return { status: res.statusCode, body: res.json() };
};

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'pm.l4', roles: ['CUSTOMERSUPPORTL4'] }); // IN, AC + REF, PANASONIC
  await insertStaff(t.db, { userName: 'pm.l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'pm.partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertStaff(t.db, {
    userName: 'pm.ref',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'IN', categories: ['REF'], brand: 'PANASONIC' }],
  });
  const D1 = '2026-10-01';
  const D2 = '2026-10-02';
  await insertEvents(t.db, [
    { kind: 'onboard', ts: at(D1), deviceId: 'A1', modelNumber: 'CS-A1', city: 'Pune' },
    { kind: 'onboard', ts: at(D1), deviceId: 'A2', modelNumber: 'CS-A2', city: 'Pune' },
    { kind: 'onboard', ts: at(D2), deviceId: 'R1', category: 'REF', modelNumber: 'REF-1', city: 'Pune' },
    { kind: 'onboard', ts: at(D2), deviceId: 'W1', category: 'WM', city: 'Pune' }, // outside the scope
    { kind: 'offboard', ts: at(D2), deviceId: 'A2', city: 'Pune' },
    { kind: 'onboard', ts: at(D2), deviceId: 'I1', category: 'IAC', city: 'Pune' }, // outside the scope
    { kind: 'control', ts: at(D1, '10:00'), deviceId: 'A1', userId: 'U1', controller: 'an', mqttKey: 'ps' },
    {
      kind: 'control',
      ts: at(D1, '10:20'),
      deviceId: 'A1',
      userId: 'U1',
      controller: 'an',
      mqttKey: 'actmp',
    },
    { kind: 'control', ts: at(D1, '21:00'), deviceId: 'A1', userId: 'U1', controller: 'ava', mqttKey: 'ps' },
    { kind: 'control', ts: at(D2, '21:00'), deviceId: 'A1', userId: 'U1', controller: 'ava', mqttKey: 'ps' },
    {
      kind: 'control',
      ts: at(D2, '10:00'),
      deviceId: 'R1',
      userId: 'U2',
      controller: 'gva',
      mqttKey: 'rftmp',
      category: 'REF',
    },
  ]);
  l4 = await t.loginAs('pm.l4');
});
afterAll(() => t.close());

describe('product metrics figures', () => {
  it('reads the 13 figures from the rollups, in the spec order, for the scope', async () => {
    const figures = await productMetricsFigures(t.db, caller, () => NOW);
    expect(figures.map((f) => f.fileName)).toEqual(PRODUCT_METRICS.map((m) => m.fileName));
    const spec = (name: string) => figures.find((f) => f.fileName === name)?.spec;

    const byDate = spec('onboarded_acs_by_date.png');
    expect(byDate?.x).toHaveLength(30);
    expect(byDate?.x.slice(-3)).toEqual(['01-10', '02-10', '03-10']);
    expect(byDate?.series.map((s) => [s.name, s.values.slice(-3)])).toEqual([['AC', [2, 0, 0]]]);
    const offByMonth = spec('offboarded_acs_by_month.png');
    expect(offByMonth?.x.at(-1)).toBe('Oct 2026');
    expect(offByMonth?.series).toEqual([{ name: 'AC', values: [...Array(11).fill(0), 1] }]);
    // The WM is outside the caller's categories: only the REF counts.
    expect(spec('onboarded_non_ac_products_by_month.png')?.series).toEqual([
      { name: 'Refrigerator', values: [...Array(11).fill(0), 1] },
    ]);
    // A1 first through AVA on D1 (again on D2: not new), R1 through GVA on D2.
    expect(
      spec('monthly_new_voice_assistant_connections.png')?.series.map((s) => [s.name, s.values.at(-1)]),
    ).toEqual([
      ['AVA', 1],
      ['GVA', 1],
    ]);
    // U1 was active on D1 and D2, U2 on D2: one user twice, one once in the last 7 days.
    expect(spec('weekly_active_frequency.png')?.series[0]?.values).toEqual([1, 1, 0, 0]);
    // Users active at 10 AM: U1 on D1, U2 on D2 = 2 over 7 days.
    expect(spec('hourly_average_controlling_users.png')?.series[0]?.values[10]).toBeCloseTo(2 / 7, 1);
    const hourly = spec('hourly_controller_usage.png');
    expect(hourly?.series.find((s) => s.name === 'Android')?.values[10]).toBe(2);
    expect(hourly?.series.find((s) => s.name === 'AVA')?.values[21]).toBe(2);
    const keys = spec('parameters_controlled_by_hour.png');
    expect(keys?.series.map((s) => s.name).sort()).toEqual(
      expect.arrayContaining([expect.stringContaining('(ps)'), expect.stringContaining('(actmp)')]),
    );
    const usersAndDevices = spec('daily_active_users_and_devices.png');
    expect(usersAndDevices?.series.map((s) => [s.name, s.values.slice(-3)])).toEqual([
      ['Users', [1, 2, 0]],
      ['Devices', [1, 2, 0]],
    ]);
    const byCategory = spec('daily_active_devices_by_category.png');
    expect(byCategory?.series.map((s) => [s.name, s.values.slice(-3)])).toEqual([
      ['AC', [1, 1, 0]],
      ['Refrigerator', [0, 1, 0]],
    ]);
  });

  it('draws each figure as a PNG of the image size', async () => {
    const figures = await productMetricsFigures(t.db, caller, () => NOW);
    const pngs = figures.map((f) => chartPng(f.spec));
    expect(pngs).toHaveLength(13);
    for (const png of pngs) {
      expect(pngSize(png)).toEqual(PRODUCT_METRICS_IMAGE);
      const decoded = PNG.sync.read(png);
      expect([decoded.width, decoded.height]).toEqual([960, 540]);
      // Drawn: a white background with dark pixels (text, bars) on it.
      let dark = 0;
      for (let i = 0; i < decoded.data.length; i += 4) if ((decoded.data[i] ?? 255) < 128) dark++;
      expect(dark).toBeGreaterThan(500);
    }
  });
});

describe('GET metricsimages/download', () => {
  it('is for level above 2 on the main tenant only', async () => {
    expect((await download(await t.loginAs('pm.l2'))).status).toBe(403);
    expect((await download(await t.loginAs('pm.partner', 'northmart'))).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('answers an empty list before the first refresh, then the 13 images of the caller scope', async () => {
    const service = createProductMetrics({ ...t.deps, now });
    expect(await download(l4)).toEqual({ status: 200, body: [] });
    const { sets } = await service.refresh({ pending: true });
    expect(sets).toBe(1);
    const { status, body } = await download(l4);
    expect(status).toBe(200);
    expect(body.map((i: { fileName: string }) => i.fileName)).toEqual(PRODUCT_METRICS.map((m) => m.fileName));
    for (const image of body)
      expect(pngSize(Buffer.from(image.base64, 'base64'))).toEqual(PRODUCT_METRICS_IMAGE);

    // A caller of another scope gets a set of their own, drawn from their data only.
    const ref = await t.loginAs('pm.ref');
    expect((await download(ref)).body).toEqual([]);
    expect((await service.refresh({ pending: true })).sets).toBe(1);
    const refImages = (await download(ref)).body;
    expect(refImages).toHaveLength(13);
    expect(refImages[0].base64).not.toBe(body[0].base64);

    // The schedule redraws every set and replaces the files.
    expect((await service.refresh({})).sets).toBe(2);
    expect((await download(l4)).body).toHaveLength(13);
  });

  it('drops the sets nobody asked for in 30 days, with their files', async () => {
    const sets = await t.db.select().from(productMetricsSets);
    const keys = sets.flatMap((set) => set.images.map((i) => i.key));
    expect(keys.length).toBeGreaterThan(0);
    const later = createProductMetrics({ ...t.deps, now: () => Date.now() + 31 * 86_400_000 });
    expect((await later.refresh({})).sets).toBe(0);
    expect(await t.db.select().from(productMetricsSets)).toEqual([]);
    for (const key of keys) await expect(t.deps.files.read(key)).rejects.toThrow();
  });
});
