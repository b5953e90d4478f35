import { describe, expect, it } from 'vitest';
import { tenantHasWarranty } from './tenant-warranty';

describe('tenantHasWarranty (spec 001 section 6)', () => {
  it("gives warranty to the tenant with id 'panasonic' while its setting is on", () => {
    expect(tenantHasWarranty('panasonic', true)).toBe(true);
  });
  it('lets the setting switch it off', () => {
    expect(tenantHasWarranty('panasonic', false)).toBe(false);
  });
  it('never switches it on for another tenant', () => {
    expect(tenantHasWarranty('southhome', true)).toBe(false);
    expect(tenantHasWarranty('northmart', false)).toBe(false);
  });
});
