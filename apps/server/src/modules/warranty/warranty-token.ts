import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The e-warranty token (spec 000 section 7 passes one from the token call to the data calls): a
 * grant to read one customer's products, signed with the server key, bound to the tenant and the
 * staff member it was issued to, valid for a short while. The caller's session is checked as well.
 */
export interface WarrantyGrant {
  tenantId: string;
  staffUserId: string;
  customerId: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

export const WARRANTY_TOKEN_SECONDS = 15 * 60;

const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`ewarranty.${body}`).digest('base64url');

export function issueWarrantyToken(key: Buffer, grant: WarrantyGrant): string {
  const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** The grant of a token that is ours, untampered and unexpired; else null. */
export function readWarrantyToken(key: Buffer, token: string, nowSec: number): WarrantyGrant | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as WarrantyGrant;
    return typeof grant.exp === 'number' && grant.exp > nowSec ? grant : null;
  } catch {
    return null;
  }
}
