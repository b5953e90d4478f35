import type { Readable } from 'node:stream';
import { FORM_FIELD_MAX_BYTES } from '@console/contracts/constants';
import type { MessageCode } from '@console/contracts/messages';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/errors';
import { type FileStore, FileTooLargeError, type StoredFile } from './file-store';

/** One file part of a multipart request; its stream must be read (or drained) before the next part. */
export interface UploadPart {
  field: string;
  /** The last path segment of the client's file name: only shown and checked, never a path. */
  name: string;
  stream: Readable;
}

export interface ReceivedFile extends StoredFile {
  /** The last path segment of the client's file name: only shown and checked, never a path. */
  name: string;
}

/** A multipart upload as the route hands it to a service: text fields and the files stored. */
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
 * Lets the routes of `app` (an area's plugin) take multipart uploads. Only the areas that take
 * uploads register it: the parser's hooks (an async onRequest that listens for the response's
 * close, an async onResponse that cleans saved files) would otherwise run on every request of the
 * console, 1-2 µs a lookup (decision 0024, session 17). Limits stop a request before it fills the disk.
 */
export async function acceptUploads(app: FastifyInstance, maxFileMb: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxFileMb * 1024 * 1024, files: 2, fields: 20, fieldSize: FORM_FIELD_MAX_BYTES },
  });
}

/**
 * Walks a multipart request in arrival order: text fields (trimmed) into the answer, each file part
 * to `onFile`, which reads its stream as it arrives. The one place a request's parts are read. The
 * parser cuts a field at FORM_FIELD_MAX_BYTES: such a field is refused, never taken cut.
 */
export async function readMultipart(
  request: FastifyRequest,
  onFile: (part: UploadPart) => Promise<void>,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw badRequest('formFieldTooLong');
      if (typeof part.value === 'string') fields[part.fieldname] = part.value.trim();
      continue;
    }
    await onFile({
      field: part.fieldname,
      name: part.filename.split(/[\\/]/).pop() ?? '',
      stream: part.file,
    });
  }
  return fields;
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
    received.fields = await readMultipart(request, async (part) => {
      if (received.files.length >= limits.maxFiles) throw badRequest(limits.tooMany);
      const stored = await files.save(part.stream, limits.prefix, limits.maxBytes);
      received.files.push({ ...stored, name: part.name });
    });
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

/**
 * Runs what a service does with a received upload; when it refuses (throws), the stored files are
 * removed, so only an accepted upload keeps its files.
 */
export async function keepIfAccepted<T>(
  files: FileStore,
  upload: ReceivedUpload,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await discardUpload(files, upload);
    throw error;
  }
}
