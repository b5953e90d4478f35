import { describe, expect, it } from 'vitest';
import { controlKeysOf } from '../modules/demo/payloads';
import {
  dayNumberOf,
  dayStartOf,
  EVENT_COLUMNS,
  eventRows,
  type Fleet,
  isoDayOf,
  seasonFactor,
  weekdayFactor,
} from './gen-activity';
import {
  ACTIVES_COLUMNS,
  fleetByDay,
  keyHashOf,
  noiseOf,
  olderActiveRows,
  olderDays,
  scaledRows,
  USAGE_COLUMNS,
  UsageCounts,
} from './gen-activity-year';
import { onboardedAtOf } from './gen-devices';

const NOW = 1_760_000_000;
const FLEET: Fleet = { devices: 3_000, users: 600, nowSec: NOW };
const cells = (line: string, columns: string[]) =>
  Object.fromEntries(
    line
      .trimEnd()
      .split('\t')
      .map((v, i) => [columns[i], v]),
  );

describe('scale activity: the raw week', () => {
  const day = dayNumberOf(NOW) - 1;
  const events = [...eventRows(day, FLEET)].map((l) => cells(l, EVENT_COLUMNS));

  it('keeps every event in its metrics day, names the user of app and voice controls only', () => {
    expect(events.length).toBeGreaterThan(100);
    for (const e of events) {
      expect(dayNumberOf(Number(e.ts))).toBe(day);
      if (e.kind === 'control') {
        expect(controlKeysOf(String(e.category))).toContain(e.mqtt_key);
        expect(e.user_id === '').toBe(e.controller === 'rem');
        expect(['an', 'ios', 'ava', 'gva', 'rem']).toContain(e.controller);
      }
      if (e.kind === 'sessionEnd') expect(Number(e.duration)).toBeGreaterThan(0);
    }
  });

  it('has the daily rhythm: more controls in the evening than in the small hours', () => {
    const hourOf = (ts: number) => Math.floor((ts - dayStartOf(day)) / 3600);
    const controls = events.filter((e) => e.kind === 'control').map((e) => hourOf(Number(e.ts)));
    const evening = controls.filter((h) => h >= 18).length;
    const night = controls.filter((h) => h <= 5).length;
    expect(evening).toBeGreaterThan(night * 5);
  });

  it('is the same on every run, and leaves out what has not happened yet', () => {
    expect([...eventRows(day, FLEET)]).toEqual([...eventRows(day, FLEET)]);
    const today = dayNumberOf(NOW);
    for (const l of eventRows(today, FLEET))
      expect(Number(cells(l, EVENT_COLUMNS).ts)).toBeLessThanOrEqual(NOW);
  });
});

describe('scale activity: the year before', () => {
  it('counts the fleet onboarded by each day', () => {
    const [first, last] = [dayNumberOf(NOW) - 30, dayNumberOf(NOW)];
    const sizes = fleetByDay(FLEET, first, last);
    for (const day of [first, first + 11, last]) {
      let expected = 0;
      for (let i = 1; i <= FLEET.devices; i++) {
        const at = onboardedAtOf(i, NOW);
        if (at !== null && at < dayStartOf(day)) expected++;
      }
      expect(sizes[day - first]).toBe(expected);
    }
  });

  it('scales the template mean by fleet, weekday, season and noise, leaving out zeros', () => {
    const templateDays = [100, 101];
    const template = [
      { key: ['control', 'AC'], category: 'AC', values: [400, 80] },
      { key: ['control', 'FAN'], category: 'FAN', values: [1, 0] },
    ];
    const fleetOn = (day: number) => (day === 200 ? 150 : 100);
    const got = [
      ...scaledRows(template, templateDays, [200], fleetOn, (day, row, v) => `${day} ${row.key[1]} ${v}`),
    ];
    const meanWeekday = (weekdayFactor(100) + weekdayFactor(101)) / 2;
    const meanSeason = (seasonFactor(100, 'AC') + seasonFactor(101, 'AC')) / 2;
    const f =
      (1.5 * weekdayFactor(200) * seasonFactor(200, 'AC') * noiseOf(keyHashOf(['control', 'AC']), 200)) /
      (meanWeekday * meanSeason);
    expect(got[0]).toBe(`1970-07-20 AC ${Math.round(200 * f)},${Math.round(40 * f)}`);
    // The FAN row's mean is 0.5 a day: 1 at most after scaling, and rows that round to 0 are left out.
    expect(got.length).toBeLessThanOrEqual(2);
  });

  it("makes one row per active user and day, and counts them as the day's active users", () => {
    const days = olderDays(NOW, 7).slice(-20);
    const counts = new Map<string, number>();
    const rows = [...olderActiveRows(FLEET, days, counts)].map((l) => cells(l, ACTIVES_COLUMNS));
    const users = rows.filter((r) => r.subject === 'user');
    expect(new Set(users.map((r) => `${r.day}|${r.subject_id}`)).size).toBe(users.length);
    const perDay = new Map<string, number>();
    for (const r of users)
      perDay.set(`${r.day}|${r.country}`, (perDay.get(`${r.day}|${r.country}`) ?? 0) + 1);
    expect(counts).toEqual(perDay);
    expect(
      rows.filter((r) => r.subject === 'device').every((r) => ['ava', 'gva'].includes(String(r.controller))),
    ).toBe(true);
    expect(days).toHaveLength(20);
    expect(olderDays(NOW, 7)).toHaveLength(358);
  });

  it('makes usage counts that give each range the users by their distinct active days', () => {
    const days = olderDays(NOW, 7).slice(-30);
    const first = days[0] as number;
    const usage = new UsageCounts(first, days.length, FLEET.users);
    const users = [...olderActiveRows(FLEET, days, new Map(), usage)]
      .map((l) => cells(l, ACTIVES_COLUMNS))
      .filter((r) => r.subject === 'user');
    const counts = [...usage.rows()].map((l) => cells(l, USAGE_COLUMNS));
    for (const [from, to] of [
      [0, 29],
      [3, 9],
      [10, 10],
      [12, 25],
    ] as const) {
      const [a, b] = [isoDayOf(first + from), isoDayOf(first + to)];
      const perUser = new Map<string, number>();
      for (const r of users)
        if (String(r.day) >= a && String(r.day) <= b)
          perUser.set(String(r.subject_id), (perUser.get(String(r.subject_id)) ?? 0) + 1);
      for (let k = 1; k <= 4; k++) {
        const expected = [...perUser.values()].filter((n) => n >= k).length;
        const got = counts
          .filter((c) => c.since === a && Number(c.k) === k && String(c.day) >= a && String(c.day) <= b)
          .reduce((sum, c) => sum + Number(c.users), 0);
        expect(got).toBe(expected);
      }
    }
    expect(users.length).toBeGreaterThan(500);
  });
});
