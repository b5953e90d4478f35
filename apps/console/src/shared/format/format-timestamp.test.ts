import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp } from './format-timestamp';

describe('formatTimestamp', () => {
  const seconds = 1_700_000_000;

  it('reads fewer than 12 digits as seconds and more as millis', () => {
    expect(formatTimestamp(seconds)).toBe(formatTimestamp(seconds * 1000));
    expect(formatTimestamp(String(seconds))).toBe(formatTimestamp(seconds * 1000));
  });

  it('accepts ISO strings and { $date } objects', () => {
    const iso = new Date(seconds * 1000).toISOString();
    expect(formatTimestamp(iso)).toBe(formatTimestamp(seconds));
    expect(formatTimestamp({ $date: iso })).toBe(formatTimestamp(seconds));
  });

  it('uses the spec display format', () => {
    expect(formatTimestamp(seconds)).toMatch(
      /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/,
    );
  });

  it('gives nothing for empty or unreadable values', () => {
    expect(formatTimestamp(null)).toBeUndefined();
    expect(formatTimestamp('')).toBeUndefined();
    expect(formatTimestamp('not a date')).toBeUndefined();
  });
});

describe('formatDate', () => {
  it('shows a calendar day in the display format without a time, on that very day', () => {
    expect(formatDate('2025-02-06')).toBe('February 6th 2025');
    expect(formatDate('2026-11-22')).toBe('November 22nd 2026');
  });

  it('shows a value with a time as formatTimestamp does', () => {
    const iso = '2026-03-01T10:00:00.000Z';
    expect(formatDate(iso)).toBe(formatTimestamp(iso));
    expect(formatDate(1_700_000_000)).toBe(formatTimestamp(1_700_000_000));
  });

  it('gives nothing for empty or unreadable values', () => {
    expect(formatDate(null)).toBeUndefined();
    expect(formatDate('')).toBeUndefined();
    expect(formatDate('not a date')).toBeUndefined();
    expect(formatDate('2025-02-30')).toBeUndefined();
  });
});
