import { hotp } from 'otplib';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';
import { newTotpSecret, otpauthUri, totpCode, verifyTotp } from './totp';

describe('RFC 6238 test vectors (SHA-1)', () => {
  // Appendix B: secret "12345678901234567890", 8 digits, T = floor(time / 30).
  const secret = '12345678901234567890';
  const rfc = hotp.clone({ digits: 8, encoding: 'ascii' as never });
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(rfc.generate(secret, Math.floor(seconds / 30))).toBe(code);
  });
});

describe('verifyTotp', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_000_000;

  it('accepts the current code and one step of drift each way, nothing further', () => {
    expect(verifyTotp(secret, totpCode(secret, now), null, now)).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), null, now)).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), null, now)).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now - 90_000), null, now)).toBeNull();
  });

  it('accepts a code once only', () => {
    const code = totpCode(secret, now);
    const step = verifyTotp(secret, code, null, now);
    expect(step).not.toBeNull();
    expect(verifyTotp(secret, code, step, now + 5_000)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    expect(verifyTotp(secret, '12345', null, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', null, now)).toBeNull();
  });

  it('builds an otpauth URI authenticator apps accept', () => {
    const uri = otpauthUri(secret, 'demo.l4', 'Panasonic Smart Care');
    expect(uri).toMatch(
      /^otpauth:\/\/totp\/Panasonic%20Smart%20Care:demo\.l4\?secret=[A-Z2-7]+&period=30&digits=6&algorithm=SHA1&issuer=/,
    );
  });
});

describe('secret box', () => {
  it('round-trips and refuses a tampered value or another key', () => {
    const key = Buffer.alloc(32, 1);
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(Buffer.alloc(32, 2), sealed)).toThrow();
    // Flip the first character of the ciphertext: the last one may only carry padding bits.
    const parts = sealed.split('.');
    const data = parts[3]!;
    const tampered = [...parts.slice(0, 3), `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`].join('.');
    expect(() => openSecret(key, tampered)).toThrow();
  });
});
