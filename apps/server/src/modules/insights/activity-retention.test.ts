import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevice, insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { deviceOnboardHistory } from '../../platform/db/schema';
import { createRng } from '../demo';
import { pruneActivity } from './activity-retention.service';
import { at, insertEvents } from './test-fixtures';

/*
 * The raw activity retention on a database (PGlite, and PostgreSQL on the real target): events of
 * days before the kept window go, newer ones stay, every rollup table stays byte for byte, and a
 * small batch size makes it loop.
 */

let database: Database;
const rows = async (query: string) => (await database.execute(query)).rows;
const NOW = at('2026-11-24', '15:00');
const DAY = 86_400;
// Seven days kept, today included: 18 to 24 November (metrics days, UTC+05:30).
const CUTOFF = at('2026-11-18', '00:00');
const ROLLUPS = [
  'activity_hourly',
  'activity_daily',
  'activity_daily_categories',
  'activity_monthly',
  'activity_active_counts',
  'activity_usage_counts',
  'activity_first_controls',
  'activity_first_control_counts',
];

/** Every row of every rollup as its text form, sorted: equal strings are equal tables. */
async function rollupTables() {
  const tables: Record<string, string> = {};
  for (const table of ROLLUPS) {
    const [row] = await rows(`SELECT count(*)::int AS n, string_agg(t::text, E'\\n' ORDER BY t::text) AS text
      FROM ${table} t`);
    tables[table] = `${row?.n}\n${row?.text ?? ''}`;
  }
  return tables;
}

const eventIds = async (where: string) =>
  (await rows(`SELECT id FROM activity_events WHERE ${where} ORDER BY id`)).map((r) => Number(r.id));

beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenants(database.db);
  await insertDevice(database.db, { deviceId: 'D9' });
  const rng = createRng(20_261_124);
  // Controls, sessions, logins, registrations of two tenants over 15 days on both sides of the cutoff,
  // in statements of 1 to 40 events.
  for (let step = 0; step < 12; step++) {
    await insertEvents(
      database.db,
      Array.from({ length: rng.int(1, 40) }, () => ({
        tenantId: rng.pick(['panasonic', 'northmart']),
        ts: NOW - rng.int(0, 15 * DAY),
        kind: rng.pick(['control', 'sessionStart', 'sessionEnd', 'login', 'register', 'offboard']),
        deviceId: `D${rng.int(1, 6)}`,
        userId: `U${rng.int(1, 5)}`,
        controller: rng.pick(['an', 'ios', 'ava', 'gva', '']),
        mqttKey: rng.pick(['ps', 'actmp']),
        city: rng.pick(['Pune', 'Bengaluru']),
        duration: rng.int(0, 3600),
      })),
    );
  }
  // Onboardings: D1 twice before the cutoff (the first superseded), D2 once before, D3 after; D9 in Pune.
  await insertEvents(database.db, [
    { kind: 'onboard', ts: at('2026-11-10'), deviceId: 'D1', city: 'Pune' },
    { kind: 'onboard', ts: at('2026-11-12'), deviceId: 'D1', city: 'Mysuru' },
    { kind: 'onboard', ts: at('2026-11-11'), deviceId: 'D2', city: 'Pune' },
    { kind: 'onboard', ts: at('2026-11-20'), deviceId: 'D3', city: 'Pune' },
    { kind: 'onboard', ts: at('2026-09-01'), deviceId: 'D9', city: 'Pune' },
  ]);
  // A user active 100 and 420 days ago: the usage counts read a user's days 400 days back.
  await insertEvents(database.db, [
    { kind: 'login', ts: at('2025-09-20'), userId: 'OLD' },
    { kind: 'login', ts: at('2026-08-16'), userId: 'OLD', controller: 'an' },
  ]);
});
afterAll(() => database.close());

