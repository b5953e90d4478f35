import { randomInt } from 'node:crypto';
import {
  encodeManualCode,
  encodeSetupPayload,
  generateDiscriminator,
  generatePasscode,
} from '@console/contracts/matter';
import { openSecret, sealSecret } from '../../platform/auth/secret-box';

/** A draw in [min, max): node's CSPRNG in the server, a seeded stream in the demo and scale data. */
export type RandomInt = (min: number, max: number) => number;

/** A new unit's Matter onboarding data as stored: a 12-bit discriminator and the sealed passcode. */
export function newOnboarding(key: Buffer, random: RandomInt = randomInt) {
  const discriminator = generateDiscriminator(random);
  const passcode = generatePasscode(random);
  return { discriminator, passcodeEnc: sealSecret(key, String(passcode)) };
}

export function openPasscode(key: Buffer, passcodeEnc: string): number {
  return Number(openSecret(key, passcodeEnc));
}

/** Commissioning flow of our units: standard (the manual code is the 11-digit one). */
export const UNIT_FLOW_TYPE = 0;
/** Discovery over BLE (bit 1): how a new appliance is commissioned. */
export const UNIT_DISCOVERY = 2;

export interface UnitOnboarding {
  vendorId: number;
  productId: number;
  discriminator: number;
  passcode: number;
  /** The product serial number carried in the QR code's TLV data (tag 0). */
  serialNumber?: string;
  flowType?: number;
}

/** The `MT:` QR payload and the manual pairing code printed on a unit's label. */
export function onboardingCodes(unit: UnitOnboarding): { qrString: string; manualCode: string } {
  const flowType = unit.flowType ?? UNIT_FLOW_TYPE;
  const qrString = encodeSetupPayload({
    version: 0,
    vendorId: unit.vendorId,
    productId: unit.productId,
    flowType,
    discoveryCapabilities: UNIT_DISCOVERY,
    discriminator: unit.discriminator,
    passcode: unit.passcode,
    ...(unit.serialNumber ? { serialNumber: unit.serialNumber } : {}),
  });
  const manualCode = encodeManualCode({
    discriminator: unit.discriminator,
    passcode: unit.passcode,
    flowType,
    // Carried by the 21-digit code of a user-intent or custom flow only.
    vendorId: unit.vendorId,
    productId: unit.productId,
  });
  return { qrString, manualCode };
}
