import type { FleetFilter } from '../segments/segments.schemas';
import { CATEGORY_GROUPS } from './category-groups';
import {
  type Bucket,
  type DateType,
  METRICS_UTC_OFFSET_SECONDS,
  parseDmy,
  periodBuckets,
} from './metrics-dates';

/*
 * Chart drill-through (issue 32): the Fleet Search filter behind a point of a chart that counts
 * devices, so the fleet's count is the chart's number. The console links each bar, slice and
 * marker to it; the server's property test checks every point of generated data against it. What
 * each chart counts and how the filter reproduces it is written beside each function; where the
 * chart counts events rather than devices, a message of the chart says how the two can differ.
 */

const DAY_SECONDS = 86_400;

/** The first and last second (epoch) of the metrics days `from` to `to` ('YYYY-MM-DD', UTC+05:30). */
export function metricsDaysSpan(from: string, to = from): { from: number; to: number } {
  const start = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000 - METRICS_UTC_OFFSET_SECONDS;
  return { from: start(from), to: start(to) + DAY_SECONDS - 1 };
}

/** A period chart's query as the metrics calls take it: a preset, or a range in DD-MM-YYYY. */
export interface PeriodAsked {
  dateType?: DateType;
  startDate?: string;
  endDate?: string;
}

/**
 * The bucket of a period chart's point (its `date`, DD-MM-YYYY, is the bucket's first day), as the
 * server made the buckets for the query on `today`; undefined for a date that is no bucket's.
 */
export function bucketOfPoint(asked: PeriodAsked, date: string, today: string): Bucket | undefined {
  const start = parseDmy(date);
  const period = asked.dateType
    ? { dateType: asked.dateType }
    : { start: parseDmy(asked.startDate ?? '') ?? '', end: parseDmy(asked.endDate ?? '') ?? '' };
  if (!start || ('start' in period && (!period.start || !period.end))) return undefined;
  return periodBuckets(period, today).find((b) => b.start === start);
}

/** The categories of a category group's key (graphs 1, 2, 3 and 8 count a group; 11 and 12 each AC category alone). */
export function groupCategories(key: string): string[] {
  return [...(CATEGORY_GROUPS.find((g) => g.key === key.toUpperCase())?.members ?? [key.toUpperCase()])];
}

/**
 * Graphs 1, 2, 3 (its onboarded devices), 8, 11 and 12 count onboardings or offboardings of the
 * bucket's days (the device history, as the rollups record it) of devices of the categories (and
 * model). The filter: devices of those categories with such an event in the device history in
 * those days, so a device onboarded twice in the bucket is one device here and two onboardings on
 * the chart (message chartDrillEvents).
 */
export function lifecycleDrill(
  kind: 'onboard' | 'offboard',
  categories: readonly string[],
  bucket: Bucket,
  modelNumber?: string,
): FleetFilter {
  const span = metricsDaysSpan(bucket.start, bucket.end);
  return {
    categories: [...categories],
    ...(modelNumber === undefined ? {} : { modelNumbers: [modelNumber] }),
    ...(kind === 'onboard'
      ? { everOnboardedFrom: span.from, everOnboardedTo: span.to }
      : { offboardedFrom: span.from, offboardedTo: span.to }),
  };
}

/**
 * Graphs 4 (per controller) and 9 (per hour) count distinct devices active on a metrics day: a
 * control (a new control time) or an MQTT session started, through a controller or in an hour.
 * The filter reads the same record of distinct active devices the counts are made from, kept for
 * the raw activity's days (INSIGHTS_RAW_EVENT_DAYS); the server refuses an older day. A bar of
 * graph 9 wider than an hour adds each hour's devices, so a device active in two of its hours is
 * one device here and two on the chart (message chartDrillHours).
 */
export function activeDrill(
  day: string,
  by: { hours?: number[]; controllers?: NonNullable<FleetFilter['activeControllers']> } = {},
): FleetFilter {
  return {
    activeDay: day,
    ...(by.hours ? { activeHours: by.hours } : {}),
    ...(by.controllers ? { activeControllers: by.controllers } : {}),
  };
}

/**
 * Graph 5 counts, per city, onboardings net of offboardings up to the day: the devices onboarded
 * at the day's end, in a home of that city when onboarded. The filter, for today only: devices
 * onboarded now whose home is in the city. An earlier day's devices are not kept by city (a device
 * offboarded since has no home), so earlier days do not drill through.
 */
export function cityDrill(city: string): FleetFilter {
  return { onboardState: 'onboarded', homeCities: [city] };
}

/**
 * The firmware distribution (Device Firmware, graph 6) counts the tenant's devices of a category
 * and brand (and chip type) per firmware version. The filter names the same; Fleet Search also
 * keeps to the person's countries, which the distribution does not (message chartDrillCountries).
 */
export function firmwareDrill(
  scope: { category: string; brand: string; chipType?: string },
  firmwareVersion: string,
): FleetFilter {
  return {
    categories: [scope.category],
    brands: [scope.brand],
    firmwareVersions: [firmwareVersion],
    ...(scope.chipType ? { chipTypes: [scope.chipType] } : {}),
  };
}

/**
 * The DAC count counts certificates issued in the days (DAC_ISSUED), of units not yet a device
 * too, and each certificate of a unit issued twice. The filter: devices with a certificate issued
 * in those days (message dacDrillNote).
 */
export function dacDrill(fromDay: string, toDay: string): FleetFilter {
  const span = metricsDaysSpan(fromDay, toDay);
  return { dacIssuedFrom: span.from, dacIssuedTo: span.to };
}
