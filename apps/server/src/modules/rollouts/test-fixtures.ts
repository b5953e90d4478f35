import { randomBytes } from 'node:crypto';
import { startFleet } from '@console/simulator';
import { signFirmware } from '@console/simulator/firmware-signature';
import { insertDevice, insertStaff, insertTenants, TEST_SIGNING_KEY } from '../../../test/fixtures';
import type { PlatformContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { deviceModels, firmware } from '../../platform/db/schema';
import type { TestDevice } from '../telemetry/test-fixtures';

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

/**
 * A rollout over MQTT's stage: both tenants, an L4 `staff` member to trigger it, `model` with a
 * FOTA image 2.0, and `fleet` as devices of that model on 1.0.
 */
export async function insertRolloutStage(
  deps: Pick<PlatformContext, 'db' | 'files'>,
  stage: { staff: string; model: string; fleet: TestDevice[] },
) {
  const { db } = deps;
  await insertTenants(db);
  await insertStaff(db, { userName: stage.staff, roles: ['CUSTOMERSUPPORTL4'] });
  await insertModel(db, stage.model);
  await insertFotaFirmware(deps, stage.model, '2.0');
  for (const d of stage.fleet)
    await insertDevice(db, { deviceId: d.deviceId, modelNumber: stage.model, firmwareVersion: '1.0' });
}

/**
 * Simulated devices for a rollout: online throughout, reporting once a minute (the commands are
 * what the test watches), checking images with the test tenants' key; 30 % of installs fail.
 */
export function startRolloutFleet(url: string, fleet: TestDevice[]) {
  return startFleet({
    url,
    devices: fleet,
    intervalMs: 60_000,
    offlineProbability: 0,
    installFailureRate: 0.3,
    firmwareKeys: [TEST_SIGNING_KEY.publicKey],
  });
}
