import type { TestApp } from '../../../test/build-app';
import { multipart } from '../../../test/multipart';

/* Helpers for the firmware tests (not used by the app). */

export const FIRMWARE_IMAGE = Buffer.from('firmware image bytes '.repeat(200));

export const factoryFields = {
  category: 'AC',
  brand: 'PANASONIC',
  chipType: 'ESPWIFI',
  firmwareVersion: '2.1',
};

export const factoryFiles = (
  imageName = 'ac.tar.gz',
  signatureName = 'ac.sign',
  signature = Buffer.from('sig'),
) => [
  { field: 'files', name: imageName, data: FIRMWARE_IMAGE },
  { field: 'files', name: signatureName, data: signature },
];

/** POSTs a firmware upload: the fields, the files, and the second file named as the signature. */
export function uploadFirmware(
  t: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: ReturnType<typeof factoryFiles>,
) {
  const body = multipart({ ...fields, signatureFileName: files[1]?.name ?? '' }, files);
  return t.app.inject({
    method: 'POST',
    url: '/simplifi/v1/fota/firmware',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
