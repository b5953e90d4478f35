import { metricsDayOf, metricsDaysSpan } from '@console/contracts/insights';
import { compactFilter, type FleetFilter, type OnboardState } from '@console/contracts/segments';
import dayjs, { type Dayjs } from 'dayjs';

type ListField =
  | 'categories'
  | 'brands'
  | 'modelNumbers'
  | 'firmwareVersions'
  | 'countries'
  | 'fotaReasons'
  | 'errorCodes'
  | 'dealerIds'
  | 'homeCities'
  | 'chipTypes';
type DayField =
  | 'lastSeenAfter'
  | 'lastSeenBefore'
  | 'onboardedFrom'
  | 'onboardedTo'
  | 'ownerLoginAfter'
  | 'ownerLoginBefore';

/** Times of events the Metrics Chart counts: picked as its days (UTC+05:30), as its drill-through links write them. */
type MetricsDayField =
  | 'everOnboardedFrom'
  | 'everOnboardedTo'
  | 'offboardedFrom'
  | 'offboardedTo'
  | 'dacIssuedFrom'
  | 'dacIssuedTo';

/** The filter panel's values: the filter's own field names, days as pickers hold them. */
export type FilterValues = Partial<Record<ListField, string[]>> &
  Partial<Record<DayField | MetricsDayField, Dayjs | null>> & {
    fotaStates?: NonNullable<FleetFilter['fotaStates']>;
    activeDay?: Dayjs | null;
    activeHours?: number[];
    activeControllers?: NonNullable<FleetFilter['activeControllers']>;
    online?: 'any' | 'yes' | 'no';
    onboardState?: OnboardState | 'any';
    errorWithinHours?: number | null;
  };

export const LIST_FIELDS: readonly ListField[] = [
  'categories',
  'brands',
  'modelNumbers',
  'firmwareVersions',
  'countries',
  'fotaReasons',
  'errorCodes',
  'dealerIds',
  'homeCities',
  'chipTypes',
];

/**
 * A picked day as the filter's time (epoch seconds): its first second, but for "onboarded until",
 * which takes the whole day. "Before" a day is before its first second; "on or after" from it.
 */
const DAY_EDGE: Record<DayField, 'start' | 'end'> = {
  lastSeenAfter: 'start',
  lastSeenBefore: 'start',
  onboardedFrom: 'start',
  onboardedTo: 'end',
  ownerLoginAfter: 'start',
  ownerLoginBefore: 'start',
};
export const DAY_FIELDS = Object.keys(DAY_EDGE) as DayField[];

/** A picked metrics day as the filter's time: its first second (from), or its last (until). */
const METRICS_DAY_EDGE: Record<MetricsDayField, 'start' | 'end'> = {
  everOnboardedFrom: 'start',
  everOnboardedTo: 'end',
  offboardedFrom: 'start',
  offboardedTo: 'end',
  dacIssuedFrom: 'start',
  dacIssuedTo: 'end',
};
export const METRICS_DAY_FIELDS = Object.keys(METRICS_DAY_EDGE) as MetricsDayField[];
/** The active-day filter's fields. */
const ACTIVE_FIELDS = ['activeDay', 'activeHours', 'activeControllers'] as const;

/** The fields under More filters: shown open when a filter uses any of them. */
export const MORE_FIELDS: readonly (keyof FleetFilter)[] = [
  ...DAY_FIELDS,
  'onboardState',
  'fotaStates',
  'fotaReasons',
  'errorCodes',
  'errorWithinHours',
  'dealerIds',
  'homeCities',
  'chipTypes',
  ...METRICS_DAY_FIELDS,
  ...ACTIVE_FIELDS,
];

const ISO_DAY = 'YYYY-MM-DD';

const trimmed = (values: readonly string[] | undefined) => {
  const kept = [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))];
  return kept.length ? kept : undefined;
};

/** Every filter field the panel has a field for. */
const PANEL_FIELDS: ReadonlySet<string> = new Set([
  ...LIST_FIELDS,
  ...DAY_FIELDS,
  ...METRICS_DAY_FIELDS,
  ...ACTIVE_FIELDS,
  'fotaStates',
  'online',
  'onboardState',
  'errorWithinHours',
]);

/** The parts of a filter the panel has no field for (a chart's drill-through may ask for more). */
export function unshownPart(filter: FleetFilter): FleetFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([field]) => !PANEL_FIELDS.has(field)),
  ) as FleetFilter;
}

/**
 * The filter the panel's values ask for (nothing for an empty field), keeping what `kept` asks
 * that the panel does not show; not yet checked.
 */
export function filterOf(values: FilterValues, kept: FleetFilter = {}): FleetFilter {
  const filter: FleetFilter = { ...unshownPart(kept) };
  for (const field of LIST_FIELDS) filter[field] = trimmed(values[field]);
  for (const field of DAY_FIELDS) {
    const day = values[field];
    if (day) filter[field] = (DAY_EDGE[field] === 'end' ? day.endOf('day') : day.startOf('day')).unix();
  }
  for (const field of METRICS_DAY_FIELDS) {
    const day = values[field];
    if (!day) continue;
    const span = metricsDaysSpan(day.format(ISO_DAY));
    filter[field] = METRICS_DAY_EDGE[field] === 'end' ? span.to : span.from;
  }
  if (values.activeDay) filter.activeDay = values.activeDay.format(ISO_DAY);
  if (values.activeHours?.length) filter.activeHours = [...values.activeHours].sort((a, b) => a - b);
  if (values.activeControllers?.length) filter.activeControllers = values.activeControllers;
  if (values.fotaStates?.length) filter.fotaStates = values.fotaStates;
  if (values.online === 'yes' || values.online === 'no') filter.online = values.online === 'yes';
  if (values.onboardState && values.onboardState !== 'any') filter.onboardState = values.onboardState;
  if (typeof values.errorWithinHours === 'number') filter.errorWithinHours = values.errorWithinHours;
  return compactFilter(filter);
}

/** The panel's values showing a filter (the days its times fall on). */
export function valuesOf(filter: FleetFilter): FilterValues {
  const values: FilterValues = {
    online: filter.online === undefined ? 'any' : filter.online ? 'yes' : 'no',
    onboardState: filter.onboardState ?? 'any',
    fotaStates: filter.fotaStates ?? [],
    errorWithinHours: filter.errorWithinHours ?? null,
    activeDay: filter.activeDay === undefined ? null : dayjs(filter.activeDay),
    activeHours: filter.activeHours ?? [],
    activeControllers: filter.activeControllers ?? [],
  };
  for (const field of LIST_FIELDS) values[field] = filter[field] ?? [];
  for (const field of DAY_FIELDS) {
    const at = filter[field];
    values[field] = at === undefined ? null : dayjs.unix(at);
  }
  for (const field of METRICS_DAY_FIELDS) {
    const at = filter[field];
    values[field] = at === undefined ? null : dayjs(metricsDayOf(at));
  }
  return values;
}
