import { describe, expect, it } from 'vitest';
import { tenantIdForKey } from './tenants.service';

const rules = {
  mainTenant: 'panasonic',
  hosts: [
    { tenantId: 'northmart', pattern: /^(.+\.)?northmart\./i },
    { tenantId: 'southhome', pattern: /^(.+\.)?southhome\./i },
  ],
};
const known = new Set(['panasonic', 'northmart', 'southhome']);

describe('tenantIdForKey', () => {
  it('takes a known tenant id as it is', () => {
    expect(tenantIdForKey('NorthMart', known, rules)).toBe('northmart');
  });
  it('maps partner hosts by pattern', () => {
    expect(tenantIdForKey('console.northmart.example', known, rules)).toBe('northmart');
    expect(tenantIdForKey('southhome.example.com', known, rules)).toBe('southhome');
  });
  it('gives every other host the main tenant', () => {
    expect(tenantIdForKey('localhost', known, rules)).toBe('panasonic');
    expect(tenantIdForKey('ops.example.com', known, rules)).toBe('panasonic');
  });
});
