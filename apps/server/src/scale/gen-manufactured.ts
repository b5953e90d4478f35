import { generateDiscriminator, generatePasscode } from '@console/contracts/matter';
import { macAddressOf, serialNumberOf } from '../modules/demo/identity';
import { MAIN_TENANT_ID } from '../modules/demo/tenants';
import { sealSecret } from '../platform/auth/secret-box';
import { line } from './copy-rows';
import {
  deviceCountryOf,
  manufacturedOf,
  onboardedAtOf,
  productSerialNumberOf,
  provisionedOf,
} from './gen-devices';
import { deviceIdOf, mix, modelOf } from './scale-identity';

export const MANUFACTURED_COLUMNS = [
  'tenant_id',
  'device_id',
  'model_id',
  'model_number',
  'model_name',
  'category',
  'brand',
  'country',
  'mac_address',
  'efuse_mac_address',
  'serial_number',
  'product_serial_number',
  'firmware_version',
  'manufactured_date',
  'created_at',
  'created_by',
  'provisioned_at',
  'onboarded_at',
  'discriminator',
  'passcode_enc',
];

/**
 * The manufactured unit of every scale device (the same ids, serials and dates), with its factory
 * image and Matter onboarding data: a discriminator and passcode drawn from the index's hash stream,
 * the passcode sealed under the server key as the server seals it.
 */
export function* manufacturedRows(
  devices: number,
  homes: number,
  nowSec: number,
  key: Buffer,
  onePair = false,
): Generator<string> {
  for (let i = 1; i <= devices; i++) {
    const spec = modelOf(i, onePair);
    const manufactured = manufacturedOf(i, nowSec);
    const mac = macAddressOf(spec.chipType, i);
    let draw = 60;
    const random = (min: number, max: number) => min + (mix(i, draw++) % (max - min));
    const discriminator = generateDiscriminator(random);
    const passcode = generatePasscode(random);
    yield line([
      MAIN_TENANT_ID,
      deviceIdOf(i),
      spec.modelId,
      spec.modelNumber,
      spec.modelName,
      spec.category,
      spec.brand,
      deviceCountryOf(i, homes),
      mac,
      spec.chipType.startsWith('ESP') ? mac : null,
      serialNumberOf(spec.chipType, manufactured, i),
      productSerialNumberOf(i, nowSec),
      spec.firmware[0] ?? '1.0',
      manufactured,
      new Date(manufactured * 1000).toISOString(),
      `factory-line-${(mix(i, 40) % 6) + 1}`,
      provisionedOf(i, nowSec),
      onboardedAtOf(i, nowSec),
      discriminator,
      sealSecret(key, String(passcode)),
    ]);
  }
}
