import { readFile } from 'node:fs/promises';
import { type MetricsPeriodQuery, toDmy } from '@console/contracts/insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { ScopedCaller } from '../../platform/auth/scope';
import type { Database } from '../../platform/db/client';
import { createRng } from '../demo';
import { createMetricsService } from './metrics.service';
import { at, insertEvents } from './test-fixtures';

/*
 * Usage frequency (graph 7) once plotted -1 users (issue 29): its counts (migration 0024) were
 * right only while a user's days arrived in order and for a caller who sees everything. Property,
 * over random users whose days arrive in any order, in random statements, with random brands and
 * countries: for any range and any scope, no group is negative, and the groups are the users whose
 * first active day of the range is in the scope, by their distinct active days in the range
 * (4 = four or more); for a caller who sees everything, they sum to the range's active users.
 */

const DAYS = 24;
const FIRST = '2026-10-01';
const dayOf = (i: number) =>
  new Date(Date.parse(`${FIRST}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
const COUNTRIES = ['in', 'lk'];
const BRANDS = ['PANASONIC', 'ANCHOR'];

let database: Database;
// "Today" is the day after the last one: every preset period holds all of the activity.
const metrics = () => createMetricsService(database.db, () => at(dayOf(DAYS)));
const callerOf = (countries: string[], brands: string[]): ScopedCaller => ({
  tenantId: 'panasonic',
  scope: {
    allowedCountries: countries,
    allowedDeviceCategories: ['AC', 'REF'],
    allowCompanyBrand: brands,
    allowedCountryCodes: [],
  },
});
const everything = callerOf(COUNTRIES, BRANDS);

beforeAll(async () => {
  database = await openTestDatabase();
  const rng = createRng(20_261_129);
  // Each user active on random days, through a device of some brand and country, or a login (no brand).
  const events = [];
  for (let u = 1; u <= 12; u++) {
    const home = rng.pick(COUNTRIES);
    for (let d = 0; d < DAYS; d++) {
      if (!rng.chance(0.35)) continue;
      for (let n = rng.int(1, 2); n > 0; n--) {
        const login = rng.chance(0.3);
        events.push({
          ts: at(dayOf(d), `${String(rng.int(0, 23)).padStart(2, '0')}:30`),
          kind: login ? 'login' : 'control',
          userId: `U${u}`,
          deviceId: login ? '' : `D${u}-${rng.int(1, 2)}`,
          controller: login ? '' : 'an',
          category: login ? '' : 'AC',
          brand: login ? '' : rng.pick(BRANDS),
          country: rng.chance(0.85) ? home : rng.pick(COUNTRIES),
        });
      }
    }
  }
  // In any order, in statements of one to 30 events: late reports, a second device, a seed by device.
  for (let i = events.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [events[i], events[j]] = [events[j]!, events[i]!];
  }
  while (events.length > 0) await insertEvents(database.db, events.splice(0, rng.int(1, 30)));
}, 60_000);
afterAll(() => database.close());

/** The groups counted from each user's kept active days (activity_actives). */
async function countedFromDays(caller: ScopedCaller, from: string, to: string) {
  const { rows } = await database.execute(`SELECT count(*)::int AS days,
      (array_agg(brand ORDER BY day))[1] AS brand, (array_agg(country ORDER BY day))[1] AS country
    FROM activity_actives WHERE tenant_id = 'panasonic' AND subject = 'user' AND hour = -1
      AND controller = '*' AND category = '*' AND day BETWEEN '${from}' AND '${to}'
    GROUP BY subject_id`);
  const users = [0, 0, 0, 0];
  const { allowedCountries, allowCompanyBrand } = caller.scope;
  for (const r of rows as { days: number; brand: string; country: string }[]) {
    if (!allowedCountries.includes(r.country)) continue;
    if (r.brand !== '' && !allowCompanyBrand.includes(r.brand)) continue;
    users[Math.min(r.days, 4) - 1]! += 1;
  }
  return { users, active: rows.length };
}

async function answered(caller: ScopedCaller, query: MetricsPeriodQuery) {
  return (await metrics().groupUsers(caller, query)).data.map((g) => g.users);
}

describe('usage frequency (graph 7)', () => {
  it('counts users by active days for any range and scope, never below zero', async () => {
    const rng = createRng(7);
    const scopes = [
      everything,
      callerOf(['in'], BRANDS),
      callerOf(COUNTRIES, ['ANCHOR']),
      callerOf(['lk'], ['PANASONIC']),
    ];
    let users = 0;
    for (let n = 0; n < 40; n++) {
      const a = rng.int(0, DAYS - 1);
      const b = rng.int(a, DAYS - 1);
      const caller = rng.pick(scopes);
      const groups = await answered(caller, { startDate: toDmy(dayOf(a)), endDate: toDmy(dayOf(b)) });
      const expected = await countedFromDays(caller, dayOf(a), dayOf(b));
      expect(groups.every((g) => g >= 0)).toBe(true);
      expect(groups).toEqual(expected.users);
      if (caller === everything) expect(groups.reduce((s, g) => s + g, 0)).toBe(expected.active);
      users += expected.active;
    }
    expect(users).toBeGreaterThan(100);
  });

  it('agrees across the periods: daily, weekly and monthly each count their own span', async () => {
    const [daily, weekly, monthly] = await Promise.all(
      (['daily', 'weekly', 'monthly'] as const).map((dateType) => answered(everything, { dateType })),
    );
    // The weekly and monthly spans both hold every day of the activity.
    const all = await countedFromDays(everything, dayOf(0), dayOf(DAYS));
    expect(weekly).toEqual(all.users);
    expect(monthly).toEqual(all.users);
    const lastWeek = await countedFromDays(everything, dayOf(DAYS - 6), dayOf(DAYS));
    expect(daily).toEqual(lastWeek.users);
  });

  it("are what migration 0036's recount makes from the kept days", async () => {
    const kept = () =>
      database.execute(`SELECT since::text, k, day::text, country, brand, users::int FROM activity_usage_counts
        WHERE users <> 0 ORDER BY 1, 2, 3, 4, 5`);
    const before = (await kept()).rows;
    const migration = await readFile(
      new URL('../../platform/db/migrations/0036_insights_usage_late_days.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint').slice(-2))
      await database.execute(statement);
    expect((await kept()).rows).toEqual(before);
    expect(before.length).toBeGreaterThan(1000);
  });
});
