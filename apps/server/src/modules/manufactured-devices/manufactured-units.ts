import type { Db } from '../../platform/db/client';
import { findManufacturedUnit, type ManufacturedUnit } from './manufactured-devices.queries';
import { newOnboarding, onboardingCodes } from './onboarding';

/**
 * Manufactured units for other areas (the QR code screens, the line test): found with their
 * onboarding data opened under the server key, and the codes a unit's label carries.
 */
export function createManufacturedUnits(db: Db, key: Buffer) {
  return {
    /** The unit with this PSN (or module serial or device id) in the tenant, optionally of one model. */
    find: (query: { tenantId: string; serial: string; modelId?: string }) =>
      findManufacturedUnit(db, key, query),
    /**
     * The unit's `MT:` payload (its PSN in the TLV data) and manual code; null for a unit whose model
     * is not a Matter model or has no vendor and product id.
     */
    codesOf(unit: ManufacturedUnit): { qrString: string; manualCode: string } | null {
      if (!unit.isMatter || unit.vendorId === null || unit.productId === null) return null;
      return onboardingCodes({
        vendorId: unit.vendorId,
        productId: unit.productId,
        discriminator: unit.discriminator,
        passcode: unit.passcode,
        ...(unit.productSerialNumber ? { serialNumber: unit.productSerialNumber } : {}),
      });
    },
    /** Onboarding data for a unit being made: a random discriminator and sealed passcode. */
    newOnboarding: () => newOnboarding(key),
  };
}

export type ManufacturedUnits = ReturnType<typeof createManufacturedUnits>;
