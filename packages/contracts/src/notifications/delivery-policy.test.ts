import { describe, expect, it } from 'vitest';
import { countsAgainstCap, holdsInQuietHours, quietUntil, recipientTimeZone } from './delivery-policy';
import { isTimeZone } from './zoned-time';

const night = { start: '22:00', end: '08:00' };
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('quiet hours in the recipient’s local time', () => {
  it('holds a person in Kolkata at 23:30 local until 08:00 local the next morning', () => {
    const now = Date.UTC(2026, 10, 24, 18, 0); // 23:30 IST
    expect(iso(quietUntil(now, 'Asia/Kolkata', night))).toBe('2026-11-25T02:30:00.000Z');
  });

  it('holds after midnight until the same morning, and not outside the window', () => {
    const early = Date.UTC(2026, 10, 24, 20, 0); // 01:30 IST
    expect(iso(quietUntil(early, 'Asia/Kolkata', night))).toBe('2026-11-25T02:30:00.000Z');
    const day = Date.UTC(2026, 10, 24, 9, 0); // 14:30 IST
    expect(quietUntil(day, 'Asia/Kolkata', night)).toBeUndefined();
  });

  it('the same instant is quiet in one zone and not in another', () => {
    const now = Date.UTC(2026, 10, 24, 23, 0);
    expect(iso(quietUntil(now, 'Asia/Tokyo', night))).toBeUndefined(); // 08:00 JST: just over
    expect(iso(quietUntil(now, 'Europe/Berlin', night))).toBe('2026-11-25T07:00:00.000Z'); // 00:00 CET
    expect(iso(quietUntil(now, 'America/New_York', night))).toBeUndefined(); // 18:00 EST
    expect(iso(quietUntil(now, 'Asia/Kathmandu', night))).toBe('2026-11-25T02:15:00.000Z'); // 04:45 NPT
  });

  it('ends at 08:00 local across the change to summer time (Berlin, 29 March 2026)', () => {
    const now = Date.UTC(2026, 2, 28, 22, 30); // 23:30 CET, the night the clocks go forward
    // 08:00 CEST (UTC+2) the next morning, not 08:00 CET.
    expect(iso(quietUntil(now, 'Europe/Berlin', night))).toBe('2026-03-29T06:00:00.000Z');
  });

  it('ends at 08:00 local across the end of summer time (New York, 1 November 2026)', () => {
    const now = Date.UTC(2026, 10, 1, 3, 0); // 23:00 EDT on 31 October
    expect(iso(quietUntil(now, 'America/New_York', night))).toBe('2026-11-01T13:00:00.000Z'); // 08:00 EST
  });

  it('a window ending in an hour the clocks skip ends when the clocks show it', () => {
    const now = Date.UTC(2026, 2, 29, 0, 30); // 01:30 CET, 29 March
    const until = quietUntil(now, 'Europe/Berlin', { start: '23:00', end: '02:30' });
    expect(iso(until)).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
  });

  it('a daytime window, an empty window and none', () => {
    const now = Date.UTC(2026, 5, 10, 12, 0); // 14:00 CEST
    expect(iso(quietUntil(now, 'Europe/Berlin', { start: '13:00', end: '15:00' }))).toBe(
      '2026-06-10T13:00:00.000Z',
    );
    expect(quietUntil(now, 'Europe/Berlin', { start: '13:00', end: '13:00' })).toBeUndefined();
    expect(quietUntil(now, 'Europe/Berlin', null)).toBeUndefined();
  });
});

describe('whose clock and which severities wait', () => {
  it('home zone, else the country’s, else the tenant’s', () => {
    expect(recipientTimeZone('Europe/Berlin', 'in', 'UTC', isTimeZone)).toBe('Europe/Berlin');
    expect(recipientTimeZone('Mars/Olympus', 'in', 'UTC', isTimeZone)).toBe('Asia/Kolkata');
    expect(recipientTimeZone(null, 'zz', 'Asia/Tokyo', isTimeZone)).toBe('Asia/Tokyo');
  });

  it('alerts go at once; the rest wait; only promotions count against the cap', () => {
    expect(holdsInQuietHours('alert')).toBe(false);
    for (const s of ['info', 'recommendation', 'promotion']) expect(holdsInQuietHours(s)).toBe(true);
    expect(countsAgainstCap('promotion')).toBe(true);
    expect(countsAgainstCap('info')).toBe(false);
  });
});
