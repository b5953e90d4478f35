import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate, formatDateTime, millisOf, NO_DATE, WIRE_DATE_FORMATS } from './dates';

const seconds = 1_700_000_000;

describe('formatDateTime', () => {
  it('reads fewer than 12 digits as seconds and more as millis', () => {
    expect(formatDateTime(seconds)).toBe(formatDateTime(seconds * 1000));
    expect(formatDateTime(String(seconds))).toBe(formatDateTime(seconds * 1000));
  });

  it('accepts ISO strings and { $date } objects', () => {
    const iso = new Date(seconds * 1000).toISOString();
    expect(formatDateTime(iso)).toBe(formatDateTime(seconds));
    expect(formatDateTime({ $date: iso })).toBe(formatDateTime(seconds));
    expect(formatDateTime({ $date: seconds * 1000 })).toBe(formatDateTime(seconds));
  });

  it('uses the spec display format', () => {
    expect(formatDateTime(seconds)).toMatch(
      /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/,
    );
    expect(formatDateTime('2026-11-17T03:50:03')).toBe('November 17th 2026, 3:50:03 am');
  });

  it('shows a calendar day without inventing a time', () => {
    expect(formatDateTime('2025-02-06')).toBe('February 6th 2025');
  });

  it('shows the same placeholder for every empty or unreadable value', () => {
    for (const empty of [null, undefined, '', 'not a date', '2025-02-30', Number.NaN, { $date: '' }]) {
      expect(formatDateTime(empty)).toBe(NO_DATE);
    }
  });
});

describe('formatDate', () => {
  it('shows a calendar day in the display format without a time, on that very day', () => {
    expect(formatDate('2025-02-06')).toBe('February 6th 2025');
    expect(formatDate('2026-11-22')).toBe('November 22nd 2026');
  });

  it('shows the day of an instant, read where the browser is', () => {
    expect(formatDate('2026-03-01T10:00:00')).toBe('March 1st 2026');
    expect(formatDate(seconds)).toBe(dayjs(seconds * 1000).format(DATE_FORMATS.date));
    expect(formatDateTime(seconds).startsWith(formatDate(seconds))).toBe(true);
  });

  it('shows the same placeholder for every empty or unreadable value', () => {
    for (const empty of [null, undefined, '', 'not a date', '2025-02-30'])
      expect(formatDate(empty)).toBe(NO_DATE);
  });
});

describe('the named formats', () => {
  it('give one picker format for days, and the spec-named ones of their screens', () => {
    const day = dayjs('2026-11-01T14:05:00');
    expect(day.format(DATE_FORMATS.pickerDate)).toBe('01-11-2026');
    expect(day.format(DATE_FORMATS.pickerTime)).toBe('02:05 PM');
    expect(day.format(DATE_FORMATS.launchDatePicker)).toBe('11/01/2026');
    expect(day.format(DATE_FORMATS.notificationDateTime)).toBe('01 Nov 2026 AT 02:05 PM');
    expect(day.format(DATE_FORMATS.notificationPicker)).toBe('01 Nov 2026 02:05 PM');
  });

  it('keep the calls and links in their own formats', () => {
    const day = dayjs('2026-11-01T14:05:00');
    expect(day.format(WIRE_DATE_FORMATS.isoDay)).toBe('2026-11-01');
    expect(day.format(WIRE_DATE_FORMATS.dayMonthYear)).toBe('01-11-2026');
    expect(day.format(WIRE_DATE_FORMATS.compactDay)).toBe('01112026');
    expect(day.format(WIRE_DATE_FORMATS.time24)).toBe('14:05');
  });

  it('reads epoch seconds, millis and ISO to millis, and nothing from an empty value', () => {
    expect(millisOf(seconds)).toBe(seconds * 1000);
    expect(millisOf(seconds * 1000)).toBe(seconds * 1000);
    expect(millisOf(new Date(seconds * 1000).toISOString())).toBe(seconds * 1000);
    expect(millisOf(null)).toBeUndefined();
  });
});
