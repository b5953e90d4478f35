import { z } from 'zod';
import { messages } from '../messages';
import { DATE_TYPES, metricsRangeProblem, parseDmy } from './metrics-dates';

/*
 * Fleet insights (spec 002 sections 2, 3 and 7): DAC statistics, download statistics and the
 * metrics portal. Metrics answers are `{ data }` with the field names of section 3; days travel as
 * DD-MM-YYYY (docs/decisions/0020-insights-rollups.md).
 */

const dmy = z
  .string()
  .trim()
  .refine((v) => parseDmy(v) !== undefined, messages.invalidDate);

// ---- DAC statistics -------------------------------------------------------------------------

export const DacCountQuery = z.object({ startTs: dmy.optional(), endTs: dmy.optional() });
export const DacCount = z.object({ count: z.number().int() });
export const getDacCount = {
  method: 'GET',
  path: '/simplifi/v1/certificateManager/dac/count',
  query: DacCountQuery,
  response: DacCount,
} as const;

// ---- Download statistics --------------------------------------------------------------------

export const StatisticsCategoryParams = z.object({ category: z.string().trim().min(1).max(40) });
export const downloadOnboardStat = {
  method: 'POST',
  path: '/simplifi/v1/deviceManagement/devices/download/deviceOnboardStat/:category',
  /** A POST that only reads (a download): a read-only API token may call it. */
  reads: true,
  params: StatisticsCategoryParams,
} as const;
export const downloadOffboardStat = {
  method: 'POST',
  path: '/simplifi/v1/deviceManagement/devices/download/deviceOffboardStat',
  reads: true,
} as const;

/** CSV columns of the two downloads. */
export const ONBOARD_CSV_COLUMNS = [
  'Device Id',
  'Model Number',
  'Category',
  'Brand',
  'Country',
  'Firmware Version',
  'MAC Address',
  'Product Serial Number',
  'Onboarded At (UTC)',
] as const;
export const OFFBOARD_CSV_COLUMNS = [
  'Device Id',
  'Model Number',
  'Category',
  'Brand',
  'Country',
  'User Id',
  'Offboarded At (UTC)',
] as const;

// ---- Metrics portal -------------------------------------------------------------------------

const metrics = '/simplifi/v1/metricsportal';

/** A period: dateType daily, weekly or monthly, or a Date Range (startDate and endDate, at most 90 days). */
export const MetricsPeriodQuery = z
  .object({
    dateType: z.enum(DATE_TYPES).optional(),
    startDate: dmy.optional(),
    endDate: dmy.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.dateType) return;
    const problem = metricsRangeProblem(
      q.startDate && parseDmy(q.startDate),
      q.endDate && parseDmy(q.endDate),
    );
    if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] });
  });
export type MetricsPeriodQuery = z.infer<typeof MetricsPeriodQuery>;

export const CategoryPeriodQuery = MetricsPeriodQuery.and(
  z.object({ category: z.string().trim().min(1).max(40) }),
);

const onDate = z.string(messages.metricsDateMissing).trim().min(1, messages.metricsDateMissing).pipe(dmy);
export const OnDateQuery = z.object({ onDate });
export const SUBJECTS = ['device', 'user'] as const;
/** Which count a controller or hourly graph shows: devices (graphs 4 and 9) or users (graph 10). */
export const SubjectOnDateQuery = z.object({ onDate, subject: z.enum(SUBJECTS).default('device') });
export const CategoryOnDateQuery = z.object({ onDate, category: z.string().trim().min(1).max(40) });
export const HourlyQuery = z.object({ startDate: onDate, subject: z.enum(SUBJECTS).default('device') });

const counts = z.record(z.string(), z.number());

/** One bar of a dated chart (section 3 names). */
export const MetricsPoint = z.object({
  date: z.string(),
  totalCount: z.number(),
  deviceCategories: counts.optional(),
  modelCategories: counts.optional(),
  users: z.number().optional(),
  totalRegisteredUser: z.number().optional(),
});
export const ControllerPoint = z.object({
  date: z.string(),
  totalCount: z.number(),
  deviceControllers: counts,
});
export const GeoPoint = z.object({
  name: z.string(),
  location: z.tuple([z.number(), z.number()]),
  deviceCount: z.number(),
  userCount: z.number(),
});
export const GroupUsers = z.object({ name: z.string(), users: z.number() });
export const HourlyPoint = z.object({ date: z.string(), deviceCount: z.number(), usersActiveHourly: counts });
export const DurationPoint = z.object({
  date: z.string(),
  totalCount: z.number(),
  totalDuration: z.number(),
  averageDuration: z.number(),
});
export const KeysPoint = z.object({ date: z.string(), totalCount: z.number(), mqttKeysCount: counts });

