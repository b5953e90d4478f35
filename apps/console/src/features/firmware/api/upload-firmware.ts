import { uploadFirmware } from '@console/contracts/firmware';
import { apiUpload } from '@/shared/api/api-upload';

/** POST fota/firmware (multipart): the fields, then the image and the signature as `files`. */
export function uploadFirmwareRequest(
  fields: Record<string, string>,
  image: File,
  signature: File,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('signatureFileName', signature.name);
  form.append('files', image, image.name);
  form.append('files', signature, signature.name);
  return apiUpload(uploadFirmware, { form, onProgress });
}
