import { describe, expect, it } from 'vitest';
import { type Home, homeHasDevices, homeLabel, homeNameOf } from './homes.schemas';

const home = (spaces: Home['spaces'], homeName: string | null = 'Rao Residence'): Home => ({
  homeId: 'H1',
  homeName,
  address: { addressLine1: null, addressLine2: null, city: null, pincode: null },
  spaces,
});

describe('homes', () => {
  it('labels a home by its name, else its id (spec 000 section 2)', () => {
    expect(homeLabel(home([]))).toBe('Rao Residence');
    expect(homeLabel(home([], null))).toBe('H1');
    expect(homeLabel(home([], '  '))).toBe('H1');
  });
  it("gives a home's name for the homes table, never its id", () => {
    expect(homeNameOf(home([]))).toBe('Rao Residence');
    expect(homeNameOf(home([], null))).toBeNull();
    expect(homeNameOf(home([], '  '))).toBeNull();
  });
  it('knows whether any space holds a device (the warranty buttons show only when none does)', () => {
    const empty = { spaceId: 'S1', spaceName: 'Hall', devices: [] };
    expect(homeHasDevices(home([]))).toBe(false);
    expect(homeHasDevices(home([empty]))).toBe(false);
    const withAc = { ...empty, devices: [{ deviceId: 'D1', deviceName: null, category: 'AC' }] };
    expect(homeHasDevices(home([empty, withAc]))).toBe(true);
  });
});
