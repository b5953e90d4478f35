import {
  allowedMembers,
  type Bucket,
  CATEGORY_GROUPS,
  CONTROLLERS,
  groupOfCategory,
  HOUR_KEYS,
  type MetricsPeriodQuery,
  metricsDayOf,
  parseDmy,
  periodBuckets,
  toDmy,
  USAGE_GROUPS,
} from '@console/contracts/insights';
import type { ScopedCaller } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import { cityLocation } from './city-locations';
import {
  countActives,
  countByCity,
  countEventsByDay,
  countHourly,
  countRegistrations,
  countUsersByActiveDays,
  type DayRange,
} from './insights.queries';

type Counts = Record<string, number>;
const AC_GROUP = 'AC';

/** A parsed day of a validated query (the contract checked its shape). */
const dayOf = (dmy: string) => parseDmy(dmy) as string;

function bucketsOf(query: MetricsPeriodQuery, today: string): Bucket[] {
  if (query.dateType) return periodBuckets({ dateType: query.dateType }, today);
  return periodBuckets(
    { start: dayOf(query.startDate as string), end: dayOf(query.endDate as string) },
    today,
  );
}

const spanOf = (buckets: Bucket[]): DayRange => ({
  from: buckets[0]?.start ?? '',
  to: buckets.at(-1)?.end ?? '',
});

/** Index of the bucket holding `day`. */
function bucketIndex(buckets: Bucket[], day: string) {
  return buckets.findIndex((b) => b.start <= day && day <= b.end);
}

const add = (counts: Counts, key: string, n: number) => {
  counts[key] = (counts[key] ?? 0) + n;
};

/** The group's categories the caller may see; 400 for a category no group knows. */
function membersOf(auth: ScopedCaller, category: string): string[] {
  const group = CATEGORY_GROUPS.find((g) => g.key === category.toUpperCase()) ?? groupOfCategory(category);
  if (!group) throw badRequest('invalidStatisticsCategory');
  return allowedMembers(group, auth.scope.allowedDeviceCategories);
}

const NON_AC = CATEGORY_GROUPS.filter((g) => g.key !== AC_GROUP);

/**
 * The metrics portal calls (spec 002 section 7), answered from the rollups with the field names of
 * section 3. `now` is injectable for tests.
 */
