import { describe, expect, it } from 'vitest';
import { pick, pickSpace } from './use-home-selection';

const space = (spaceId: string, devices: number) => ({
  spaceId,
  devices: Array.from({ length: devices }, (_, i) => ({ deviceId: `${spaceId}-${i}` })),
});

describe('home selection', () => {
  it('keeps a chosen key that exists, else falls back to the first', () => {
    expect(pick('b', ['a', 'b'])).toBe('b');
    expect(pick('gone', ['a', 'b'])).toBe('a');
    expect(pick(null, [])).toBeUndefined();
  });

  it('opens a home on its first space with devices unless one is chosen', () => {
    const spaces = [space('bedroom', 0), space('kitchen', 2), space('hall', 1)];
    expect(pickSpace(null, spaces)).toBe('kitchen');
    expect(pickSpace('bedroom', spaces)).toBe('bedroom');
    expect(pickSpace(null, [space('empty', 0), space('bare', 0)])).toBe('empty');
    expect(pickSpace(null, [])).toBeUndefined();
  });
});
