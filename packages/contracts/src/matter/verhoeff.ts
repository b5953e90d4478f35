/**
 * The Verhoeff check digit over decimal digits (the manual pairing code's last digit, Matter Core
 * spec 5.1.4.1): the dihedral group D5's multiplication, its permutation and inverse tables.
 */
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const table = (t: number[][], a: number, b: number) => t[a]?.[b] ?? 0;

/** The check digit to append to `digits` (decimal digits only). */
export function verhoeffCheckDigit(digits: string): string {
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits.charAt(digits.length - 1 - i));
    c = table(D, c, table(P, (i + 1) % 8, digit));
  }
  return String(INV[c]);
}

/** Whether `digits` ends in its right check digit. */
export function hasValidCheckDigit(digits: string): boolean {
  return digits.length > 1 && verhoeffCheckDigit(digits.slice(0, -1)) === digits.slice(-1);
}
