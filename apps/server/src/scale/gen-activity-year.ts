import { MAIN_TENANT_ID } from '../modules/demo/tenants';
import { line } from './copy-rows';
import {
  dayNumberOf,
  dayStartOf,
  devicesOfUser,
  type Fleet,
  isoDayOf,
  ownerControls,
  seasonFactor,
  userActiveOn,
  weekdayFactor,
} from './gen-activity';
import { onboardedAtOf } from './gen-devices';
import { countryOf, deviceIdOf, mix, modelOf, userIdOf } from './scale-identity';

/*
 * The year before the raw week (docs/decisions/0027-insights-at-scale.md). Rollup rows are the
 * week's rows of the same key, averaged per day and scaled to the older day: by the fleet's size
 * then (devices onboarded by that day), the season (ACs) and the weekday, with ±10 % noise. The
 * activity_actives rows the whole-period reads walk (users' active days for usage frequency, voice
 * assistants' days for first voice controls) are made person by person as the week's are, and the
 * users' daily counts are counted from those rows, so they agree exactly.
 */

const T = MAIN_TENANT_ID;

/** A rollup row of the template week without its day: its key cells, its counts, its category. */
export interface TemplateRow {
  key: (string | number)[];
  category: string;
  /** Sums over the template days. */
  values: number[];
}

/** Devices onboarded by the start of each day of [first, last] (index 0 = first). */
export function fleetByDay(fleet: Fleet, first: number, last: number): Float64Array {
  const added = new Float64Array(last - first + 2);
  let before = 0;
  for (let i = 1; i <= fleet.devices; i++) {
    const at = onboardedAtOf(i, fleet.nowSec);
    if (at === null) continue;
    const index = dayNumberOf(at) + 1 - first; // counts from the next day's start
    if (index <= 0) before++;
    else if (index < added.length) added[index] = (added[index] ?? 0) + 1;
  }
  let running = before;
  return added.map((n) => (running += n)).subarray(0, last - first + 1);
}

/** FNV-1a of a row's key cells: its noise stream. */
export const keyHashOf = (cells: readonly (string | number)[]) => {
  let h = 2_166_136_261;
  for (const c of cells.join('|')) h = Math.imul(h ^ c.charCodeAt(0), 16_777_619);
  return h >>> 0;
};

/** ±10 %, the same for a key and day on every run. */
export const noiseOf = (keyHash: number, day: number) => 0.9 + (mix(keyHash ^ day, 90) % 201) / 1000;

/**
 * The template week's rows scaled to each of `days`: mean per template day × fleet(day) / fleet
 * (template) × season and weekday relative to the template's × noise; rows rounding to 0 are left out.
 */
export function* scaledRows(
  template: readonly TemplateRow[],
  templateDays: readonly number[],
  days: readonly number[],
  fleetOn: (day: number) => number,
  toLine: (day: string, row: TemplateRow, values: number[]) => string,
): Generator<string> {
  const n = templateDays.length;
  const mean = (f: (day: number) => number) => templateDays.reduce((sum, d) => sum + f(d), 0) / n;
  const templateFleet = mean(fleetOn);
  const templateWeekday = mean(weekdayFactor);
  const seasons = new Map<string, number>();
  const templateSeason = (category: string) => {
    const known = seasons.get(category);
    if (known !== undefined) return known;
    const s = mean((d) => seasonFactor(d, category));
    seasons.set(category, s);
    return s;
  };
  const hashes = template.map((row) => keyHashOf(row.key));
  for (const day of days) {
    const base = ((fleetOn(day) / templateFleet) * weekdayFactor(day)) / templateWeekday;
    const iso = isoDayOf(day);
    for (const [r, row] of template.entries()) {
      const f =
        (base * seasonFactor(day, row.category) * noiseOf(hashes[r] ?? 0, day)) /
        templateSeason(row.category);
      const values = row.values.map((v) => Math.round((v / n) * f));
      if ((values[0] ?? 0) > 0) yield toLine(iso, row, values);
    }
  }
}

export const ACTIVES_COLUMNS = [
  'tenant_id',
  'day',
  'hour',
  'subject',
  'subject_id',
  'controller',
  'category',
  'brand',
  'country',
];

/** Distinct active users per day and country (the day's '*' rows), counted while their rows are made. */
export type UserDayCounts = Map<string, number>;

