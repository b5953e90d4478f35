import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { activityEvents } from '../../platform/db/schema';
import { createRng } from '../demo';

/*
 * The rollups are kept by triggers on activity_events (migration 0016). Property: after random
 * statements of one or many events, each rollup equals a GROUP BY over the raw events, and the
 * active counts equal a GROUP BY over the distinct actives (themselves the distinct subjects of
 * the events, expanded as the trigger documents).
 */

let database: Database;
const rows = async (query: string) => (await database.execute(query)).rows;
const DAY = 86_400;
// Late May 2026: three days cross into June, so the monthly rollup has two months.
const START = 1_780_000_000;
const KINDS = [
  'control',
  'sessionStart',
  'sessionEnd',
  'onboard',
  'offboard',
  'register',
  'login',
  'homeMember',
];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function randomEvent(rng: ReturnType<typeof createRng>) {
  const kind = rng.pick(KINDS);
  return {
    tenantId: rng.pick(['ra', 'rb']),
    ts: START + rng.int(0, 3 * DAY),
    kind,
    deviceId: rng.chance(0.8) ? `D${rng.int(1, 12)}` : '',
    userId: rng.chance(0.7) ? `U${rng.int(1, 8)}` : '',
    category: rng.pick(['AC', 'REF', '']),
    brand: rng.pick(['PANASONIC', 'ANCHOR']),
    country: rng.pick(['in', 'lk']),
    modelNumber: rng.pick(['M1', 'M2']),
    controller: rng.pick(['an', 'ios', 'ava', 'gva', 'rem', '']),
    mqttKey: rng.pick(['ps', 'actmp', '']),
    city: rng.pick(['Pune', 'Bengaluru', '']),
    duration: kind === 'sessionEnd' ? rng.int(0, 7200) : 0,
  };
}

