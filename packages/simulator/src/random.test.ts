import { describe, expect, it } from 'vitest';
import { createRandom, drift } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const seq = (seed: string) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(seq('device-1')).toEqual(seq('device-1'));
    expect(seq('device-1')).not.toEqual(seq('device-2'));
  });

  it('keeps values in range', () => {
    const rng = createRandom(42);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      expect(['a', 'b']).toContain(rng.pick(['a', 'b']));
    }
    expect(() => rng.pick([])).toThrow();
  });

  it('drifts toward a target within bounds', () => {
    const rng = createRandom(7);
    let value = 35;
    for (let i = 0; i < 200; i++) value = drift(rng, value, 22, 0.5, 10, 45);
    expect(value).toBeGreaterThan(20);
    expect(value).toBeLessThan(24);
  });
});