/** How far back a usage count's `since` reaches (the trigger's bound, migration 0024). */
export const USAGE_WINDOW_DAYS = 400;
const COUNTRIES = ['in', 'lk', 'bd'] as const;
export const USAGE_COLUMNS = ['tenant_id', 'since', 'k', 'day', 'country', 'brand', 'users'];

/**
 * The usage counts of the older days (activity_usage_counts), made as the trigger makes them: a
 * user's active day is their k-th since any day in (q_k, q_(k-1)], q their previous active days.
 * Each user here keeps one country and no brand, so the slice of their first day from `since`
 * (migration 0036) is always the day's own; days are added in order, so none is re-ranked.
 */
export class UsageCounts {
  private readonly cells: Uint32Array;
  private readonly last: Int32Array;
  private readonly span: number;

  constructor(
    private readonly firstDay: number,
    private readonly days: number,
    users: number,
  ) {
    this.span = days + USAGE_WINDOW_DAYS;
    this.cells = new Uint32Array(4 * this.span * days * COUNTRIES.length);
    this.last = new Int32Array((users + 1) * 4).fill(-1_000_000);
  }

  private at(k: number, since: number, day: number, country: number) {
    const s = since - (this.firstDay - USAGE_WINDOW_DAYS);
    return (((k - 1) * this.span + s) * this.days + (day - this.firstDay)) * COUNTRIES.length + country;
  }

  /** User u active on `day` (days in order for each user). */
  add(u: number, day: number, country: string) {
    const c = Math.max(0, COUNTRIES.indexOf(country as (typeof COUNTRIES)[number]));
    const q = [day, ...this.last.subarray(u * 4, u * 4 + 4)];
    for (let k = 1; k <= 4; k++) {
      const high = q[k - 1] ?? -1_000_000;
      const low = Math.max((q[k] ?? -1_000_000) + 1, day - USAGE_WINDOW_DAYS);
      for (let since = low; since <= high; since++) {
        const cell = this.at(k, since, day, c);
        this.cells[cell] = (this.cells[cell] ?? 0) + 1;
      }
    }
    this.last.set([day, ...(q.slice(1, 4) as number[])], u * 4);
  }

  /** COPY rows of activity_usage_counts: tenant, since, k, day, country, brand, users. */
  *rows(): Generator<string> {
    for (let k = 1; k <= 4; k++)
      for (let s = 0; s < this.span; s++)
        for (let d = 0; d < this.days; d++)
          for (let c = 0; c < COUNTRIES.length; c++) {
            const since = this.firstDay - USAGE_WINDOW_DAYS + s;
            const day = this.firstDay + d;
            const n = this.cells[this.at(k, since, day, c)] ?? 0;
            if (n > 0) yield line([T, isoDayOf(since), k, isoDayOf(day), COUNTRIES[c], '', n]);
          }
  }
}

/**
 * activity_actives rows of `days`: each active user's day (any controller, any category) and each
 * device's days controlled through a voice assistant, as the triggers would have kept them; the
 * users' day counts and usage counts are made alongside.
 */
export function* olderActiveRows(
  fleet: Fleet,
  days: readonly number[],
  counts: UserDayCounts,
  usage?: UsageCounts,
) {
  for (const day of days) {
    const iso = isoDayOf(day);
    for (let u = 1; u <= fleet.users; u++) {
      if (!userActiveOn(u, day, fleet.nowSec)) continue;
      const country = countryOf(u);
      const key = `${iso}|${country}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      usage?.add(u, day, country);
      yield line([T, iso, -1, 'user', userIdOf(u), '*', '*', '', country]);
      for (const i of devicesOfUser(u, fleet.users, fleet.devices, dayStartOf(day), fleet.nowSec)) {
        const voice = new Set<string>();
        for (const e of ownerControls(i, u, day, fleet))
          if (e.controller === 'ava' || e.controller === 'gva') voice.add(e.controller);
        const spec = modelOf(i, fleet.onePair);
        for (const c of voice)
          yield line([T, iso, -1, 'device', deviceIdOf(i), c, spec.category, spec.brand, country]);
      }
    }
  }
}

/** The days of the year before the raw week (the last `rawDays` days, today included), oldest first. */
export function olderDays(nowSec: number, rawDays: number): number[] {
  const today = dayNumberOf(nowSec);
  return Array.from({ length: 365 - rawDays }, (_, k) => today - 364 + k);
}
