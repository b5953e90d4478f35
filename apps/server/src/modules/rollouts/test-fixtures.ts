import { randomBytes } from 'node:crypto';
import { signFirmware } from '@console/simulator/firmware-signature';
import { TEST_SIGNING_KEY } from '../../../test/fixtures';
import type { PlatformContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { deviceModels, firmware } from '../../platform/db/schema';

/* Helpers for the rollout tests (not used by the app). */

/** A rollout's command, for the object-store test in firmware. */
export { fotaCommand } from './fota-command';

export const FOTA_IMAGE = randomBytes(8192);

/** A device model in the panasonic tenant. */
export async function insertModel(db: Db, modelNumber: string, category = 'AC', tenantId = 'panasonic') {
  await db.insert(deviceModels).values({
    tenantId,
    modelId: `M-${modelNumber}`,
    modelNumber,
    modelName: `Model ${modelNumber}`,
    category,
    brand: 'PANASONIC',
    manufacturer: 'P',
    manufacturerAddress: 'Addr',
    productManagerId: 'pm',
    chipType: 'ESPWIFI',
  });
}

/** A FOTA image for a model and version, and its signature by the test tenants' key, stored as an upload would be. */
export async function insertFotaFirmware(
  deps: Pick<PlatformContext, 'db' | 'files'>,
  modelNumber: string,
  version: string,
  category = 'AC',
) {
  const stored = await deps.files.saveBuffer(FOTA_IMAGE, 'firmware');
  const signature = await deps.files.saveBuffer(
    signFirmware(FOTA_IMAGE, TEST_SIGNING_KEY.privateKey),
    'firmware',
  );
  await deps.db.insert(firmware).values({
    tenantId: 'panasonic',
    kind: 'fota',
    category,
    brand: 'PANASONIC',
    modelNumber,
    chipType: 'ESPWIFI',
    firmwareVersion: version,
    imageKey: stored.key,
    imageName: `${modelNumber}-${version}.ota.bin`,
    imageSha256: stored.sha256,
    imageSize: stored.size,
    signatureKey: signature.key,
    signatureName: `${modelNumber}-${version}.ota.bin.sig`,
  });
  return stored;
}
