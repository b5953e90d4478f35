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
  | 'dealerIds';
type DayField =
  | 'lastSeenAfter'
  | 'lastSeenBefore'
  | 'onboardedFrom'
  | 'onboardedTo'
  | 'ownerLoginAfter'
  | 'ownerLoginBefore';

/** The filter panel's values: the filter's own field names, days as pickers hold them. */
export type FilterValues = Partial<Record<ListField, string[]>> &
  Partial<Record<DayField, Dayjs | null>> & {
    fotaStates?: NonNullable<FleetFilter['fotaStates']>;
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

/** The fields under More filters: shown open when a filter uses any of them. */
export const MORE_FIELDS: readonly (keyof FleetFilter)[] = [
  ...DAY_FIELDS,
  'onboardState',
  'fotaStates',
  'fotaReasons',
  'errorCodes',
  'errorWithinHours',
  'dealerIds',
];

const trimmed = (values: readonly string[] | undefined) => {
  const kept = [...new Set((values ?? []).map((v) => v.trim()).filter(Boolean))];
  return kept.length ? kept : undefined;
};

/** Every filter field the panel has a field for. */
const PANEL_FIELDS: ReadonlySet<string> = new Set([
  ...LIST_FIELDS,
  ...DAY_FIELDS,
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
  };
  for (const field of LIST_FIELDS) values[field] = filter[field] ?? [];
  for (const field of DAY_FIELDS) {
    const at = filter[field];
    values[field] = at === undefined ? null : dayjs.unix(at);
  }
  return values;
}