async function rollupsMatchEvents() {
  const hourly =
    await rows(`SELECT tenant_id, day::text, kind, hour, category, brand, country, controller, mqtt_key,
      events::int, duration::int FROM activity_hourly ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  const hourlyExpected =
    await rows(`SELECT tenant_id, activity_day(ts)::text AS day, kind, activity_hour(ts) AS hour,
      category, brand, country, controller, mqtt_key, count(*)::int AS events, sum(duration)::int AS duration
    FROM activity_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  expect(hourly).toEqual(hourlyExpected);

  const daily = await rows(`SELECT tenant_id, day::text, kind, category, brand, country, model_number, city,
      events::int FROM activity_daily ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`);
  const dailyExpected =
    await rows(`SELECT tenant_id, activity_day(ts)::text AS day, kind, category, brand, country,
      model_number, city, count(*)::int AS events FROM activity_events
    WHERE kind IN ('onboard', 'offboard', 'register', 'homeMember')
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`);
  expect(daily).toEqual(dailyExpected);

  const monthly =
    await rows(`SELECT tenant_id, month::text, kind, category, brand, country, model_number, city,
      events::int FROM activity_monthly ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`);
  const monthlyExpected = await rows(`SELECT tenant_id, left(day, 8) || '01' AS month, kind, category, brand,
      country, model_number, city, sum(events)::int AS events FROM (
        SELECT tenant_id, activity_day(ts)::text AS day, kind, category, brand, country, model_number, city, 1 AS events
          FROM activity_events WHERE kind IN ('onboard', 'offboard', 'register', 'homeMember')) AS e
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`);
  expect(monthly).toEqual(monthlyExpected);

  const byCategory = await rows(`SELECT tenant_id, kind, day::text, category, brand, country, events::int
    FROM activity_daily_categories ORDER BY 1, 2, 3, 4, 5, 6`);
  const byCategoryExpected =
    await rows(`SELECT tenant_id, kind, activity_day(ts)::text AS day, category, brand,
      country, count(*)::int AS events FROM activity_events WHERE kind IN ('onboard', 'offboard')
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`);
  expect(byCategory).toEqual(byCategoryExpected);

  const actives =
    await rows(`SELECT DISTINCT tenant_id, day::text, hour, subject, controller, category, subject_id
    FROM activity_actives ORDER BY 1, 2, 3, 4, 5, 6, 7`);
  const activesExpected = await rows(`WITH s AS (
      SELECT tenant_id, activity_day(ts) AS day, activity_hour(ts) AS hour, 'device' AS subject,
             device_id AS subject_id, controller, category
        FROM activity_events WHERE kind IN ('control', 'sessionStart') AND device_id <> ''
      UNION ALL
      SELECT tenant_id, activity_day(ts), activity_hour(ts), 'user', user_id, controller, category
        FROM activity_events WHERE kind IN ('control', 'login') AND user_id <> '')
    SELECT DISTINCT tenant_id, day::text, hour, subject, controller, category, subject_id FROM (
      SELECT tenant_id, day, -1 AS hour, subject, '*' AS controller, category, subject_id FROM s
      UNION ALL SELECT tenant_id, day, hour, subject, '*', category, subject_id FROM s
      UNION ALL SELECT tenant_id, day, -1, subject, controller, category, subject_id FROM s WHERE controller <> ''
      UNION ALL SELECT tenant_id, day, -1, subject, '*', '*', subject_id FROM s WHERE subject = 'user'
      UNION ALL SELECT tenant_id, day, hour, subject, '*', '*', subject_id FROM s WHERE subject = 'user'
      UNION ALL SELECT tenant_id, day, -1, subject, controller, '*', subject_id FROM s
        WHERE subject = 'user' AND controller <> '') AS x
    ORDER BY 1, 2, 3, 4, 5, 6, 7`);
  expect(actives).toEqual(activesExpected);

  const counts = await rows(`SELECT tenant_id, day::text, hour, subject, controller, category, brand, country,
      actives::int FROM activity_active_counts ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`);
  const countsExpected =
    await rows(`SELECT tenant_id, day::text, hour, subject, controller, category, brand, country,
      count(*)::int AS actives FROM activity_actives GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`);
  expect(counts).toEqual(countsExpected);

  // First voice controls: the earliest voice day row of each device, whatever order days came in.
  const firsts = await rows(`SELECT tenant_id, subject_id, controller, day::text FROM activity_first_controls
    ORDER BY 1, 2, 3`);
  const firstsExpected = await rows(`SELECT tenant_id, subject_id, controller, min(day)::text AS day
    FROM activity_actives WHERE subject = 'device' AND hour = -1 AND controller IN ('ava', 'gva')
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  expect(firsts).toEqual(firstsExpected);
  const firstCounts = await rows(`SELECT tenant_id, controller, day::text, sum(devices)::int AS devices
    FROM activity_first_control_counts GROUP BY 1, 2, 3 HAVING sum(devices) <> 0 ORDER BY 1, 2, 3`);
  const firstCountsExpected = await rows(`SELECT tenant_id, controller, day::text, count(*)::int AS devices
    FROM activity_first_controls GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  expect(firstCounts).toEqual(firstCountsExpected);
  return hourly.length + daily.length + counts.length + firsts.length;
}

describe('activity rollups', () => {
  it('equal a GROUP BY over the raw events after random statements of one or many events', async () => {
    const rng = createRng(20_261_124);
    for (let step = 0; step < 40; step++) {
      const size = rng.chance(0.3) ? 1 : rng.int(2, 60);
      await database.db.insert(activityEvents).values(Array.from({ length: size }, () => randomEvent(rng)));
      if (step % 10 === 9) await rollupsMatchEvents();
    }
    expect(await rollupsMatchEvents()).toBeGreaterThan(50);
  });

  it('are emptied with the events (TRUNCATE)', async () => {
    await database.execute('TRUNCATE activity_events');
    expect(await rollupsMatchEvents()).toBe(0);
    expect(await rows('SELECT * FROM activity_usage_counts')).toEqual([]);
    expect(await rows('SELECT * FROM activity_first_controls')).toEqual([]);
  });

  it('count users by active days of any range as a count of their distinct days would', async () => {
    const rng = createRng(20_261_125);
    // Days arrive in order (statements of one to three days), users active on random days.
    for (let day = 0; day < 14; ) {
      const span = rng.int(1, 3);
      const events = Array.from({ length: rng.int(5, 40) }, () => ({
        ...randomEvent(rng),
        tenantId: 'ra',
        kind: rng.pick(['control', 'login']),
        userId: `U${rng.int(1, 9)}`,
        ts: START + (day + rng.int(0, span - 1)) * DAY + rng.int(0, DAY - 1),
      }));
      await database.db.insert(activityEvents).values(events);
      day += span;
    }
    let checked = 0;
    for (let n = 0; n < 25; n++) {
      const from = rng.int(0, 13);
      const to = rng.int(from, 13);
      const [a, b] = [from, to].map((d) => `activity_day(${START + d * DAY})`);
      const expected = await rows(`SELECT least(days, 4) AS days, count(*)::int AS users FROM (
          SELECT subject_id, count(*) AS days FROM activity_actives
           WHERE subject = 'user' AND hour = -1 AND controller = '*' AND category = '*' AND day BETWEEN ${a} AND ${b}
           GROUP BY subject_id) AS per_user GROUP BY 1 ORDER BY 1`);
      const atLeast = await rows(`SELECT k, sum(users)::int AS users FROM activity_usage_counts
          WHERE since = ${a} AND day BETWEEN ${a} AND ${b} GROUP BY k ORDER BY k`);
      const counted = atLeast
        .map((r, i) => ({ days: r.k, users: Number(r.users) - Number(atLeast[i + 1]?.users ?? 0) }))
        .filter((r) => r.users !== 0); // a negative group would show (issue 29)
      expect(counted).toEqual(expected);
      checked += expected.length;
    }
    expect(checked).toBeGreaterThan(30);
  });
});
