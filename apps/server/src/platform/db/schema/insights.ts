import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/*
 * Fleet activity and its rollups (docs/decisions/0020-insights-rollups.md). Raw events are written
 * by triggers on the tables where activity lands (status logs, connection logs, onboarding history,
 * home members, end users) and by the few writers that have no table of their own (app logins);
 * statement-level triggers on `activity_events` keep every rollup exact, one aggregated upsert per
 * statement. Days and hours are the metrics day (UTC+05:30, METRICS_UTC_OFFSET_SECONDS). Absent
 * dimensions are '' (never NULL), and '*' / -1 mean "all" in the actives tables.
 */

/** One thing that happened: a control, a session start or end, an onboarding, a registration … */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** Epoch seconds. */
    ts: bigint('ts', { mode: 'number' }).notNull(),
    /** control, sessionStart, sessionEnd, onboard, offboard, register, login, homeMember. */
    kind: text('kind').notNull(),
    deviceId: text('device_id').notNull().default(''),
    userId: text('user_id').notNull().default(''),
    category: text('category').notNull().default(''),
    brand: text('brand').notNull().default(''),
    country: text('country').notNull().default(''),
    modelNumber: text('model_number').notNull().default(''),
    /** an, ios, ava, gva or rem (status field cnt). */
    controller: text('controller').notNull().default(''),
    /** The MQTT key a control changed (status field lcmd). */
    mqttKey: text('mqtt_key').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Seconds: a session's length on sessionEnd. */
    duration: integer('duration').notNull().default(0),
    /** An onboarding with a later onboarding of its device (set by a trigger, migration 0035). */
    superseded: boolean('superseded').notNull().default(false),
  },
  (t) => [
    // What the retention may delete once old: every event but a device's last onboarding. The
    // kept onboardings are not in it, so a run never reads them (decision 0020, Retention).
    index('activity_events_prunable')
      .on(t.tenantId, t.ts, t.id)
      .where(sql`${t.kind} <> 'onboard' OR ${t.superseded}`),
    // An offboarding whose home is already gone takes the city of the device's last onboarding.
    index('activity_events_device').on(t.deviceId, t.kind, t.ts),
  ],
);

