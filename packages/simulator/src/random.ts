/** A small seeded generator (mulberry32): the same device id gives the same story on every run. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  /** Whether an event that happens on average every `meanSeconds` happened within `seconds`. */
  within(seconds: number, meanSeconds: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    chance: (p) => next() < p,
    within: (seconds, meanSeconds) => next() < 1 - Math.exp(-seconds / meanSeconds),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

/** Moves `value` by a random step toward `target`, kept within [min, max]. */
export function drift(
  rng: Random,
  value: number,
  target: number,
  step: number,
  min: number,
  max: number,
): number {
  const pull = Math.sign(target - value) * Math.min(Math.abs(target - value), step);
  const next = value + pull * rng.between(0.3, 1) + rng.between(-step, step) * 0.3;
  return Math.min(max, Math.max(min, next));
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
