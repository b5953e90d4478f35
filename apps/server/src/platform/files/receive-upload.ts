import type { MessageCode } from '@console/contracts/messages';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/errors';
import { type FileStore, FileTooLargeError, type StoredFile } from './file-store';

export interface ReceivedFile extends StoredFile {
  /** The last path segment of the client's file name: only shown and checked, never a path. */
  name: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface UploadLimits {
  /** The file store prefix the files go under. */
  prefix: string;
  maxFiles: number;
  maxBytes: number;
  /** Catalogue codes for a file past `maxBytes` (413) and for more than `maxFiles` files (400). */
  tooLarge: MessageCode;
  tooMany: MessageCode;
}

/**
 * Reads a multipart upload: text fields, and each file streamed into the file store (hashed and
 * size-checked on the way). Whatever goes wrong, files already stored are removed, so a refused
 * upload leaves nothing behind.
 */
export async function receiveUpload(
  request: FastifyRequest,
  files: FileStore,
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') received.fields[part.fieldname] = part.value.trim();
        continue;
      }
      if (received.files.length >= limits.maxFiles) throw badRequest(limits.tooMany);
      const stored = await files.save(part.file, limits.prefix, limits.maxBytes);
      received.files.push({ ...stored, name: part.filename.split(/[\\/]/).pop() ?? '' });
    }
    return received;
  } catch (error) {
    await discardUpload(files, received);
    if (error instanceof FileTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, limits.tooLarge);
    throw error;
  }
}

export async function discardUpload(files: FileStore, upload: ReceivedUpload): Promise<void> {
  await Promise.all(upload.files.map((f) => files.remove(f.key)));
}
