import { gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from './client';
import { newestFirstPage } from './device-page';
import { deviceActivityLogs, deviceFirmwareHistory } from './schema';

let database: Database;
const key = { tenantId: 'panasonic', deviceId: 'D01' };
const activity = (ts: number, n: string, other: Partial<typeof key> = {}) => ({
  ...key,
  ...other,
  ts,
  activity: n,
  status: 'ok',
});

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db
    .insert(deviceActivityLogs)
    .values([
      activity(10, 'a'),
      activity(30, 'b'),
      activity(20, 'c'),
      activity(30, 'd'),
      activity(40, 'other device', { deviceId: 'D02' }),
      activity(40, 'other tenant', { tenantId: 'other' }),
    ]);
  await database.db.insert(deviceFirmwareHistory).values([
    { ...key, modelNumber: 'M', firmwareVersion: '1.0', downloadDate: 100, deviceStatus: 'ok' },
    { ...key, modelNumber: 'M', firmwareVersion: '2.0', downloadDate: 300, deviceStatus: 'ok' },
    { ...key, modelNumber: 'M', firmwareVersion: '3.0', downloadDate: 200, deviceStatus: 'ok' },
  ]);
});
afterAll(() => database.close());

const t = deviceActivityLogs;
const activities = () => database.db.select({ activity: t.activity }).from(t).$dynamic();

describe('newestFirstPage', () => {
  it("pages one device's rows of one tenant newest first, a tie on time by the later id", async () => {
    const page = (index: number) => newestFirstPage(activities(), t, key, { index, size: 3 });
    expect(await page(0)).toEqual([{ activity: 'd' }, { activity: 'b' }, { activity: 'c' }]);
    expect(await page(1)).toEqual([{ activity: 'a' }]);
  });

  it('adds the extra conditions, and leaves OFFSET out of a window without one', async () => {
    const query = newestFirstPage(activities(), t, key, { size: 2 }, gte(t.ts, 20), undefined);
    expect(await query).toEqual([{ activity: 'd' }, { activity: 'b' }]);
    expect(query.toSQL().sql).toMatch(/"ts" >= \$3\) order by .*"ts" desc, .*"id" desc limit \$4$/);
  });

  it('takes placeholders for a prepared statement', async () => {
    const ph = sql.placeholder;
    const prepared = newestFirstPage(
      activities(),
      t,
      { deviceId: ph('deviceId'), tenantId: ph('tenantId') },
      { size: ph('size'), offset: ph('offset') },
    ).prepare('device_page_test');
    expect(await prepared.execute({ ...key, size: 2, offset: 1 })).toEqual([
      { activity: 'b' },
      { activity: 'c' },
    ]);
  });

  it('orders by the time column the index names', async () => {
    const f = deviceFirmwareHistory;
    const index = { deviceId: f.deviceId, tenantId: f.tenantId, ts: f.downloadDate, id: f.id };
    const query = database.db.select({ version: f.firmwareVersion }).from(f).$dynamic();
    const rows = await newestFirstPage(query, index, key, { index: 0, size: 10 });
    expect(rows.map((r) => r.version)).toEqual(['2.0', '3.0', '1.0']);
  });
});
