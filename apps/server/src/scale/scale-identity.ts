import { DEVICE_CATEGORIES } from '@console/contracts/constants';
import { MODELS, type ModelSpec, modelsOf } from '../modules/demo/catalog';

/*
 * Every attribute of the scale fleet is a pure function of an index, so a bench can compute the
 * id, MAC or mobile number of any row without reading the database.
 */

/** A 32-bit integer hash (murmur3 finaliser): cheap, well spread, the same everywhere. */
export function mix(index: number, salt: number): number {
  let h = (Math.imul(index, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const pad = (n: number, width = 7) => String(n).padStart(width, '0');

export const deviceIdOf = (i: number) => `SD${pad(i)}`;
export const userIdOf = (u: number) => `SU${pad(u)}`;
export const homeIdOf = (h: number) => `SH${pad(h)}`;
export const spaceIdOf = (h: number, k: number) => `SS${pad(h)}${k}`;

export type ScaleCountry = 'in' | 'lk' | 'bd';

/** 90 % India, then Sri Lanka and Bangladesh. */
export function countryOf(u: number): ScaleCountry {
  const r = u % 50;
  return r < 3 ? 'lk' : r < 5 ? 'bd' : 'in';
}

export function mobileOf(u: number): string {
  const country = countryOf(u);
  if (country === 'lk') return `+9477${pad(u)}`;
  if (country === 'bd') return `+88017${pad(u, 8)}`;
  return `+9197${pad(u, 8)}`;
}

export const emailOf = (u: number) => `user${u}@scale.example`;

const WEIGHTS: Record<string, number> = {
  AC: 8,
  FAN: 5,
  LEDLIGHTS: 5,
  SWITCHES: 4,
  WM: 3,
  REF: 3,
  ANCHOR: 2,
  ROMA: 2,
  ANCHORFAN: 2,
  FANCONTROLLER: 2,
  ROMASWITCHES: 1,
  VDP: 1,
  CAC: 1,
  IAC: 1,
  GATEWAY: 1,
  ODMFRONTLOADWM: 1,
};
const WEIGHTED = Object.entries(WEIGHTS).flatMap(([c, w]) => Array<string>(w).fill(c));

/** The models of one category and brand (the first model's), for a fleet of a single pair. */
const ONE_PAIR = MODELS.filter((m) => m.category === MODELS[0]?.category && m.brand === MODELS[0]?.brand);

/**
 * The first devices take each category in turn (SD0000001 is an AC), the rest by weight; with
 * `onePair`, every device is of one category and brand (the firmware distribution's worst case).
 */
export function modelOf(i: number, onePair = false): ModelSpec {
  if (onePair) return ONE_PAIR[mix(i, 2) % ONE_PAIR.length] ?? (MODELS[0] as ModelSpec);
  const category =
    i <= DEVICE_CATEGORIES.length ? DEVICE_CATEGORIES[i - 1] : WEIGHTED[mix(i, 1) % WEIGHTED.length];
  const models = modelsOf(category ?? 'AC');
  return models[mix(i, 2) % models.length] ?? (MODELS[0] as ModelSpec);
}

/** 85 % of devices are onboarded, and all of the first thousand (the bench's samples). */
export const isOnboarded = (i: number) => i <= 1000 || mix(i, 3) % 100 < 85;
