import { createPublicKey, verify } from 'node:crypto';

/**
 * True when one of the tenant's PEM public keys verifies the signature over the image. The
 * signature file may hold the raw signature or its base64 text. Ed25519 keys sign the image
 * itself; RSA and ECDSA keys sign its SHA-256.
 */
export function signatureMatches(image: Buffer, signatureFile: Buffer, publicKeys: string[]): boolean {
  const text = signatureFile.toString('utf8').trim();
  const candidates = [signatureFile];
  if (/^[A-Za-z0-9+/=\s]+$/.test(text)) candidates.push(Buffer.from(text, 'base64'));
  return publicKeys.some((pem) => {
    const key = createPublicKey(pem);
    const algorithm =
      key.asymmetricKeyType === 'ed25519' || key.asymmetricKeyType === 'ed448' ? null : 'sha256';
    return candidates.some((signature) => {
      try {
        return verify(algorithm, image, key, signature);
      } catch {
        return false;
      }
    });
  });
}
