import { z } from 'zod';
import { MAX_PAGE_NUMBER } from '../constants';
import { DEVICE_COMMAND_STATUSES } from '../device-history/device-history.schemas';
import { CONTROLLERS } from '../insights/insights.schemas';
import { messages } from '../messages';

/*
 * Fleet search and saved segments (issue 32; ours, the spec has no such screen). A filter is AND
 * between its fields and OR within a field's list; it is always evaluated inside the caller's
 * tenant and data scope, so a segment shared with the tenant shows each person only their devices.
 * Times are epoch seconds, as the devices table keeps them.
 */

/** The most values one list filter takes (a pasted list of serials is a rollout's CSV, not a filter). */
export const MAX_FILTER_VALUES = 200;
/** The longest window an error-code filter looks back over, in hours (the device logs keep 90 days). */
export const MAX_ERROR_WINDOW_HOURS = 90 * 24;
/** Rows of one fleet search page. */
export const FLEET_PAGE_SIZE = 20;
/** Values each breakdown names before folding the rest into "other". */
export const BREAKDOWN_TOP = 10;

const value = z.string().trim().min(1).max(100);
const list = z.array(value).max(MAX_FILTER_VALUES, messages.segmentTooManyValues);
/** 'YYYY-MM-DD' naming a real calendar day. */
function isCalendarDay(d: string): boolean {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(`${d}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === d;
}
const epoch = z.number(messages.segmentBadTime).int(messages.segmentBadTime).min(0).max(253_402_300_799);

/** Onboarded now; not onboarded now (never, or offboarded); never onboarded at all (manufactured, provisioned, never in a home). */
export const ONBOARD_STATES = ['onboarded', 'notOnboarded', 'neverOnboarded'] as const;
export type OnboardState = (typeof ONBOARD_STATES)[number];

/** The latest FOTA command's status, as device commands name it. */
export const FOTA_FILTER_STATES = DEVICE_COMMAND_STATUSES;

export const FleetFilter = z
  .object({
    categories: list.optional(),
    brands: list.optional(),
    modelNumbers: list.optional(),
    firmwareVersions: list.optional(),
    /** Lower-case country codes, as devices keep them. */
    countries: list.optional(),
    /** Connected now (true) or not (false). */
    online: z.boolean().optional(),
    /** Last seen (now when online, else when it went offline) before / at or after a time. */
    lastSeenBefore: epoch.optional(),
    lastSeenAfter: epoch.optional(),
    onboardedFrom: epoch.optional(),
    onboardedTo: epoch.optional(),
    onboardState: z.enum(ONBOARD_STATES).optional(),
    /** A member of the device's home last signed in to the app before / at or after a time. */
    ownerLoginBefore: epoch.optional(),
    ownerLoginAfter: epoch.optional(),
    /** The status of the device's latest FOTA command, and its failure reason. */
    fotaStates: z.array(z.enum(FOTA_FILTER_STATES)).max(DEVICE_COMMAND_STATUSES.length).optional(),
    fotaReasons: list.optional(),
    /** An error (status `errors`) or fault code (diagnostics `flt`) reported within the window. */
    errorCodes: list.optional(),
    errorWithinHours: z.number().int().min(1).max(MAX_ERROR_WINDOW_HOURS).optional(),
    /** The dealer who sold it (by the PSN-to-dealer mapping). */
    dealerIds: list.optional(),
    /**
     * An onboarding in the device's history within the times, the device onboarded now or not (a
     * chart's onboardings; `onboardedFrom` is the current onboarding only).
     */
    everOnboardedFrom: epoch.optional(),
    everOnboardedTo: epoch.optional(),
    /** An offboarding in the device's history within the times. */
    offboardedFrom: epoch.optional(),
    offboardedTo: epoch.optional(),
    /** The city of the device's home, as the home spells it. */
    homeCities: list.optional(),
    chipTypes: list.optional(),
    /**
     * Active on a metrics day (UTC+05:30, 'YYYY-MM-DD'): controlled, or an MQTT session started, as
     * the Metrics Chart counts active devices; in one of the hours (0-23) or through one of the
     * controllers when given (not both: controllers are kept per day). Kept for the raw activity's days.
     */
    activeDay: z.string(messages.segmentBadDay).refine(isCalendarDay, messages.segmentBadDay).optional(),
    activeHours: z.array(z.number().int().min(0).max(23)).min(1).max(24).optional(),
    activeControllers: z
      .array(z.enum(CONTROLLERS.map((c) => c.code)))
      .max(CONTROLLERS.length)
      .optional(),
    /** A DAC certificate issued for the device's MAC within the times. */
    dacIssuedFrom: epoch.optional(),
    dacIssuedTo: epoch.optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    const order = (from: number | undefined, to: number | undefined, path: string) => {
      if (from !== undefined && to !== undefined && to < from)
        ctx.addIssue({ code: 'custom', path: [path], message: messages.endBeforeStart });
    };
    order(f.lastSeenAfter, f.lastSeenBefore, 'lastSeenBefore');
    order(f.onboardedFrom, f.onboardedTo, 'onboardedTo');
    order(f.ownerLoginAfter, f.ownerLoginBefore, 'ownerLoginBefore');
    order(f.everOnboardedFrom, f.everOnboardedTo, 'everOnboardedTo');
    order(f.offboardedFrom, f.offboardedTo, 'offboardedTo');
    order(f.dacIssuedFrom, f.dacIssuedTo, 'dacIssuedTo');
    if ((f.activeHours || f.activeControllers) && f.activeDay === undefined)
      ctx.addIssue({ code: 'custom', path: ['activeDay'], message: messages.segmentActiveDayMissing });
    if (f.activeHours && f.activeControllers)
      ctx.addIssue({
        code: 'custom',
        path: ['activeHours'],
        message: messages.segmentActiveHoursOrControllers,
      });
    if (f.errorWithinHours !== undefined && !f.errorCodes?.length)
      ctx.addIssue({ code: 'custom', path: ['errorCodes'], message: messages.segmentWindowWithoutCode });
  });
export type FleetFilter = z.infer<typeof FleetFilter>;

/** The error-code window when the filter names codes but no window. */
export const DEFAULT_ERROR_WINDOW_HOURS = 24;

export const FleetSearchBody = z.object({
  filter: FleetFilter,
  /** The last device id of the page before (keyset); absent for the first page. */
  after: z.string().trim().min(1).max(128).optional(),
  size: z.number().int().min(1).max(200).default(FLEET_PAGE_SIZE),
  /** The count and breakdowns are asked only with the first page. */
  withCounts: z.boolean().default(true),
});
export type FleetSearchBody = z.input<typeof FleetSearchBody>;

export const FleetDevice = z.object({
  deviceId: z.string(),
  serialNumber: z.string(),
  modelNumber: z.string(),
  category: z.string(),
  brand: z.string(),
  country: z.string(),
  firmwareVersion: z.string(),
  online: z.boolean(),
  /** When it connected or went offline last (epoch seconds), null when never. */
  lastSeen: z.number().nullable(),
  onboardedAt: z.number().nullable(),
});
export type FleetDevice = z.infer<typeof FleetDevice>;

export const BreakdownRow = z.object({ value: z.string(), count: z.number() });
export type BreakdownRow = z.infer<typeof BreakdownRow>;
/** Each breakdown's top values by count; `other` counts the rest, so each adds up to the count. */
export const Breakdown = z.object({ top: z.array(BreakdownRow), other: z.number() });
export type Breakdown = z.infer<typeof Breakdown>;
export const FleetCounts = z.object({
  count: z.number(),
  models: Breakdown,
  firmwareVersions: Breakdown,
  countries: Breakdown,
});
export type FleetCounts = z.infer<typeof FleetCounts>;

export const FleetSearchResult = z.object({
  counts: FleetCounts.nullable(),
  /**
   * When the counts were read (epoch seconds): an answer is kept a few seconds per tenant, scope
   * and filter, so it may be that old (the screen says "as of"); null with no counts.
   */
  countsAsOf: z.number().nullable(),
  devices: z.array(FleetDevice),
  /** The `after` of the next page, null on the last. */
  next: z.string().nullable(),
});
export type FleetSearchResult = z.infer<typeof FleetSearchResult>;

/* Saved segments. */

export const SEGMENT_VISIBILITIES = ['private', 'tenant'] as const;
export type SegmentVisibility = (typeof SEGMENT_VISIBILITIES)[number];

export const SegmentBody = z.object({
  name: z.string(messages.segmentNameRequired).trim().min(1, messages.segmentNameRequired).max(100),
  description: z.string().trim().max(500).default(''),
  visibility: z.enum(SEGMENT_VISIBILITIES).default('private'),
  filter: FleetFilter,
});
export type SegmentBody = z.input<typeof SegmentBody>;

export const Segment = z.object({
  segmentId: z.string(),
  name: z.string(),
  description: z.string(),
  visibility: z.enum(SEGMENT_VISIBILITIES),
  filter: FleetFilter,
  ownerId: z.string(),
  ownerName: z.string(),
  /** Whether the caller may change and delete it (its owner). */
  mine: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** The count of its last use (a snapshot), with when; null before its first. */
  lastCount: z.number().nullable(),
  lastUsedAt: z.number().nullable(),
});
export type Segment = z.infer<typeof Segment>;

export const SegmentListQuery = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
  q: z.string().trim().max(100).optional(),
});
export const SegmentList = z.object({ total: z.number(), segments: z.array(Segment) });
export type SegmentList = z.infer<typeof SegmentList>;
export const SegmentParams = z.object({ segmentId: z.string().trim().min(1).max(64) });

/** What a snapshot froze the membership for. */
export const SNAPSHOT_PURPOSES = ['export', 'rollout', 'notification', 'offboard', 'manual'] as const;
export type SnapshotPurpose = (typeof SNAPSHOT_PURPOSES)[number];
export const SnapshotBody = z.object({ purpose: z.enum(SNAPSHOT_PURPOSES).default('manual') });
/** A use of a segment: who, when, for what, and exactly which devices (listable by its id). */
export const SegmentSnapshot = z.object({
  snapshotId: z.string(),
  segmentId: z.string().nullable(),
  purpose: z.enum(SNAPSHOT_PURPOSES),
  count: z.number(),
  createdAt: z.number(),
  createdBy: z.string(),
  filter: FleetFilter,
});
export type SegmentSnapshot = z.infer<typeof SegmentSnapshot>;
export const SnapshotList = z.object({ snapshots: z.array(SegmentSnapshot) });
export const SnapshotParams = z.object({ snapshotId: z.string().trim().min(1).max(64) });
export const SnapshotDevicesQuery = z.object({
  after: z.string().trim().min(1).max(128).optional(),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const SnapshotDevicePage = z.object({ devices: z.array(z.string()), next: z.string().nullable() });

/** The CSV export takes the filter as one JSON query parameter, so its link is a plain download. */
export const FleetExportQuery = z.object({ filter: z.string().max(20_000) });

const fleet = '/simplifi/v1/fleet';

export const searchFleet = {
  method: 'POST',
  path: `${fleet}/search`,
  body: FleetSearchBody,
  response: FleetSearchResult,
} as const;
export const exportFleet = { method: 'GET', path: `${fleet}/devices.csv`, query: FleetExportQuery } as const;
export const listSegments = {
  method: 'GET',
  path: `${fleet}/segments`,
  query: SegmentListQuery,
  response: SegmentList,
} as const;
export const createSegment = {
  method: 'POST',
  path: `${fleet}/segments`,
  body: SegmentBody,
  response: Segment,
} as const;
export const getSegment = {
  method: 'GET',
  path: `${fleet}/segments/:segmentId`,
  params: SegmentParams,
  response: Segment,
} as const;
export const updateSegment = {
  method: 'PUT',
  path: `${fleet}/segments/:segmentId`,
  params: SegmentParams,
  body: SegmentBody,
  response: Segment,
} as const;
export const deleteSegment = {
  method: 'DELETE',
  path: `${fleet}/segments/:segmentId`,
  params: SegmentParams,
} as const;
export const snapshotSegment = {
  method: 'POST',
  path: `${fleet}/segments/:segmentId/snapshots`,
  params: SegmentParams,
  body: SnapshotBody,
  response: SegmentSnapshot,
} as const;
export const listSnapshots = {
  method: 'GET',
  path: `${fleet}/segments/:segmentId/snapshots`,
  params: SegmentParams,
  response: SnapshotList,
} as const;
export const listSnapshotDevices = {
  method: 'GET',
  path: `${fleet}/snapshots/:snapshotId/devices`,
  params: SnapshotParams,
  query: SnapshotDevicesQuery,
  response: SnapshotDevicePage,
} as const;

/** A snapshot's devices as CSV (the export bulk action: exactly the devices the count named), streamed. */
export const exportSnapshot = {
  method: 'GET',
  path: `${fleet}/snapshots/:snapshotId/devices.csv`,
  params: SnapshotParams,
} as const;
/** Freezes a search's devices (a filter, not a saved segment): what a bulk action on a search acts on. */
export const snapshotFilter = {
  method: 'POST',
  path: `${fleet}/snapshots`,
  body: z.object({ filter: FleetFilter, purpose: z.enum(SNAPSHOT_PURPOSES).default('manual') }),
  response: SegmentSnapshot,
} as const;
