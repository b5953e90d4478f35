import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';

/*
 * The firmware signature format devices check before installing an image, and the platform checks
 * at upload so it never offers an image a device would refuse (docs/decisions/0017). A signature
 * file holds the raw signature or its base64 text. Ed25519 (and Ed448) keys sign the image bytes;
 * RSA and ECDSA keys sign its SHA-256.
 */

const digestOf = (key: KeyObject) =>
  key.asymmetricKeyType === 'ed25519' || key.asymmetricKeyType === 'ed448' ? null : 'sha256';

/** The PEM public keys found in a text (a file may hold several, for key rotation). */
export function publicKeysIn(text: string): string[] {
  const pems = text.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? [];
  for (const pem of pems) createPublicKey(pem); // throws on a damaged key
  return pems;
}

/**
 * True when one of the PEM public keys verifies the signature file over the image. An empty image
 * or signature, or no key at all, never verifies: the check fails closed.
 */
export function signatureMatches(
  image: Buffer,
  signatureFile: Buffer,
  publicKeys: readonly string[],
): boolean {
  if (image.length === 0 || signatureFile.length === 0) return false;
  const text = signatureFile.toString('utf8').trim();
  const candidates = [signatureFile];
  if (/^[A-Za-z0-9+/=\s]+$/.test(text)) candidates.push(Buffer.from(text, 'base64'));
  return publicKeys.some((pem) => {
    let key: KeyObject;
    try {
      key = createPublicKey(pem);
    } catch {
      return false;
    }
    return candidates.some((signature) => {
      try {
        return signature.length > 0 && verify(digestOf(key), image, key, signature);
      } catch {
        return false;
      }
    });
  });
}

/** A signature file for an image (base64 text and a newline), as the vendor's signing step writes it. */
export function signFirmware(image: Buffer, privateKeyPem: string): Buffer {
  const key = createPrivateKey(privateKeyPem);
  return Buffer.from(`${sign(digestOf(key), image, key).toString('base64')}\n`);
}

/** A new Ed25519 key pair as PEM texts (SPKI public, PKCS #8 private). */
export function newSigningKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}
