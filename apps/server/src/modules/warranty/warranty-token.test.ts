import { describe, expect, it } from 'vitest';
import { issueWarrantyToken, readWarrantyToken } from './warranty-token';

const key = Buffer.alloc(32, 3);
const grant = { tenantId: 'panasonic', staffUserId: 'S1', customerId: 'U1', exp: 1_000 };

describe('warranty token', () => {
  it('reads back what it signed until it expires', () => {
    const token = issueWarrantyToken(key, grant);
    expect(readWarrantyToken(key, token, 999)).toEqual(grant);
    expect(readWarrantyToken(key, token, 1_000)).toBeNull();
  });
  it('refuses a tampered token or another key', () => {
    const token = issueWarrantyToken(key, grant);
    const [, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...grant, customerId: 'U2' })).toString('base64url')}.${mac}`;
    expect(readWarrantyToken(key, forged, 0)).toBeNull();
    expect(readWarrantyToken(Buffer.alloc(32, 4), token, 0)).toBeNull();
    for (const junk of ['', 'abc', 'a.b.c', `${token}x`]) expect(readWarrantyToken(key, junk, 0)).toBeNull();
  });
});
