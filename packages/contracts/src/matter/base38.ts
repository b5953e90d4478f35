/**
 * Base-38 as Matter's QR code uses it (Core spec 5.1.3.1): bytes in little-endian chunks of three
 * (five characters), a last chunk of two (four characters) or one (two characters), each chunk's
 * digits least significant first.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-.';
/** Characters per chunk of 1, 2 or 3 bytes. */
const CHARS_FOR_BYTES = [0, 2, 4, 5] as const;

export function encodeBase38(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = bytes.subarray(i, i + 3);
    let value = 0;
    chunk.forEach((b, k) => {
      value += b * 256 ** k;
    });
    for (let c = 0; c < CHARS_FOR_BYTES[chunk.length as 1 | 2 | 3]; c++) {
      out += ALPHABET[value % 38];
      value = Math.floor(value / 38);
    }
  }
  return out;
}

/** The bytes of a base-38 text, or null when it has a character or a length base-38 cannot have. */
export function decodeBase38(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 5) {
    const chunk = text.slice(i, i + 5);
    const byteCount = CHARS_FOR_BYTES.indexOf(chunk.length as 2 | 4 | 5);
    if (byteCount < 1) return null;
    let value = 0;
    for (let c = chunk.length - 1; c >= 0; c--) {
      const digit = ALPHABET.indexOf(chunk.charAt(c));
      if (digit < 0) return null;
      value = value * 38 + digit;
    }
    if (value >= 256 ** byteCount) return null;
    for (let k = 0; k < byteCount; k++) {
      bytes.push(value % 256);
      value = Math.floor(value / 256);
    }
  }
  return Uint8Array.from(bytes);
}
