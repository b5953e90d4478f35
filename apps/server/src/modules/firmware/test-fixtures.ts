import { signFirmware } from '@console/simulator/firmware-signature';
import type { TestApp } from '../../../test/build-app';
import { TEST_SIGNING_KEY } from '../../../test/fixtures';
import { multipart } from '../../../test/multipart';

/* Helpers for the firmware tests (not used by the app). */

export const FIRMWARE_IMAGE = Buffer.from('firmware image bytes '.repeat(200));

/** A signature file for an image, made with the test tenants' signing key. */
export const signed = (image: Buffer = FIRMWARE_IMAGE) => signFirmware(image, TEST_SIGNING_KEY.privateKey);

export const factoryFields = {
  category: 'AC',
  brand: 'PANASONIC',
  chipType: 'ESPWIFI',
  firmwareVersion: '2.1',
};

/** An image and its signature file (by default signed with the test key, so accepted). */
export const factoryFiles = (
  imageName = 'ac.tar.gz',
  signatureName = 'ac.sign',
  signature = signed(),
  image = FIRMWARE_IMAGE,
) => [
  { field: 'files', name: imageName, data: image },
  { field: 'files', name: signatureName, data: signature },
];

/** POSTs a firmware upload: the fields, the files, and the second file named as the signature. */
export function uploadFirmware(
  t: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: { field: string; name: string; data: Buffer }[],
) {
  const body = multipart({ ...fields, signatureFileName: files[1]?.name ?? '' }, files);
  return t.app.inject({
    method: 'POST',
    url: '/simplifi/v1/fota/firmware',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
