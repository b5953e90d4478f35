/**
 * Dates as the console's named formats write them (apps/console/src/shared/format/dates.ts), in the
 * machine's local time as the browser reads it, so a test can type a day or check what a screen shows.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/** A day as every date picker shows it and a person types it: pickerDate, DD-MM-YYYY. */
export const pickerDay = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
};

/** A day as a link carries it: YYYY-MM-DD. */
export const isoDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** A calendar day as lists and cards show it: date, 'November 17th 2026'. */
export const displayDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.toLocaleString('en-US', { month: 'long' })} ${ordinal(d.getDate())} ${d.getFullYear()}`;
};

/** An instant as lists, tables and cards show it: dateTime, 'November 17th 2026, 3:50:03 am'. */
export const DISPLAY_DATE_TIME = /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} [ap]m$/;
