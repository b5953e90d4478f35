import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  isTrusted,
  TRUST_DAYS,
  trustCookie,
  trustCookieName,
  trustToken,
} from './sign-in-trust';

const key = randomBytes(32);
const account = { tenantId: 'panasonic', userName: 'agent.l4', passwordHash: '$argon2id$v=19$one' };
const now = Date.parse('2026-11-20T10:00:00Z');
const day = 24 * 60 * 60_000;

describe('the known-browser token', () => {
  it('is trusted for its account, under its password, for TRUST_DAYS', () => {
    const token = trustToken(key, account, now);
    expect(isTrusted(key, account, token, now)).toBe(true);
    expect(isTrusted(key, account, token, now + (TRUST_DAYS - 1) * day)).toBe(true);
    expect(isTrusted(key, account, token, now + (TRUST_DAYS + 1) * day)).toBe(false);
  });

  it('is not trusted for another account or tenant, after a password change, or under another key', () => {
    const token = trustToken(key, account, now);
    expect(isTrusted(key, { ...account, userName: 'agent.l3' }, token, now)).toBe(false);
    expect(isTrusted(key, { ...account, tenantId: 'northmart' }, token, now)).toBe(false);
    expect(isTrusted(key, { ...account, passwordHash: '$argon2id$v=19$two' }, token, now)).toBe(false);
    expect(isTrusted(randomBytes(32), account, token, now)).toBe(false);
  });

  it('refuses what it did not issue: missing, garbage, a changed date, one dated in the future', () => {
    const token = trustToken(key, account, now);
    const [issued, sig] = token.split('.');
    for (const forged of [
      undefined,
      '',
      'x',
      `${issued}.`,
      `${Number(issued) + 1}.${sig}`,
      `${issued}.${sig}x`,
    ])
      expect(isTrusted(key, account, forged, now), String(forged)).toBe(false);
    expect(isTrusted(key, account, trustToken(key, account, now + day), now)).toBe(false);
  });
});

describe('the cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the API only, Secure over HTTPS, one per account', () => {
    const name = trustCookieName(account);
    expect(name).toMatch(/^sit_[0-9a-f]{16}$/);
    expect(trustCookieName({ ...account, userName: 'agent.l3' })).not.toBe(name);
    const header = trustCookie(name, 'v', true);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/simplifi/v1/');
    expect(header).toContain('; Secure');
    expect(trustCookie(name, 'v', false)).not.toContain('Secure');
  });

  it('is read from a Cookie header among others', () => {
    expect(cookieValue('a=1; sit_x=2.abc; b=3', 'sit_x')).toBe('2.abc');
    expect(cookieValue('sit_xy=1', 'sit_x')).toBeUndefined();
    expect(cookieValue(undefined, 'sit_x')).toBeUndefined();
  });
});