const dims = {
  tenantId: text('tenant_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  kind: text('kind').notNull(),
  category: text('category').notNull(),
  brand: text('brand').notNull(),
  country: text('country').notNull(),
};

/** Events per hour, by controller and MQTT key: controls, keys, sessions and their durations. */
export const activityHourly = pgTable(
  'activity_hourly',
  {
    ...dims,
    hour: smallint('hour').notNull(),
    controller: text('controller').notNull(),
    mqttKey: text('mqtt_key').notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
    duration: bigint('duration', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('activity_hourly_key').on(
      t.tenantId,
      t.day,
      t.kind,
      t.hour,
      t.category,
      t.brand,
      t.country,
      t.controller,
      t.mqttKey,
    ),
  ],
);

/** Events per day, by model and city: onboarding, offboarding, registrations, home members. */
export const activityDaily = pgTable(
  'activity_daily',
  {
    ...dims,
    modelNumber: text('model_number').notNull(),
    city: text('city').notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('activity_daily_key').on(
      t.tenantId,
      t.day,
      t.kind,
      t.category,
      t.brand,
      t.country,
      t.modelNumber,
      t.city,
    ),
  ],
);

/**
 * Onboardings and offboardings per day by category only (activity_daily without model and city):
 * the category charts over days read about 50 rows a day instead of 200 (migration 0028).
 */
export const activityDailyCategories = pgTable(
  'activity_daily_categories',
  {
    tenantId: text('tenant_id').notNull(),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    country: text('country').notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('activity_daily_categories_key').on(t.tenantId, t.kind, t.day, t.category, t.brand, t.country),
  ],
);

/**
 * activity_daily by calendar month (`month` its first day): the monthly preset's buckets and the
 * map's history read twelve or so rows per key instead of a row per day (migration 0026).
 */
export const activityMonthly = pgTable(
  'activity_monthly',
  {
    tenantId: text('tenant_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    country: text('country').notNull(),
    modelNumber: text('model_number').notNull(),
    city: text('city').notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('activity_monthly_key').on(
      t.tenantId,
      t.kind,
      t.month,
      t.category,
      t.brand,
      t.country,
      t.modelNumber,
      t.city,
    ),
  ],
);

/**
 * Who was active (subject device or user) in a day (hour -1) or an hour, through a controller ('*':
 * any) on a category ('*': any; users only). Only its first row per key is kept: it exists to make
 * the counts below distinct. Brand and country are the subject's at its first activity that day.
 */
export const activityActives = pgTable(
  'activity_actives',
  {
    tenantId: text('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id').notNull(),
    controller: text('controller').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    country: text('country').notNull(),
  },
  (t) => [
    unique('activity_actives_key').on(
      t.tenantId,
      t.day,
      t.hour,
      t.subject,
      t.controller,
      t.category,
      t.subjectId,
    ),
    // A user's previous active days, for the usage counts.
    index('activity_actives_user_days')
      .on(t.tenantId, t.subjectId, t.day)
      .where(sql`subject = 'user' AND hour = -1 AND controller = '*' AND category = '*'`),
  ],
);

/** Distinct active devices and users per day or hour, controller and category (from activity_actives). */
export const activityActiveCounts = pgTable(
  'activity_active_counts',
  {
    tenantId: text('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    subject: text('subject').notNull(),
    controller: text('controller').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    country: text('country').notNull(),
    actives: bigint('actives', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('activity_active_counts_key').on(
      t.tenantId,
      t.day,
      t.subject,
      t.hour,
      t.controller,
      t.category,
      t.brand,
      t.country,
    ),
  ],
);

/**
 * Usage frequency (graph 7) without reading users: `users` is how many users had their k-th active
 * day counted from `since` on `day` (k 1-4, since at most USAGE_WINDOW_DAYS before day), so the
 * users active on at least k days of [a, b] are the sum over day in [a, b] of the rows since = a.
 * Kept by the activity trigger from each user's previous four active days (migration 0024), late
 * days re-ranking the days after them (0036); a row's brand and country are those of the user's
 * first active day from `since`, so every scope's counts shrink as k grows (decision 0027).
 */
export const activityUsageCounts = pgTable(
  'activity_usage_counts',
  {
    tenantId: text('tenant_id').notNull(),
    since: date('since', { mode: 'string' }).notNull(),
    k: smallint('k').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    brand: text('brand').notNull(),
    users: bigint('users', { mode: 'number' }).notNull(),
  },
  (t) => [unique('activity_usage_counts_key').on(t.tenantId, t.since, t.k, t.day, t.country, t.brand)],
);

/**
 * The first day each device was controlled through a voice assistant (ava, gva), with its scope
 * that day, and those firsts counted per day: the Product Metrics' new voice connections read the
 * counts of a range. Kept by a statement trigger on activity_actives (migration 0027), which moves
 * a first to an earlier day when one arrives late, so it stays the minimum over the actives.
 */
export const activityFirstControls = pgTable(
  'activity_first_controls',
  {
    tenantId: text('tenant_id').notNull(),
    subjectId: text('subject_id').notNull(),
    controller: text('controller').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    country: text('country').notNull(),
  },
  (t) => [unique('activity_first_controls_key').on(t.tenantId, t.subjectId, t.controller)],
);

export const activityFirstControlCounts = pgTable(
  'activity_first_control_counts',
  {
    tenantId: text('tenant_id').notNull(),
    controller: text('controller').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    country: text('country').notNull(),
    devices: bigint('devices', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('activity_first_control_counts_key').on(
      t.tenantId,
      t.controller,
      t.day,
      t.category,
      t.brand,
      t.country,
    ),
  ],
);

/**
 * DAC certificates issued per metrics day, by the category, brand and country of the device with
 * that MAC when it was issued ('' for all three when no device has it yet: a factory MAC). Kept by
 * a statement trigger on dac_logs (migration 0025), so the DAC count reads days, not certificates.
 */
export const dacIssuedCounts = pgTable(
  'dac_issued_counts',
  {
    tenantId: text('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    country: text('country').notNull(),
    issued: bigint('issued', { mode: 'number' }).notNull(),
  },
  (t) => [unique('dac_issued_counts_key').on(t.tenantId, t.day, t.category, t.brand, t.country)],
);

/** A data scope as the product metrics images are drawn for (the caller's countries, categories, brands). */
export interface ImageScope {
  allowedCountries: string[];
  allowedDeviceCategories: string[];
  allowCompanyBrand: string[];
}

/**
 * The latest Product Metrics images of one tenant and data scope (docs/decisions/0022): the 13 PNGs
 * sit in the file store under `images[].key`; a set is made when a caller of that scope first asks,
 * drawn by the refresh job at once and then every 2 hours, and dropped when nobody asked for 30 days.
 */
export const productMetricsSets = pgTable(
  'product_metrics_sets',
  {
    tenantId: text('tenant_id').notNull(),
    /** sha256 of the scope's sorted lists. */
    scopeKey: text('scope_key').notNull(),
    scope: jsonb('scope').$type<ImageScope>().notNull(),
    /** The file-store keys of the latest images, in the spec's order; empty until first drawn. */
    images: jsonb('images').$type<{ fileName: string; key: string }[]>().notNull().default([]),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.scopeKey] })],
);
