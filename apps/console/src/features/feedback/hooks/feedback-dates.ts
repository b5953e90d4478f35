import dayjs, { type Dayjs } from 'dayjs';

/** A day as the search call's ddMMyyyy. */
export const ddmmyyyy = (day?: Dayjs) => (day ? day.format('DDMMYYYY') : undefined);

/**
 * ddMMyyyy (the search call's dates) back to a day, or undefined when it names no real day: a date
 * edited by hand in the URL (31022026) must not show in the picker as another day (3 March).
 */
export function dayOf(text?: string): Dayjs | undefined {
  const m = text ? /^(\d{2})(\d{2})(\d{4})$/.exec(text) : null;
  if (!m) return undefined;
  const day = dayjs(new Date(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  return ddmmyyyy(day) === text ? day : undefined;
}
