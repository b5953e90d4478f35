import { createHmac, hash, timingSafeEqual } from 'node:crypto';

/*
 * Browsers an account has signed in from (OWASP's "device cookies", docs/decisions/0031): after a
 * right password the answer sets an HttpOnly cookie that names the account and is signed with the
 * server key over the account's current password hash. Sign-ins that carry it skip the
 * account-wide limits a stranger could otherwise use to slow the person down; a password change
 * or reset voids every such cookie at once. It grants nothing else: the password (and two-step)
 * are checked as always, and the per-address lockout still applies.
 */

/** How long a browser stays known without signing in again. */
export const TRUST_DAYS = 90;
const TRUST_MS = TRUST_DAYS * 24 * 60 * 60_000;

/** Sent with every API call under it, so that the captcha challenge sees it too. */
const COOKIE_PATH = '/simplifi/v1/';

export interface TrustedAccount {
  tenantId: string;
  /** As sign-in matches it: lower case. */
  userName: string;
  passwordHash: string;
}

/** One cookie per account, named by a digest of tenant and name (the name itself is not shown). */
export const trustCookieName = (account: Pick<TrustedAccount, 'tenantId' | 'userName'>) =>
  `sit_${hash('sha256', `${account.tenantId}\n${account.userName}`, 'hex').slice(0, 16)}`;

const signature = (key: Buffer, account: TrustedAccount, issuedAt: number) =>
  createHmac('sha256', key)
    .update(`sign-in-trust\n${account.tenantId}\n${account.userName}\n${issuedAt}\n${account.passwordHash}`)
    .digest('base64url');

/** The cookie's value: when it was issued (seconds) and the signature. */
export function trustToken(key: Buffer, account: TrustedAccount, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000);
  return `${issuedAt}.${signature(key, account, issuedAt)}`;
}

/** True for a token this server issued to this account, under its current password, within TRUST_DAYS. */
export function isTrusted(key: Buffer, account: TrustedAccount, token: string | undefined, now = Date.now()) {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
  if (!match?.[1] || !match[2]) return false;
  const issuedAt = Number(match[1]);
  if (issuedAt * 1000 > now + 60_000 || now - issuedAt * 1000 > TRUST_MS) return false;
  const expected = Buffer.from(signature(key, account, issuedAt));
  return timingSafeEqual(expected, Buffer.from(match[2]));
}

/** The Set-Cookie header value; Secure when the console was reached over HTTPS. */
export const trustCookie = (name: string, token: string, secure: boolean) =>
  `${name}=${token}; Max-Age=${TRUST_MS / 1000}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}
