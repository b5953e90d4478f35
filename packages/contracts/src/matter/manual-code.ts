import { isValidPasscode } from './passcode';
import { verhoeffCheckDigit } from './verhoeff';

/**
 * The manual pairing code (Matter Core spec 5.1.4): 11 digits for the standard commissioning flow
 * (0), 21 with the vendor and product id for the user-intent (1) and custom (2) flows, whose
 * commissioner needs the ids to find the device's instructions (spec 5.1.4.1, VID_PID_PRESENT; as
 * connectedhomeip's ManualSetupPayloadGenerator: a long code for any flow but standard). Digit 1 holds the vid/pid flag and the top
 * two bits of the 4-bit short discriminator; the next 5 digits the other two bits and the low 14
 * bits of the passcode; the next 4 its high 13 bits; then vendor id and product id, 5 digits each;
 * last the Verhoeff check digit.
 */
export interface ManualCode {
  /** The discriminator's top 4 bits (a manual code carries no more of it). */
  shortDiscriminator: number;
  passcode: number;
  /** Present exactly when the code is the 21-digit one. */
  vendorId?: number;
  productId?: number;
}

/** Commissioning flows of the onboarding payload (Matter Core spec 5.1.3.1). */
export const STANDARD_FLOW = 0;
export const USER_INTENT_FLOW = 1;
export const CUSTOM_FLOW = 2;

/** Whether a flow's manual code is the 21-digit one, carrying the vendor and product id. */
export const manualCodeCarriesIds = (flowType: number | undefined) =>
  flowType !== undefined && flowType !== STANDARD_FLOW;

const VID_PID_PRESENT = 1 << 2;

/** The short discriminator of a 12-bit discriminator. */
export const shortDiscriminatorOf = (discriminator: number) => (discriminator >> 8) & 0xf;

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');

/**
 * The code of a device: 21 digits with its vendor and product id when its commissioning flow is
 * user-intent (1) or custom (2), else 11. Throws a RangeError on a passcode that is not valid, a
 * field that does not fit, or a long code without its vendor and product id.
 */
export function encodeManualCode(payload: {
  discriminator: number;
  passcode: number;
  flowType?: number;
  vendorId?: number;
  productId?: number;
}): string {
  const { discriminator, passcode } = payload;
  if (!isValidPasscode(passcode)) throw new RangeError(`invalid setup passcode ${passcode}`);
  if (!Number.isInteger(discriminator) || discriminator < 0 || discriminator > 0xfff) {
    throw new RangeError(`discriminator ${discriminator} does not fit in 12 bits`);
  }
  const long = manualCodeCarriesIds(payload.flowType);
  const short = shortDiscriminatorOf(discriminator);
  let digits =
    String((long ? VID_PID_PRESENT : 0) | (short >> 2)) +
    pad(((short & 0x3) << 14) | (passcode & 0x3fff), 5) +
    pad(passcode >>> 14, 4);
  if (long) {
    for (const id of [payload.vendorId, payload.productId]) {
      if (id === undefined || !Number.isInteger(id) || id < 0 || id > 0xffff)
        throw new RangeError(`id ${id} does not fit in 16 bits`);
      digits += pad(id, 5);
    }
  }
  return digits + verhoeffCheckDigit(digits);
}

/**
 * What a manual code says, or null when it is not one: not 11 or 21 digits (dashes and spaces
 * between groups are allowed), a wrong check digit, a length that does not match the vid/pid flag,
 * a field out of range or a passcode that is not valid.
 */
export function decodeManualCode(text: string): ManualCode | null {
  const digits = text.replace(/[-\s]/g, '');
  if (!/^\d+$/.test(digits) || (digits.length !== 11 && digits.length !== 21)) return null;
  const body = digits.slice(0, -1);
  if (verhoeffCheckDigit(body) !== digits.slice(-1)) return null;
  const first = Number(body.charAt(0));
  if (first > 7) return null;
  const long = (first & VID_PID_PRESENT) !== 0;
  if (long !== (digits.length === 21)) return null;
  const chunk2 = Number(body.slice(1, 6));
  const chunk3 = Number(body.slice(6, 10));
  if (chunk2 > 0xffff || chunk3 > 0x1fff) return null;
  const passcode = (chunk3 << 14) | (chunk2 & 0x3fff);
  if (!isValidPasscode(passcode)) return null;
  const code: ManualCode = { shortDiscriminator: ((first & 0x3) << 2) | (chunk2 >> 14), passcode };
  if (long) {
    const vendorId = Number(body.slice(10, 15));
    const productId = Number(body.slice(15, 20));
    if (vendorId > 0xffff || productId > 0xffff) return null;
    code.vendorId = vendorId;
    code.productId = productId;
  }
  return code;
}

/**
 * A manual code as Matter labels show it: the 11-digit code in groups of 4-3-4 (3497-011-2332),
 * the 21-digit one 4-3-4-5-5 (the vendor and product id groups after). Any other text is answered
 * as it is.
 */
export function groupManualCode(code: string): string {
  const digits = code.replace(/[-\s]/g, '');
  if (!/^\d+$/.test(digits) || (digits.length !== 11 && digits.length !== 21)) return code;
  const cuts = digits.length === 11 ? [4, 7, 11] : [4, 7, 11, 16, 21];
  return cuts.map((end, i) => digits.slice(cuts[i - 1] ?? 0, end)).join('-');
}
