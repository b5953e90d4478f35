import { parseDdMmYyyy } from '@console/contracts/feedback';
import dayjs, { type Dayjs } from 'dayjs';
import { WIRE_DATE_FORMATS } from '@/shared/format/dates';

/** A day as the search call's ddMMyyyy. */
export const ddmmyyyy = (day?: Dayjs) => (day ? day.format(WIRE_DATE_FORMATS.compactDay) : undefined);

/**
 * ddMMyyyy (the search call's dates) back to the picker's day, by the contracts' rule: none when it
 * names no real day, so a date edited by hand in the URL (31022026) is not shown as 3 March.
 */
export function dayOf(text?: string): Dayjs | undefined {
  const date = text ? parseDdMmYyyy(text) : undefined;
  return date ? dayjs(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())) : undefined;
}
