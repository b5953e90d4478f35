import { describe, expect, it } from 'vitest';
import { mapShownOn } from './map-hosts';

const main = { tenantId: 'panasonic', tenantExternal: false };
const partner = { tenantId: 'northmart', tenantExternal: true };

describe('mapShownOn (spec 002: development, pre-production, the main brand own and local hosts)', () => {
  it('shows the map on local hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', 'console.localhost', 'box.local']) {
      expect(mapShownOn(host, partner)).toBe(true);
    }
  });

  it('shows it on development and pre-production hosts', () => {
    for (const host of [
      'dev.console.example',
      'console-dev.example.com',
      'preprod.console.example',
      'console.pre-prod.example',
      'pre-production.example',
      'preprod-console.example',
    ]) {
      expect(mapShownOn(host, partner)).toBe(true);
    }
  });

  it("shows it on the main brand's own hosts, not on a partner's", () => {
    expect(mapShownOn('console.panasonic.example', main)).toBe(true);
    expect(mapShownOn('www.northmart.example', partner)).toBe(false);
    // A partner host naming the main brand is still the partner's.
    expect(mapShownOn('panasonic.northmart.example', partner)).toBe(false);
  });

  it('shows bars elsewhere', () => {
    for (const host of [
      'console.example.com',
      'developer.example',
      'devices.example',
      'panasonicx.example',
    ]) {
      expect(mapShownOn(host, main)).toBe(false);
    }
  });
});
