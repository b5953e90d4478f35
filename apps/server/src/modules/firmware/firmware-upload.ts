import type { FastifyRequest } from 'fastify';
import type { FileStore } from '../../platform/files/file-store';
import {
  discardUpload,
  type ReceivedFile,
  type ReceivedUpload,
  receiveUpload as receive,
} from '../../platform/files/receive-upload';

export type { ReceivedFile, ReceivedUpload };

/** A firmware upload: an image and its signature, streamed into the file store (see receiveUpload). */
export const receiveUpload = (request: FastifyRequest, files: FileStore, maxBytes: number) =>
  receive(request, files, {
    prefix: 'firmware',
    maxFiles: 2,
    maxBytes,
    tooLarge: 'firmwareTooLarge',
    tooMany: 'firmwareFilesMissing',
  });

export const discard = discardUpload;

/** Which file is the image and which the signature: `signatureFileName` names it, else the ending does. */
export function splitFiles(upload: ReceivedUpload, signatureEnding: string) {
  const named = upload.fields.signatureFileName;
  const isSignature = (f: ReceivedFile) =>
    named ? f.name === named : f.name.toLowerCase().endsWith(signatureEnding);
  return { image: upload.files.find((f) => !isSignature(f)), signature: upload.files.find(isSignature) };
}
