/**
 * Setup passcodes and discriminators (Matter Core spec 5.1.7.1): a passcode is 1 to 99999998 and
 * never one of the trivial ones below; a discriminator has 12 bits.
 */
export const PASSCODE_MIN = 1;
export const PASSCODE_MAX = 99_999_998;
export const DISCRIMINATOR_MAX = 0xfff;

/** 00000000, 11111111 … 99999999, 12345678 and 87654321: refused whatever the range says. */
const TRIVIAL_PASSCODES: ReadonlySet<number> = new Set([
  ...Array.from({ length: 10 }, (_, d) => d * 11_111_111),
  12_345_678,
  87_654_321,
]);

export function isValidPasscode(passcode: number): boolean {
  return (
    Number.isInteger(passcode) &&
    passcode >= PASSCODE_MIN &&
    passcode <= PASSCODE_MAX &&
    !TRIVIAL_PASSCODES.has(passcode)
  );
}

export function isValidDiscriminator(discriminator: number): boolean {
  return Number.isInteger(discriminator) && discriminator >= 0 && discriminator <= DISCRIMINATOR_MAX;
}

/**
 * A random valid passcode. `randomInt(min, max)` gives an integer in [min, max) (node's
 * `crypto.randomInt` in the server); a trivial draw is drawn again, so every valid passcode is
 * equally likely.
 */
export function generatePasscode(randomInt: (min: number, max: number) => number): number {
  for (;;) {
    const passcode = randomInt(PASSCODE_MIN, PASSCODE_MAX + 1);
    if (isValidPasscode(passcode)) return passcode;
  }
}

/** A random 12-bit discriminator. */
export function generateDiscriminator(randomInt: (min: number, max: number) => number): number {
  return randomInt(0, DISCRIMINATOR_MAX + 1);
}

/**
 * The Matter product id of a model's Product ID text (spec 001: letters and digits as entered):
 * `0x…` is hexadecimal, plain digits decimal; null when it is neither or does not fit in 16 bits.
 */
export function matterProductIdOf(text: string | null | undefined): number | null {
  const value = text?.trim() ?? '';
  const id = /^0x[0-9a-f]{1,4}$/i.test(value)
    ? Number.parseInt(value.slice(2), 16)
    : /^\d{1,5}$/.test(value)
      ? Number(value)
      : Number.NaN;
  return Number.isInteger(id) && id >= 0 && id <= 0xffff ? id : null;
}

/**
 * A Matter vendor or product id as screens show it: decimal with the 4-digit hex beside,
 * "32768 (0x8000)", so ids entered or read either way look the same everywhere (QA walk).
 */
export function matterIdText(id: number | null | undefined): string {
  if (id === null || id === undefined) return '';
  return `${id} (0x${id.toString(16).toUpperCase().padStart(4, '0')})`;
}

/** A model's Product ID text shown as `matterIdText`; text that is no 16-bit id, as entered. */
export function matterProductIdText(text: string | null | undefined): string {
  const id = matterProductIdOf(text);
  return id === null ? (text?.trim() ?? '') : matterIdText(id);
}
