import type { ReceivedFile, ReceivedUpload, UploadLimits } from '../../platform/files/receive-upload';

/** A firmware upload: an image and its signature, streamed into the file store by the route. */
export const firmwareUploadLimits = (maxBytes: number): UploadLimits => ({
  prefix: 'firmware',
  maxFiles: 2,
  maxBytes,
  tooLarge: 'firmwareTooLarge',
  tooMany: 'firmwareFilesMissing',
});

/** Which file is the image and which the signature: `signatureFileName` names it, else the ending does. */
export function splitFiles(upload: ReceivedUpload, signatureEnding: string) {
  const named = upload.fields.signatureFileName;
  const isSignature = (f: ReceivedFile) =>
    named ? f.name === named : f.name.toLowerCase().endsWith(signatureEnding);
  return { image: upload.files.find((f) => !isSignature(f)), signature: upload.files.find(isSignature) };
}
