import type { TimelineEntry, TimelinePage } from '@console/contracts/timeline';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDeviceScopeCases, insertStaff } from '../../../test/fixtures';
import { deviceCommands, deviceConnectionLogs, deviceStatusLogs } from '../../platform/db/schema';
import { insertStatusReports } from './test-fixtures';

/*
 * Paging by keyset where many events share a time: several reports in one second, commands made in
 * one microsecond with ids whose order depends on the collation (upper case sorts first byte by
 * byte, last in most locales), connections of the same second. Every page size walks the same
 * entries, once each, in the order of the whole list; and `before` between two seconds or
 * microseconds cuts where it says.
 */

let t: TestApp;
const T0 = 1_767_225_600;
const url = (q: string) => `/simplifi/v1/timeline/devices/D01${q}`;

async function page(q: string): Promise<TimelinePage> {
  const res = await t.app.inject({ method: 'GET', url: url(q), headers: await t.headersFor('l4') });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function walk(size: number, kinds = '') {
  const seen: TimelineEntry[] = [];
  let cursor: string | null = null;
  do {
    const q = `?limit=${size}${kinds ? `&kinds=${kinds}` : ''}${cursor ? `&cursor=${cursor}` : ''}`;
    const next: TimelinePage = await page(q);
    seen.push(...next.entries);
    cursor = next.next;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertDeviceScopeCases(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  const base = { tenantId: 'panasonic', deviceId: 'D01' };
  // Four reports in each of ten seconds, and a connection in every other one.
  for (let s = 0; s < 10; s++) {
    await t.db
      .insert(deviceStatusLogs)
      .values(Array.from({ length: 4 }, (_, i) => ({ ...base, ts: T0 - s, payload: { ts: T0 - s, n: i } })));
    if (s % 2 === 0)
      await t.db
        .insert(deviceConnectionLogs)
        .values({ ...base, ts: T0 - s, online: s % 4 === 0, reason: 'connect' });
  }
  // Commands in one microsecond of the newest second, and one a microsecond later.
  const at = (micros: string) => sql`${`2026-01-01T00:00:00.${micros}Z`}::timestamptz`;
  for (const [id, micros] of [
    ['cmd-a', '000001'],
    ['CMD-b', '000001'],
    ['cmd-B', '000001'],
    ['Cmd-c', '000001'],
    ['cmd-z', '000002'],
  ] as const) {
    await t.db.insert(deviceCommands).values({
      ...base,
      commandId: id,
      type: 'fota',
      status: 'sent',
      createdAt: at(micros),
      updatedAt: at(micros),
    });
  }
  // The rest of a quiet stretch: many reports before, to page through.
  await insertStatusReports(t.db, { deviceId: 'D01', newest: T0 - 100, count: 50, stepSeconds: 7 });
});
afterAll(() => t.close());

describe('paging through ties', () => {
  it('orders commands of one microsecond by their ids byte by byte, after the later one', async () => {
    const { entries } = await page('?kinds=command');
    expect(entries.map((e) => e.fields.find((f) => f.key === 'commandId')?.value)).toEqual([
      'cmd-z',
      'cmd-a',
      'cmd-B',
      'Cmd-c',
      'CMD-b',
    ]);
  });

  it('walks the same entries once each at every page size', async () => {
    const all = (await page('?limit=100')).entries;
    expect(all).toHaveLength(5 + 40 + 5 + 50);
    expect(new Set(all.map((e) => e.key)).size).toBe(all.length);
    for (const size of [1, 3, 4, 5, 7, 33, 99]) {
      expect(
        (await walk(size)).map((e) => e.key),
        `pages of ${size}`,
      ).toEqual(all.map((e) => e.key));
    }
    const statuses = all.filter((e) => e.kind === 'status').map((e) => e.key);
    expect((await walk(3, 'status')).map((e) => e.key)).toEqual(statuses);
  }, 120_000);

  it('cuts at `before` between two seconds and between two microseconds', async () => {
    const all = (await page('?limit=100')).entries;
    // Half a second after T0 - 3: T0 - 3 and earlier.
    const half = (T0 - 3) * 1000 + 500;
    expect((await page(`?limit=100&before=${half}`)).entries).toEqual(all.filter((e) => e.at < half));
    // Exactly T0: nothing of T0's second; the commands (in T0's first millisecond) neither.
    expect((await page(`?limit=100&before=${T0 * 1000}`)).entries.every((e) => e.at < T0 * 1000)).toBe(true);
    // A millisecond later: the commands of that millisecond and T0's reports come in.
    const later = (await page(`?limit=100&before=${T0 * 1000 + 1}`)).entries;
    expect(later.filter((e) => e.kind === 'command')).toHaveLength(5);
    expect(later.filter((e) => e.at === T0 * 1000 && e.kind === 'status')).toHaveLength(4);
  });

  it('answers each page as asked whatever pages came before it (one prepared statement, its values changing)', async () => {
    // The page's statement is prepared once per shape; kinds, place and size are its values. On
    // PostgreSQL a statement run more than five times is planned once for any values: each of
    // these runs many times, the answers must stay those of the whole list cut as asked.
    const all = (await page('?limit=100')).entries;
    const cuts = [undefined, T0 * 1000 + 1, (T0 - 3) * 1000 + 500, (T0 - 4) * 1000, (T0 - 150) * 1000];
    const filters = ['', 'status', 'command', 'connection', 'status,command'];
    for (let round = 0; round < 3; round++) {
      for (const before of cuts) {
        for (const kinds of filters) {
          const wanted = kinds ? kinds.split(',') : undefined;
          const expected = all
            .filter((e) => (before === undefined || e.at < before) && (!wanted || wanted.includes(e.kind)))
            .slice(0, 7);
          const q = `?limit=7${kinds ? `&kinds=${kinds}` : ''}${before === undefined ? '' : `&before=${before}`}`;
          expect((await page(q)).entries, q).toEqual(expected);
        }
      }
    }
  }, 120_000);

  it('orders times by their value, whatever their number of digits', async () => {
    // 2001-09-09: a time of 15 digits of microseconds, before one of 16.
    const base = { tenantId: 'panasonic', deviceId: 'D01' };
    await t.db.insert(deviceConnectionLogs).values([
      { ...base, ts: 999_999_999, online: true, reason: 'connect' },
      { ...base, ts: 1_000_000_001, online: false, reason: 'disconnect' },
    ]);
    const { entries } = await page(`?kinds=connection&before=${1_000_000_002_000}`);
    expect(entries.map((e) => e.at)).toEqual([1_000_000_001_000, 999_999_999_000]);
  });
});
