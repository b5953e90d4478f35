import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSigningKeyPair, publicKeysIn, signatureMatches, signFirmware } from './firmware-signature';

const image = Buffer.from('firmware image bytes '.repeat(50));
const vendor = newSigningKeyPair();
const other = newSigningKeyPair();

describe('signatureMatches', () => {
  it('accepts an Ed25519 signature file as base64 text and as raw bytes', () => {
    const file = signFirmware(image, vendor.privateKey);
    expect(signatureMatches(image, file, [vendor.publicKey])).toBe(true);
    const raw = Buffer.from(file.toString('utf8').trim(), 'base64');
    expect(signatureMatches(image, raw, [vendor.publicKey])).toBe(true);
  });

  it('accepts when any one of several keys verifies (key rotation)', () => {
    const file = signFirmware(image, vendor.privateKey);
    expect(signatureMatches(image, file, [other.publicKey, vendor.publicKey])).toBe(true);
  });

  it('accepts RSA and ECDSA signatures over the SHA-256', () => {
    const pem = { format: 'pem' } as const;
    const pairs = [
      generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', ...pem },
        privateKeyEncoding: { type: 'pkcs8', ...pem },
      }),
      generateKeyPairSync('ec', {
        namedCurve: 'P-256',
        publicKeyEncoding: { type: 'spki', ...pem },
        privateKeyEncoding: { type: 'pkcs8', ...pem },
      }),
    ];
    for (const pair of pairs) {
      expect(signatureMatches(image, sign('sha256', image, pair.privateKey), [pair.publicKey])).toBe(true);
      expect(signatureMatches(image, signFirmware(image, pair.privateKey), [pair.publicKey])).toBe(true);
    }
  });

  it.each([
    ['another key', () => signFirmware(image, other.privateKey), [vendor.publicKey]],
    ['garbage', () => Buffer.from('sig'), [vendor.publicKey]],
    ['an empty signature file', () => Buffer.alloc(0), [vendor.publicKey]],
    ['whitespace only', () => Buffer.from('  \n'), [vendor.publicKey]],
    ['no key at all', () => signFirmware(image, vendor.privateKey), []],
    ['a damaged key', () => signFirmware(image, vendor.privateKey), ['not a key']],
  ])('refuses %s', (_, signature, keys) => {
    expect(signatureMatches(image, signature(), keys)).toBe(false);
  });

  it('refuses a tampered or empty image', () => {
    const file = signFirmware(image, vendor.privateKey);
    const tampered = Buffer.from(image);
    tampered[10] = (tampered[10] ?? 0) ^ 1;
    expect(signatureMatches(tampered, file, [vendor.publicKey])).toBe(false);
    expect(signatureMatches(Buffer.alloc(0), file, [vendor.publicKey])).toBe(false);
  });
});

describe('publicKeysIn', () => {
  it('finds every PEM public key of a text, and throws on a damaged one', () => {
    expect(publicKeysIn(`${vendor.publicKey}\n${other.publicKey}`)).toHaveLength(2);
    expect(publicKeysIn('no keys here')).toEqual([]);
    const damaged = vendor.publicKey.replace(/\n[A-Za-z0-9+/]{8}/, '\nAAAAAAAA');
    expect(() => publicKeysIn(damaged)).toThrow();
  });
});