describe('raw activity retention', () => {
  let before: Record<string, string>;
  let newIds: number[];
  let keptOnboardIds: number[];
  let activesInWindow: unknown[];
  let result: Awaited<ReturnType<typeof pruneActivity>>;

  it('stops between statements, before the next one, when its signal aborts (the server stopping)', async () => {
    const count = async () => (await eventIds('true')).length;
    const all = await count();
    const stopping = new AbortController();
    stopping.abort(new Error('job queue stopped'));
    await expect(
      pruneActivity(database.db, { rawDays: 7, nowSec: NOW, batchSize: 7, signal: stopping.signal }),
    ).rejects.toThrow('job queue stopped');
    expect(await count()).toBe(all);
  });

  it('deletes the raw events of days before the window, a device’s last onboarding kept', async () => {
    before = await rollupTables();
    newIds = await eventIds(`ts >= ${CUTOFF}`);
    keptOnboardIds = await eventIds(
      `kind = 'onboard' AND ts < ${CUTOFF} AND NOT (device_id = 'D1' AND ts = ${at('2026-11-10')})`,
    );
    activesInWindow = await rows(
      `SELECT * FROM activity_actives WHERE day >= '2026-11-18' ORDER BY 1, 2, 3, 4, 5, 6, 7`,
    );
    const oldEvents = (await eventIds(`ts < ${CUTOFF}`)).length;
    expect(newIds.length).toBeGreaterThan(50);
    expect(oldEvents).toBeGreaterThan(50);
    expect(keptOnboardIds).toHaveLength(3);

    result = await pruneActivity(database.db, { rawDays: 7, nowSec: NOW, batchSize: 7 });

    expect(result).toMatchObject({ rawBefore: '2026-11-18', userDaysBefore: '2025-10-14' });
    expect(result.events).toBe(oldEvents - 3);
    expect(await eventIds(`ts >= ${CUTOFF}`)).toEqual(newIds);
    expect(await eventIds(`ts < ${CUTOFF}`)).toEqual(keptOnboardIds);
  });

  it('leaves every rollup table as it was', async () => {
    expect(await rollupTables()).toEqual(before);
  });

  it('loops in batches of the given size', () => {
    // Two tenants of raw events and of actives, each read 7 rows a statement until one reads none.
    expect(result.statements).toBeGreaterThan((result.events + result.actives) / 7);
  });

  it('keeps the window’s actives and users’ active days for the usage counts’ look-back', async () => {
    expect(
      await rows(`SELECT * FROM activity_actives WHERE day >= '2026-11-18' ORDER BY 1, 2, 3, 4, 5, 6, 7`),
    ).toEqual(activesInWindow);
    // Before the window only users' day rows (any controller, any category) of the last 400 days.
    expect(
      await rows(`SELECT subject_id, day::text, hour, controller, category FROM activity_actives
        WHERE day < '2026-11-18' AND subject_id = 'OLD'`),
    ).toEqual([{ subject_id: 'OLD', day: '2026-08-16', hour: -1, controller: '*', category: '*' }]);
    expect(
      await rows(`SELECT count(*)::int AS n FROM activity_actives WHERE day < '2026-11-18'
        AND NOT (subject = 'user' AND hour = -1 AND controller = '*' AND category = '*')`),
    ).toEqual([{ n: 0 }]);
    expect(result.actives).toBeGreaterThan(0);
  });

  it('finds nothing more on a second run, and reads none of the rows it keeps', async () => {
    const again = await pruneActivity(database.db, { rawDays: 7, nowSec: NOW, batchSize: 2 });
    // The kept onboardings and users' days are walked around: nothing is read, so nothing is deleted.
    expect(again).toMatchObject({ events: 0, actives: 0, read: 0 });
    expect(await eventIds(`ts < ${CUTOFF}`)).toEqual(keptOnboardIds);
    expect(await rollupTables()).toEqual(before);
  });

  it('deletes a kept onboarding once a later one of its device arrives, and a late older one at once', async () => {
    const [d2Old] = await eventIds(`device_id = 'D2' AND kind = 'onboard'`);
    await insertEvents(database.db, [
      // D2 onboarded again today: its onboarding of 11 November is no longer its last.
      { kind: 'onboard', ts: NOW - 60, deviceId: 'D2', city: 'Pune' },
      // D3's report of an onboarding on 1 November, arriving after its onboarding of the 20th.
      { kind: 'onboard', ts: at('2026-11-01'), deviceId: 'D3', city: 'Pune' },
    ]);
    const done = await pruneActivity(database.db, { rawDays: 7, nowSec: NOW });
    expect(done).toMatchObject({ events: 2, read: 2 });
    expect(await eventIds(`ts < ${CUTOFF}`)).toEqual(keptOnboardIds.filter((id) => id !== d2Old));
    expect(await eventIds(`device_id = 'D3' AND kind = 'onboard'`)).toHaveLength(1);
  });

  it('gives a later offboarding the city of the device’s last onboarding, older than the window', async () => {
    await database.db
      .insert(deviceOnboardHistory)
      .values({ tenantId: 'panasonic', deviceId: 'D9', userId: 'U1', ts: NOW, activity: 'offboard' });
    expect(
      await rows(`SELECT city FROM activity_events WHERE device_id = 'D9' AND kind = 'offboard'`),
    ).toEqual([{ city: 'Pune' }]);
  });
});
