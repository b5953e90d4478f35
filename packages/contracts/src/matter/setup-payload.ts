import { decodeBase38, encodeBase38 } from './base38';
import { isValidPasscode } from './passcode';
import { readSerialNumber, serialNumberTlv } from './tlv';

/**
 * The Matter onboarding payload of a QR code, `MT:` + base-38 (Core spec 5.1.3): an 88-bit packed
 * header, then optional TLV data whose context tag 0 is the serial number. The factory line prints
 * these (spec 002) and the scanners read them back into a product serial number.
 */
export interface SetupPayload {
  version: number;
  vendorId: number;
  productId: number;
  /** 0 standard, 1 user-intent, 2 custom commissioning flow. */
  flowType: number;
  /** Bit 1 BLE, bit 2 on-network (bit 0 soft-AP). */
  discoveryCapabilities: number;
  discriminator: number;
  passcode: number;
  serialNumber?: string;
}

export const MATTER_QR_PREFIX = 'MT:';
/** The only payload version Matter defines; any other is refused. */
export const MATTER_PAYLOAD_VERSION = 0;

/** The header fields in bit order, least significant bit first, with their widths (88 bits in all). */
const FIELDS = [
  ['version', 3],
  ['vendorId', 16],
  ['productId', 16],
  ['flowType', 2],
  ['discoveryCapabilities', 8],
  ['discriminator', 12],
  ['passcode', 27],
] as const;
const HEADER_BYTES = 11; // the fields above and 4 bits of padding

function packHeader(payload: SetupPayload): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES);
  let bit = 0;
  for (const [name, width] of FIELDS) {
    const value = payload[name];
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** width) {
      throw new RangeError(`Matter payload ${name} ${value} does not fit in ${width} bits`);
    }
    for (let k = 0; k < width; k++, bit++) {
      if (Math.floor(value / 2 ** k) % 2 === 1) bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) | (1 << (bit & 7));
    }
  }
  return bytes;
}

function unpackHeader(bytes: Uint8Array): SetupPayload {
  const payload = {} as SetupPayload;
  let bit = 0;
  for (const [name, width] of FIELDS) {
    let value = 0;
    for (let k = 0; k < width; k++, bit++) {
      if (((bytes[bit >> 3] ?? 0) >> (bit & 7)) & 1) value += 2 ** k;
    }
    payload[name] = value;
  }
  return payload;
}

/**
 * `MT:…` for one device, with its serial number in the TLV part when it has one. Throws a
 * RangeError on a version other than 0, a passcode that is not valid or a field that does not fit.
 */
export function encodeSetupPayload(payload: SetupPayload): string {
  if (payload.version !== MATTER_PAYLOAD_VERSION)
    throw new RangeError(`Matter payload version ${payload.version}`);
  if (!isValidPasscode(payload.passcode)) throw new RangeError(`invalid setup passcode ${payload.passcode}`);
  const header = packHeader(payload);
  const tlv = payload.serialNumber === undefined ? new Uint8Array() : serialNumberTlv(payload.serialNumber);
  const bytes = new Uint8Array(header.length + tlv.length);
  bytes.set(header);
  bytes.set(tlv, header.length);
  return MATTER_QR_PREFIX + encodeBase38(bytes);
}

/**
 * The payloads of a Matter QR code (several devices are joined by `*`), or null when the text is
 * not one: wrong prefix, a character outside base-38, a short header, a version other than 0, a
 * passcode that is not valid or broken TLV data. One bad device refuses the whole code.
 */
export function decodeSetupPayload(code: string): SetupPayload[] | null {
  if (!code.startsWith(MATTER_QR_PREFIX)) return null;
  const payloads: SetupPayload[] = [];
  for (const part of code.slice(MATTER_QR_PREFIX.length).split('*')) {
    const bytes = decodeBase38(part);
    if (!bytes || bytes.length < HEADER_BYTES) return null;
    const payload = unpackHeader(bytes);
    if (payload.version !== MATTER_PAYLOAD_VERSION || !isValidPasscode(payload.passcode)) return null;
    if (bytes.length > HEADER_BYTES) {
      const serial = readSerialNumber(bytes.subarray(HEADER_BYTES));
      if (serial === null) return null;
      if (serial !== undefined) payload.serialNumber = serial;
    }
    payloads.push(payload);
  }
  return payloads;
}
