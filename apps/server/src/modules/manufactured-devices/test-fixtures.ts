import { TEST_SECRET_KEY } from '../../../test/fixtures';
import { sealSecret } from '../../platform/auth/secret-box';
import type { Db } from '../../platform/db/client';
import { manufacturedDevices } from '../../platform/db/schema';
import type { NewManufacturedRow } from './manufactured-devices.queries';

export interface UnitFixture extends Partial<Omit<NewManufacturedRow, 'passcodeEnc'>> {
  deviceId: string;
  /** Sealed with TEST_SECRET_KEY (the test app's key); default 20202021. */
  passcode?: number;
}

/** A manufactured unit of the main tenant: an AC of model MT0001 made on 1 Nov 2025 unless told otherwise. */
export async function insertUnit(db: Db, unit: UnitFixture) {
  const { passcode = 20202021, ...rest } = unit;
  const row: NewManufacturedRow = {
    tenantId: 'panasonic',
    modelId: 'MT0001',
    modelNumber: 'NUM-MT0001',
    modelName: 'Model MT0001',
    category: 'AC',
    brand: 'PANASONIC',
    country: 'in',
    macAddress: `A4:CF:12:00:00:${unit.deviceId.slice(-2).padStart(2, '0')}`,
    serialNumber: `SN${unit.deviceId}`,
    productSerialNumber: `PSN${unit.deviceId}`,
    firmwareVersion: '1.0',
    manufacturedDate: 1_761_955_200,
    createdBy: 'factory-line-1',
    discriminator: 3840,
    ...rest,
    passcodeEnc: sealSecret(TEST_SECRET_KEY, String(passcode)),
  };
  await db.insert(manufacturedDevices).values(row);
  return row;
}
