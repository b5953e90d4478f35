import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceStatusLogs } from '../../platform/db/schema';
import { findReportPage, streamReports } from './device-logs.queries';

let database: Database;
const key = { tenantId: 'panasonic', deviceId: 'D01' };

beforeAll(async () => {
  database = await openTestDatabase();
  // 50 reports, five to a second: batches must split ties on ts without losing or repeating rows.
  await database.db
    .insert(deviceStatusLogs)
    .values([
      ...Array.from({ length: 50 }, (_, i) => ({ ...key, ts: 1000 + Math.floor(i / 5), payload: { n: i } })),
      { ...key, ts: 5000, payload: { n: 'outside' } },
      { ...key, deviceId: 'D02', ts: 1001, payload: { n: 'other' } },
    ]);
});
afterAll(() => database.close());

describe('streamReports', () => {
  it('reads every row in the range once, newest first, a batch at a time', async () => {
    const batches: number[] = [];
    const seen: unknown[] = [];
    let lastTs = Number.POSITIVE_INFINITY;
    for await (const batch of streamReports(database.db, 'status', key, { fromTs: 1000, toTs: 1009 }, 7)) {
      batches.push(batch.length);
      for (const row of batch) {
        expect(row.ts).toBeLessThanOrEqual(lastTs);
        lastTs = row.ts;
        seen.push(row.payload.n);
      }
    }
    expect(batches).toEqual([7, 7, 7, 7, 7, 7, 7, 1]);
    expect(new Set(seen).size).toBe(50);
    expect(seen).not.toContain('outside');
    expect(seen).not.toContain('other');
  });
});

describe('findReportPage', () => {
  it('pages newest first, ties on ts by id, each row on exactly one page', async () => {
    const range = { fromTs: 1000, toTs: 1009 };
    const pages = [];
    for (let index = 0; index < 5; index++) {
      pages.push(await findReportPage(database.db, 'status', key, range, { index, size: 12 }));
    }
    expect(pages.map((p) => p.length)).toEqual([12, 12, 12, 12, 2]);
    // Inserted in order, so within one second the later report (higher id) comes first.
    const expected = Array.from({ length: 50 }, (_, i) => 49 - i);
    expect(pages.flat().map((r) => JSON.parse(r.payloadJson).n)).toEqual(expected);
  });

  it('keeps to the device and tenant asked for', async () => {
    const all = (k: typeof key) =>
      findReportPage(database.db, 'status', k, { fromTs: 0, toTs: 9999 }, { index: 0, size: 100 });
    expect(await all({ ...key, tenantId: 'other-tenant' })).toEqual([]);
    expect((await all({ ...key, deviceId: 'D02' })).map((r) => JSON.parse(r.payloadJson).n)).toEqual([
      'other',
    ]);
  });
});