const data = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
const metricsCall = <Q extends z.ZodType, R extends z.ZodType>(path: string, query: Q, response: R) =>
  ({ method: 'GET', path: `${metrics}${path}`, query, response }) as const;

/** Graphs 1 and 2: other categories' onboardings and offboardings by group. */
export const getOnboardCount = metricsCall(
  '/onboardDevicesCount/onboard',
  MetricsPeriodQuery,
  data(MetricsPoint),
);
export const getOffboardCount = metricsCall(
  '/onboardDevicesCount/offboard',
  MetricsPeriodQuery,
  data(MetricsPoint),
);
/** Graphs 11 and 12: ACs onboarded and offboarded, by AC category. */
export const getOnboardCountAc = metricsCall(
  '/onboardDevicesCountAc',
  MetricsPeriodQuery,
  data(MetricsPoint),
);
export const getOffboardCountAc = metricsCall(
  '/offBoardDeviceCountAc',
  MetricsPeriodQuery,
  data(MetricsPoint),
);
/** Graph 3: registrations (users), the group's onboardings (totalCount), all registered users to date. */
export const getUsersAndOnboards = {
  ...metricsCall('/onboardUsersCountByCategory/:category', MetricsPeriodQuery, data(MetricsPoint)),
  params: z.object({ category: z.string().trim().min(1).max(40) }),
} as const;
/** Graphs 4 and 10: active devices or users of one day by controller. */
export const getControllerCounts = metricsCall('/usersCount', SubjectOnDateQuery, data(ControllerPoint));
/** Graph 5: devices onboarded and users' homes by city, up to a day. */
export const getGeographicalDist = metricsCall('/geographicalDist', OnDateQuery, data(GeoPoint));
/** Graph 8: onboardings by model number in a category. */
export const getOnboardByModel = metricsCall(
  '/onboardDevicesCountByModal',
  CategoryPeriodQuery,
  data(MetricsPoint),
);
/** Graph 9: active devices (or users) per hour of one day. */
export const getActiveHourly = metricsCall('/activeDevicesCount', HourlyQuery, data(HourlyPoint));
/** Graph 7: users by how many days of the period they were active. */
export const getGroupUsers = metricsCall('/groupUsers', MetricsPeriodQuery, data(GroupUsers));
/** Graph 13: MQTT session durations per hour of one day (seconds). */
export const getUsersDuration = metricsCall('/usersDuration', OnDateQuery, data(DurationPoint));
/** Graph 14: controls per MQTT key in a category on one day. */
export const getMqttKeysFrequency = metricsCall('/mqttKeysFrequency', CategoryOnDateQuery, data(KeysPoint));

// ---- Product metrics ------------------------------------------------------------------------

/** One image of the latest set (spec 002 section 3): a PNG, base64. */
export const ProductMetricsImage = z.object({ fileName: z.string(), base64: z.string() });
/** The caller's latest set of the 13 images; an empty list before the first refresh. */
export const getProductMetricsImages = {
  method: 'GET',
  path: '/simplifi/v1/appsupport/metricsimages/download',
  response: z.array(ProductMetricsImage),
} as const;

/** Usage-frequency groups (spec 002 section 9): active on 1, 2, 3, or 4 and more days of the period. */
export const USAGE_GROUPS = ['once', 'twice', 'thrice', 'weekly'] as const;

/** Controller codes of the status field cnt (spec 002 section 9) and their checkbox labels. */
export const CONTROLLERS = [
  { code: 'an', label: 'Android' },
  { code: 'ios', label: 'iOS' },
  { code: 'ava', label: 'AVA' },
  { code: 'gva', label: 'GVA' },
  { code: 'rem', label: 'REM' },
] as const;
