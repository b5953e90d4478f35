import { describe, expect, it } from 'vitest';
import { hasOnboarding, serialEditable } from './device-actions.schemas';

const none = { onboardedAt: null, homeId: null, parentDeviceId: null };

describe('device action rules', () => {
  it('has something to offboard when onboarded, in a home or under a gateway', () => {
    expect(hasOnboarding(none)).toBe(false);
    expect(hasOnboarding({ ...none, onboardedAt: 1_700_000_000 })).toBe(true);
    expect(hasOnboarding({ ...none, homeId: 'H1' })).toBe(true);
    expect(hasOnboarding({ ...none, parentDeviceId: 'GW1' })).toBe(true);
  });

  it('lets the product serial change only while there is no onboardedAt', () => {
    expect(serialEditable({ onboardedAt: null })).toBe(true);
    expect(serialEditable({ onboardedAt: 1_700_000_000 })).toBe(false);
  });
});
