/**
 * The little of Matter TLV (Core spec appendix A) a QR code's optional data needs: an anonymous
 * structure whose context tag 0 is the serial number, a UTF-8 string or an unsigned integer.
 * Other elements (PBKDF parameters, vendor tags) are stepped over.
 */
const STRUCTURE = 0x15;
const END_OF_CONTAINER = 0x18;
const CONTEXT_TAG = 0x20; // tag control 1: one byte of tag number
const UTF8_1 = 0x0c; // UTF-8 string, 1-byte length
const SERIAL_NUMBER_TAG = 0;
/** Matter caps the serial number at 32 bytes. */
const SERIAL_MAX_BYTES = 32;

/** Tag bytes by tag control (bits 7..5 of the control byte). */
const TAG_BYTES = [0, 1, 2, 4, 2, 4, 6, 8] as const;

// UTF-8 through the URI functions: the contracts have ES only, no TextEncoder.
const utf8Bytes = (text: string) =>
  Array.from(encodeURIComponent(text).matchAll(/%([0-9A-F]{2})|./gs), (m) =>
    m[1] ? Number.parseInt(m[1], 16) : m[0].charCodeAt(0),
  );
const utf8Text = (bytes: Uint8Array) =>
  decodeURIComponent(Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join(''));

/** `{0: serial}` as TLV, the serial a UTF-8 string. */
export function serialNumberTlv(serial: string): Uint8Array {
  const bytes = utf8Bytes(serial);
  if (bytes.length === 0 || bytes.length > SERIAL_MAX_BYTES) {
    throw new RangeError(`a Matter serial number has 1 to ${SERIAL_MAX_BYTES} bytes`);
  }
  return Uint8Array.from([
    STRUCTURE,
    CONTEXT_TAG | UTF8_1,
    SERIAL_NUMBER_TAG,
    bytes.length,
    ...bytes,
    END_OF_CONTAINER,
  ]);
}

const readUint = (bytes: Uint8Array, at: number, size: number): bigint => {
  let value = 0n;
  for (let k = size - 1; k >= 0; k--) value = (value << 8n) | BigInt(bytes[at + k] ?? 0);
  return value;
};

/**
 * The serial number in a QR code's TLV data: the text, `undefined` when the data has none, or null
 * when the data is not well-formed TLV.
 */
export function readSerialNumber(data: Uint8Array): string | undefined | null {
  if (data[0] !== STRUCTURE) return null;
  let at = 1;
  let depth = 1;
  let serial: string | undefined;
  while (depth > 0) {
    const control = data[at];
    if (control === undefined) return null;
    const type = control & 0x1f;
    const tagBytes = TAG_BYTES[control >> 5] ?? 0;
    const tag = tagBytes === 1 ? data[at + 1] : undefined;
    at += 1 + tagBytes;
    const isSerial = depth === 1 && control >> 5 === 1 && tag === SERIAL_NUMBER_TAG;
    if (type === END_OF_CONTAINER) {
      depth--;
    } else if (type >= STRUCTURE && type <= 0x17) {
      depth++;
    } else if (type <= 0x07) {
      const size = 1 << (type & 3);
      if (at + size > data.length) return null;
      if (isSerial && type >= 0x04) serial = readUint(data, at, size).toString();
      at += size;
    } else if (type === 0x0a || type === 0x0b) {
      at += type === 0x0a ? 4 : 8;
    } else if (type >= UTF8_1 && type <= 0x13) {
      const lengthBytes = 1 << (type & 3);
      const length = Number(readUint(data, at, lengthBytes));
      at += lengthBytes;
      if (at + length > data.length) return null;
      if (isSerial && type <= 0x0f) {
        try {
          serial = utf8Text(data.subarray(at, at + length));
        } catch {
          return null;
        }
      }
      at += length;
    } else if (type > 0x14) {
      return null; // booleans (0x08, 0x09) and null (0x14) carry no value bytes
    }
  }
  return serial;
}
