import type { Db } from '../../platform/db/client';
import { insertModel } from '../device-models/model-test-fixtures';
import { insertUnit } from '../manufactured-devices/test-fixtures';

/** A Create and Print body: 4 copies at 500 DPI of the Matter unit PSND01 (insertQrSubjects). */
export const qrCreateBody = (over: Record<string, unknown> = {}) => ({
  category: 'AC',
  brand: 'PANASONIC',
  isMatter: true,
  modelId: 'MT0001',
  dpi: 500,
  count: 4,
  productSerialNumber: 'PSND01',
  horizontalSpacingInMM: 2.9,
  ...over,
});

/** The Matter model MT0001 (vendor 4447, product 32769) and its unit D01, serial PSND01. */
export async function insertQrSubjects(db: Db) {
  await insertModel(db, {
    modelId: 'MT0001',
    isMatterEnabled: true,
    vendorId: 4447,
    matterPid: '32769',
    productId: 32769,
  });
  await insertUnit(db, { deviceId: 'D01', discriminator: 3840, passcode: 20202021 });
}
