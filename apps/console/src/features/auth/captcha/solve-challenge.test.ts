import { describe, expect, it } from 'vitest';
import { captchaPayload, expiresAtMs, solveChallenge } from './solve-challenge';

const hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

// A challenge as altcha-lib makes it: the digest of salt + a secret number, the salt carrying its expiry.
const salt = 'b3c1f0a9e2d4?expires=1795530000&';

describe('the captcha proof of work', () => {
  it('finds the number whose digest is the challenge', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: await hex(`${salt}4321`), salt, maxnumber: 50_000 };
    expect(solveChallenge(challenge)).toBe(4321);
  });

  it('solves SHA-512 challenges too, and refuses an algorithm it does not know', async () => {
    const digest = [
      ...new Uint8Array(await crypto.subtle.digest('SHA-512', new TextEncoder().encode(`${salt}77`))),
    ]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    expect(solveChallenge({ algorithm: 'SHA-512', challenge: digest, salt, maxnumber: 100 })).toBe(77);
    expect(solveChallenge({ algorithm: 'MD5', challenge: digest, salt, maxnumber: 100 })).toBeNull();
  });

  it('says null when no number up to the maximum solves it', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: await hex(`${salt}900`), salt, maxnumber: 500 };
    expect(solveChallenge(challenge)).toBeNull();
  });

  it('writes the payload the server verifies and reads the expiry from the salt', () => {
    const payload = captchaPayload({ algorithm: 'SHA-256', challenge: 'ab', salt, signature: 'sig' }, 7);
    expect(JSON.parse(atob(payload))).toEqual({
      algorithm: 'SHA-256',
      challenge: 'ab',
      number: 7,
      salt,
      signature: 'sig',
    });
    expect(expiresAtMs(salt)).toBe(1_795_530_000_000);
    expect(expiresAtMs('nosalt&')).toBeUndefined();
  });
});
