import { describe, expect, it } from 'vitest';
import { expiryLabel } from './warranty-expiry';

const now = Date.parse('2026-11-22T15:30:00Z');

describe('expiryLabel (spec 000 section 4)', () => {
  it('shows the days left from 0 to 30', () => {
    expect(expiryLabel('2026-11-22', now)?.text).toBe('EXPIRY SOON: 0 Days Left');
    expect(expiryLabel('2026-11-23', now)?.text).toBe('EXPIRY SOON: 1 Days Left');
    expect(expiryLabel('2026-12-22', now)).toEqual({
      kind: 'soon',
      daysLeft: 30,
      text: 'EXPIRY SOON: 30 Days Left',
    });
  });
  it('shows nothing past 30 days, and EXPIRED once the date has passed', () => {
    expect(expiryLabel('2026-12-23', now)).toBeNull();
    expect(expiryLabel('2026-11-21', now)).toEqual({ kind: 'expired', text: 'EXPIRED' });
    expect(expiryLabel('2020-01-01T00:00:00Z', now)?.kind).toBe('expired');
  });
  it('ignores a date it cannot read', () => {
    expect(expiryLabel('not a date', now)).toBeNull();
  });
});
