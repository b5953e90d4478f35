/*
 * Wall-clock times in an IANA time zone, with the platform's own zone data (Intl): a weekly
 * notification at 09:30 in Asia/Kolkata runs at 09:30 there, summer time or not.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** True for a zone this runtime knows ('UTC', 'Asia/Kolkata', …). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date and time an instant shows in `timeZone` (month 0-based, as Date.UTC takes it). */
export function wallClock(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(ms)
      .map((p) => [p.type, Number(p.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: (parts.month ?? 1) - 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** How far `timeZone` is ahead of UTC at an instant, in ms (to the minute). */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.year, w.month, w.day, w.hour, w.minute) - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instant a wall-clock time in `timeZone` happens (day may run past the month's end, as in
 * Date.UTC). A time skipped by a change to summer time comes out an hour later, as clocks show it.
 */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  time: { hour: number; minute: number },
  timeZone: string,
): number {
  const asUtc = Date.UTC(date.year, date.month, date.day, time.hour, time.minute);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  return second;
}