export function createMetricsService(db: Db, now: () => number = () => Math.floor(Date.now() / 1000)) {
  const today = () => metricsDayOf(now());

  /** Events of a lifecycle kind per bucket, counted under `keyOf(category or model)`. */
  async function onboardPoints(
    auth: ScopedCaller,
    input: {
      kind: string;
      categories: string[];
      buckets: Bucket[];
      by: 'category' | 'model_number';
      /** The buckets are calendar months (the monthly preset): read the monthly rollup. */
      monthly: boolean;
    },
    keyOf: (key: string) => string,
  ) {
    const { buckets } = input;
    const found = await countEventsByDay(db, auth, {
      ...input,
      kinds: [input.kind],
      range: spanOf(buckets),
      months: input.monthly,
    });
    const points = buckets.map((b) => ({ date: toDmy(b.start), totalCount: 0, counts: {} as Counts }));
    for (const r of found) {
      const point = points[bucketIndex(buckets, r.day)];
      if (!point) continue;
      add(point.counts, keyOf(r.key), r.n);
      point.totalCount += r.n;
    }
    return points;
  }

  /** Onboardings or offboardings per bucket, by category group (non-AC) or AC category. */
  async function lifecycle(auth: ScopedCaller, query: MetricsPeriodQuery, kind: string, ac: boolean) {
    const buckets = bucketsOf(query, today());
    const groups = ac ? CATEGORY_GROUPS.filter((g) => g.key === AC_GROUP) : NON_AC;
    const categories = groups.flatMap((g) => allowedMembers(g, auth.scope.allowedDeviceCategories));
    const keyOf = (category: string) =>
      ac ? category.toUpperCase() : (groupOfCategory(category)?.key ?? category);
    const data = await onboardPoints(
      auth,
      { kind, categories, buckets, by: 'category', monthly: query.dateType === 'monthly' },
      keyOf,
    );
    return {
      data: data.map(({ date, totalCount, counts }) => ({ date, totalCount, deviceCategories: counts })),
    };
  }

  return {
    onboardCount: (auth: ScopedCaller, q: MetricsPeriodQuery) => lifecycle(auth, q, 'onboard', false),
    offboardCount: (auth: ScopedCaller, q: MetricsPeriodQuery) => lifecycle(auth, q, 'offboard', false),
    onboardCountAc: (auth: ScopedCaller, q: MetricsPeriodQuery) => lifecycle(auth, q, 'onboard', true),
    offboardCountAc: (auth: ScopedCaller, q: MetricsPeriodQuery) => lifecycle(auth, q, 'offboard', true),

    /** Graph 3: registrations (users) and the category's onboardings (totalCount) per bucket. */
    async usersAndOnboards(auth: ScopedCaller, category: string, query: MetricsPeriodQuery) {
      const buckets = bucketsOf(query, today());
      const range = spanOf(buckets);
      const onboards = await countEventsByDay(db, auth, {
        kinds: ['onboard'],
        categories: membersOf(auth, category),
        range,
        by: 'category',
        months: query.dateType === 'monthly',
      });
      const registrations = await countRegistrations(db, auth, range);
      const points = buckets.map((b) => ({
        date: toDmy(b.start),
        totalCount: 0,
        users: 0,
        totalRegisteredUser: 0,
      }));
      for (const r of onboards) {
        const point = points[bucketIndex(buckets, r.day)];
        if (point) point.totalCount += r.n;
      }
      let before = 0;
      for (const r of registrations) {
        if (r.day === '') before += r.n;
        else {
          const point = points[bucketIndex(buckets, r.day)];
          if (point) point.users += r.n;
        }
      }
      let running = before;
      for (const point of points) {
        running += point.users;
        point.totalRegisteredUser = running;
      }
      return { data: points };
    },

    /** Graphs 4 and 10: distinct active devices or users of a day, per controller. */
    async controllerCounts(auth: ScopedCaller, query: { onDate: string; subject: 'device' | 'user' }) {
      const day = dayOf(query.onDate);
      const found = await countActives(db, auth, {
        subject: query.subject,
        range: { from: day, to: day },
        hourly: false,
        byController: true,
      });
      const deviceControllers: Counts = Object.fromEntries(CONTROLLERS.map((c) => [c.code, 0]));
      for (const r of found) if (r.controller in deviceControllers) add(deviceControllers, r.controller, r.n);
      const totals = await countActives(db, auth, {
        subject: query.subject,
        range: { from: day, to: day },
        hourly: false,
        byController: false,
      });
      const totalCount = totals.reduce((sum, r) => sum + r.n, 0);
      return { data: [{ date: query.onDate, totalCount, deviceControllers }] };
    },

    /** Graph 9: distinct active devices (or users) per hour of one day, keyed 00-23. */
    async activeHourly(auth: ScopedCaller, query: { startDate: string; subject: 'device' | 'user' }) {
      const day = dayOf(query.startDate);
      const range = { from: day, to: day };
      const found = await countActives(db, auth, {
        subject: query.subject,
        range,
        hourly: true,
        byController: false,
      });
      const usersActiveHourly: Counts = Object.fromEntries(HOUR_KEYS.map((h) => [h, 0]));
      for (const r of found) add(usersActiveHourly, HOUR_KEYS[r.hour] as string, r.n);
      const totals = await countActives(db, auth, {
        subject: query.subject,
        range,
        hourly: false,
        byController: false,
      });
      const deviceCount = totals.reduce((sum, r) => sum + r.n, 0);
      return { data: [{ date: query.startDate, deviceCount, usersActiveHourly }] };
    },

    /** Graph 5: per city, devices onboarded (net of offboardings) and users' homes, up to the day. */
    async geographicalDist(auth: ScopedCaller, query: { onDate: string }) {
      const found = await countByCity(db, auth, dayOf(query.onDate));
      const data = found.flatMap((r) => {
        const location = cityLocation(r.city);
        return location ? [{ name: r.city, location, deviceCount: r.devices, userCount: r.users }] : [];
      });
      return { data: data.sort((a, b) => b.deviceCount - a.deviceCount || a.name.localeCompare(b.name)) };
    },

    /** Graph 8: onboardings per bucket by model number, in one category group. */
    async onboardByModel(auth: ScopedCaller, query: MetricsPeriodQuery & { category: string }) {
      const buckets = bucketsOf(query, today());
      const categories = membersOf(auth, query.category);
      const data = await onboardPoints(
        auth,
        { kind: 'onboard', categories, buckets, by: 'model_number', monthly: query.dateType === 'monthly' },
        String,
      );
      return {
        data: data.map(({ date, totalCount, counts }) => ({ date, totalCount, modelCategories: counts })),
      };
    },

    /** Graph 7: users active on one, two, three, or four and more days of the period (spec 002 section 9). */
    async groupUsers(auth: ScopedCaller, query: MetricsPeriodQuery) {
      const found = await countUsersByActiveDays(db, auth, spanOf(bucketsOf(query, today())));
      const users = [0, 0, 0, 0];
      for (const r of found) users[Math.min(r.days, 4) - 1] = (users[Math.min(r.days, 4) - 1] ?? 0) + r.users;
      return { data: USAGE_GROUPS.map((name, i) => ({ name, users: users[i] ?? 0 })) };
    },

    /** Graph 13: MQTT sessions ended per hour of a day, their total and average length (seconds). */
    async usersDuration(auth: ScopedCaller, query: { onDate: string }) {
      const day = dayOf(query.onDate);
      const found = await countHourly(db, auth, { kind: 'sessionEnd', range: { from: day, to: day } });
      const data = HOUR_KEYS.map((date) => ({ date, totalCount: 0, totalDuration: 0, averageDuration: 0 }));
      for (const r of found) {
        const point = data[r.hour];
        if (!point) continue;
        point.totalCount += r.n;
        point.totalDuration += r.duration;
      }
      for (const p of data) p.averageDuration = p.totalCount ? Math.round(p.totalDuration / p.totalCount) : 0;
      return { data };
    },

    /** Graph 14: controls per MQTT key on a day in one category group. */
    async mqttKeysFrequency(auth: ScopedCaller, query: { onDate: string; category: string }) {
      const day = dayOf(query.onDate);
      const found = await countHourly(db, auth, {
        kind: 'control',
        range: { from: day, to: day },
        categories: membersOf(auth, query.category),
        by: 'mqtt_key',
      });
      const mqttKeysCount: Counts = {};
      for (const r of found) if (r.key) add(mqttKeysCount, r.key, r.n);
      const totalCount = Object.values(mqttKeysCount).reduce((a, b) => a + b, 0);
      return { data: [{ date: query.onDate, totalCount, mqttKeysCount }] };
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
