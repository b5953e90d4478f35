import { createPrivateKey, type KeyObject, sign } from 'node:crypto';

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * A compact JWS: RS256 (Google's service-account assertion) or ES256 (the APNs provider token,
 * whose signature is the raw 64-byte r‖s, not DER).
 */
export function signJwt(
  alg: 'RS256' | 'ES256',
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  key: KeyObject | string,
): string {
  const input = `${b64url(JSON.stringify({ alg, typ: 'JWT', ...header }))}.${b64url(JSON.stringify(claims))}`;
  const privateKey = typeof key === 'string' ? createPrivateKey(key) : key;
  const signature =
    alg === 'ES256'
      ? sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', Buffer.from(input), privateKey);
  return `${input}.${b64url(signature)}`;
}
