import { PRODUCT_METRICS } from '@console/contracts/insights';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { PRODUCT_METRICS_QUEUE } from './product-metrics.service';
import { at, insertEvents } from './test-fixtures';

/*
 * The refresh job as the server runs it (the insights workers on pg-boss): its 2-hour schedule,
 * and a first ask drawn by the worker without anyone calling refresh.
 */

let t: TestApp;
const URL = '/simplifi/v1/appsupport/metricsimages/download';

beforeAll(async () => {
  t = await buildTestApp({}, { workers: ['insights'] });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'pmj.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertEvents(t.db, [{ kind: 'onboard', ts: at('2026-10-01'), deviceId: 'A1', city: 'Pune' }]);
});
afterAll(() => t.close());

describe('product metrics refresh job', () => {
  it('is scheduled every 2 hours on the hour (UTC)', async () => {
    const schedules = await (await t.deps.jobs.boss()).getSchedules();
    expect(
      schedules.filter((s) => s.name === PRODUCT_METRICS_QUEUE).map((s) => [s.cron, s.options?.tz]),
    ).toEqual([['0 */2 * * *', 'UTC']]);
  });

  it('draws a set the worker was asked for: empty at first, then the 13 images', async () => {
    const headers = await t.loginAs('pmj.l4');
    const images = async () => (await t.app.inject({ method: 'GET', url: URL, headers })).json();
    expect(await images()).toEqual([]);
    await vi.waitFor(async () => expect(await images()).toHaveLength(PRODUCT_METRICS.length), {
      timeout: 20_000,
      interval: 250,
    });
  });
});
