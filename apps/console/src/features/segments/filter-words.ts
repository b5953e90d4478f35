import { dataCountryName } from '@console/contracts/access';
import { CONTROLLERS, hourLabel, metricsDayOf } from '@console/contracts/insights';
import { fillMessage, type MessageCode, messages } from '@console/contracts/messages';
import { DEFAULT_ERROR_WINDOW_HOURS, type FleetFilter } from '@console/contracts/segments';
import dayjs from 'dayjs';
import { formatDate } from '@/shared/format/dates';
import { fotaStateText } from './fleet-labels';

/** One filter in words: a subject and its values (any of them), or a condition said whole. */
export type FilterPhrase =
  | { field: keyof FleetFilter; subject: string; values: string[] }
  | { field: keyof FleetFilter; text: string };

const LISTS: [keyof FleetFilter, MessageCode, (v: string) => string][] = [
  ['categories', 'fleetSummaryCategory', (v) => v],
  ['brands', 'fleetSummaryBrand', (v) => v],
  ['modelNumbers', 'fleetSummaryModel', (v) => v],
  ['firmwareVersions', 'fleetSummaryFirmware', (v) => v],
  ['countries', 'fleetSummaryCountry', dataCountryName],
  ['fotaStates', 'fleetSummaryFotaState', fotaStateText],
  ['fotaReasons', 'fleetSummaryFotaReason', (v) => v],
  ['dealerIds', 'fleetSummaryDealer', (v) => v],
  ['homeCities', 'fleetSummaryCity', (v) => v],
  ['chipTypes', 'fleetSummaryChipType', (v) => v],
];

/** An hour of the active day in words ('6 AM - 7 AM'). */
export const activeHourText = (hour: number): string => `${hourLabel(hour)} - ${hourLabel(hour + 1)}`;
/** A controller in words ('Android'); one the console does not know, as written. */
export const controllerText = (code: string): string =>
  CONTROLLERS.find((c) => c.code === code)?.label ?? code;

const DAYS: [keyof FleetFilter, MessageCode][] = [
  ['lastSeenAfter', 'fleetSummaryLastSeenAfter'],
  ['lastSeenBefore', 'fleetSummaryLastSeenBefore'],
  ['onboardedFrom', 'fleetSummaryOnboardedFrom'],
  ['onboardedTo', 'fleetSummaryOnboardedTo'],
  ['ownerLoginAfter', 'fleetSummaryOwnerLoginAfter'],
  ['ownerLoginBefore', 'fleetSummaryOwnerLoginBefore'],
];

/** Times of events on the Metrics Chart's days (UTC+05:30): said as those days. */
const METRICS_DAYS: [keyof FleetFilter, MessageCode][] = [
  ['everOnboardedFrom', 'fleetSummaryEverOnboardedFrom'],
  ['everOnboardedTo', 'fleetSummaryEverOnboardedTo'],
  ['offboardedFrom', 'fleetSummaryOffboardedFrom'],
  ['offboardedTo', 'fleetSummaryOffboardedTo'],
  ['dacIssuedFrom', 'fleetSummaryDacIssuedFrom'],
  ['dacIssuedTo', 'fleetSummaryDacIssuedTo'],
];
/** A metrics day ('YYYY-MM-DD') as days read on the console. */
const metricsDayText = (day: string) => formatDate(dayjs(day).valueOf());

const ONBOARD: Record<NonNullable<FleetFilter['onboardState']>, MessageCode> = {
  onboarded: 'fleetSummaryOnboardedNow',
  notOnboarded: 'fleetSummaryNotOnboardedNow',
  neverOnboarded: 'fleetSummaryNeverOnboarded',
};

/** The filter as phrases, each one a device must match (AND); a phrase's values are OR. */
export function filterPhrases(filter: FleetFilter): FilterPhrase[] {
  const out: FilterPhrase[] = [];
  for (const [field, subject, show] of LISTS) {
    const values = filter[field] as readonly string[] | undefined;
    if (values?.length) out.push({ field, subject: messages[subject], values: values.map(show) });
  }
  if (filter.online !== undefined)
    out.push({
      field: 'online',
      text: messages[filter.online ? 'fleetSummaryOnline' : 'fleetSummaryOffline'],
    });
  for (const [field, code] of DAYS) {
    const at = filter[field] as number | undefined;
    if (at !== undefined) out.push({ field, text: fillMessage(messages[code], { date: formatDate(at) }) });
  }
  for (const [field, code] of METRICS_DAYS) {
    const at = filter[field] as number | undefined;
    if (at !== undefined)
      out.push({ field, text: fillMessage(messages[code], { date: metricsDayText(metricsDayOf(at)) }) });
  }
  if (filter.activeDay !== undefined)
    out.push({
      field: 'activeDay',
      text: fillMessage(messages.fleetSummaryActiveDay, { date: metricsDayText(filter.activeDay) }),
    });
  if (filter.activeHours?.length)
    out.push({
      field: 'activeHours',
      subject: messages.fleetSummaryActiveHour,
      values: filter.activeHours.map(activeHourText),
    });
  if (filter.activeControllers?.length)
    out.push({
      field: 'activeControllers',
      subject: messages.fleetSummaryController,
      values: filter.activeControllers.map(controllerText),
    });
  if (filter.onboardState) out.push({ field: 'onboardState', text: messages[ONBOARD[filter.onboardState]] });
  if (filter.errorCodes?.length)
    out.push({
      field: 'errorCodes',
      text: fillMessage(messages.fleetSummaryErrorCodes, {
        codes: filter.errorCodes.join(` ${messages.fleetOr} `),
        hours: filter.errorWithinHours ?? DEFAULT_ERROR_WINDOW_HOURS,
      }),
    });
  // A part this screen has no words for (a chart's drill-through may ask for more) is still said.
  const said = new Set<string>([
    ...LISTS.map(([f]) => f),
    ...DAYS.map(([f]) => f),
    ...METRICS_DAYS.map(([f]) => f),
    'activeDay',
    'activeHours',
    'activeControllers',
    'online',
    'onboardState',
    'errorCodes',
    'errorWithinHours',
  ]);
  for (const [field, value] of Object.entries(filter)) {
    if (said.has(field) || value === undefined) continue;
    const values = (Array.isArray(value) ? value : [value]).map(String);
    out.push({ field: field as keyof FleetFilter, subject: field, values });
  }
  return out;
}

/** The filter as one sentence ('Devices where model is CS-A or CS-B and country is India'). */
export function filterSentence(filter: FleetFilter): string {
  const phrases = filterPhrases(filter).map((p) =>
    'text' in p ? p.text : `${p.subject} ${messages.fleetIs} ${p.values.join(` ${messages.fleetOr} `)}`,
  );
  if (phrases.length === 0) return messages.fleetEveryDevice;
  return `${messages.fleetWhere} ${phrases.join(` ${messages.fleetAnd} `)}`;
}
