import { describe, expect, it } from 'vitest';
import { matchByModelNumber } from './warranty-match';

const products = [
  { id: 'P1', model_name: 'CS-KU12ZKYF' },
  { id: 'P2', model_name: 'NR-BG31' },
  { id: 'P3', model_name: null },
];

describe('matchByModelNumber', () => {
  it("matches the last '-' segment of the model number, in any case", () => {
    expect(matchByModelNumber(products, 'PANA-ku12zkyf')).toBe(products[0]);
    expect(matchByModelNumber(products, 'BG31')).toBe(products[1]);
  });

  it('matches nothing for an unknown or empty model number', () => {
    expect(matchByModelNumber(products, 'AC-UNKNOWN')).toBeUndefined();
    expect(matchByModelNumber(products, 'AC-')).toBeUndefined();
    expect(matchByModelNumber([], '')).toBeUndefined();
  });
});
