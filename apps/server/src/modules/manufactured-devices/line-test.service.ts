import type { LineTestResult } from '@console/contracts/manufactured-devices';
import { decodeSetupPayload, MATTER_QR_PREFIX, readScannedCode } from '@console/contracts/matter';
import { fillMessage, messages } from '@console/contracts/messages';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { inScope } from '../../platform/auth/scope';
import { toDeviceDetail } from './manufactured-devices.service';
import type { ManufacturedUnits } from './manufactured-units';

const failed = (
  message: string,
  serial: string | null = null,
  mismatches: string[] = [],
): LineTestResult => ({
  passed: false,
  message,
  serial,
  device: null,
  mismatches,
});

/** The label fields a Matter code carries, checked against the unit's record, by their names on screen. */
const LABEL_FIELDS = [
  ['vendorId', 'Vendor ID'],
  ['productId', 'Product ID'],
  ['discriminator', 'Discriminator'],
  ['passcode', 'Passcode'],
] as const;

/** Whether a scanned value is the Model ID of a model the caller may see. */
export type IsModelId = (auth: RequestAuth, value: string) => Promise<boolean>;

/**
 * The line test (spec 002 sections 2, 4 and 5): a scan starting with MT is a Matter code whose
 * payload carries the serial (`MT;` read as `MT:`), anything else is the serial itself. The unit is
 * looked up in the caller's tenant and scope; it passes with its device detail. A Matter label must
 * also match the record: its vendor and product id (the model's) and its discriminator and passcode
 * (the unit's), or the test fails naming the fields that differ. A plain value that is no unit but a
 * Model ID (a model's own label, `MT0002`) is 'Scanned QR Code is Model ID Based QR Code': it names
 * a model, not a unit to test.
 */
export function createLineTest(units: ManufacturedUnits, isModelId: IsModelId) {
  return async function lineTest(auth: RequestAuth, code: string): Promise<LineTestResult> {
    const scanned = readScannedCode(code);
    let label: ReturnType<typeof decodeSetupPayload> = null;
    let serial: string;
    if (scanned.kind === 'modelId') {
      label = decodeSetupPayload(`${MATTER_QR_PREFIX}${code.trim().slice(MATTER_QR_PREFIX.length)}`);
      if (!label) return failed(messages.scanFailed);
      if (!scanned.serial) return failed(messages.scanNoSerial);
      serial = scanned.serial;
    } else {
      serial = scanned.value;
    }
    const unit = await units.find({ tenantId: auth.tenantId, serial });
    if (!unit || !inScope(auth, unit.category, unit.brand, unit.country)) {
      if (!label && (await isModelId(auth, serial))) return failed(messages.scanModelIdBased, serial);
      return failed(messages.deviceNotFound, serial);
    }
    const payload = label?.[0];
    if (payload) {
      if (!unit.isMatter) return failed(messages.lineTestLabelNotMatter, serial);
      const mismatches = LABEL_FIELDS.filter(([key]) => payload[key] !== unit[key]).map(([, name]) => name);
      if (mismatches.length > 0) {
        return failed(
          fillMessage(messages.lineTestLabelMismatch, { fields: mismatches.join(', ') }),
          serial,
          mismatches,
        );
      }
    }
    return { passed: true, message: null, serial, device: toDeviceDetail(unit), mismatches: [] };
  };
}
