import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

/** A file past its size limit: nothing of it is kept. */
export class FileTooLargeError extends Error {}

/**
 * Files (firmware images, signatures, configs, reports) under generated keys `<prefix>/<uuid>`:
 * no name a caller gives ever becomes a path or an object key. Downloads are signed, expiring
 * links. Two implementations: a directory (embedded-file-store.ts) and S3 (s3-file-store.ts),
 * chosen by configuration (create-file-store.ts).
 */
export interface FileStore {
  /** Stores the stream while hashing and counting; past `maxBytes` nothing of it is kept. */
  save(source: Readable, prefix: string, maxBytes: number): Promise<StoredFile>;
  saveBuffer(buffer: Buffer, prefix: string): Promise<StoredFile>;
  read(key: string): Promise<Buffer>;
  open(key: string): Promise<Readable>;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /**
   * An absolute link that downloads the file as `fileName` until `ttlSeconds` (default
   * LINK_TTL_SECONDS) pass; `origin` is where this server is reached (the embedded store's links).
   */
  downloadUrl(key: string, fileName: string, link: { origin: string; ttlSeconds?: number }): Promise<string>;
  /** True when a `/files/<key>` link is this store's, unchanged and not expired. */
  verify(key: string, fileName: string, expires: number, signature: string): boolean;
  /** Resolves when the store can be written (the health check); rejects with why not. */
  check(): Promise<void>;
}

/** How long a download link lasts unless the caller says otherwise. */
export const LINK_TTL_SECONDS = 900;

const PREFIX = /^[a-z0-9-]{1,40}$/;
const KEY = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}$/;

export function newFileKey(prefix: string): string {
  if (!PREFIX.test(prefix)) throw new Error(`bad file prefix: ${prefix}`);
  return `${prefix}/${randomUUID()}`;
}

export const isFileKey = (key: string) => KEY.test(key);

export function checkFileKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
  return key;
}

/** A pipeline step that counts and hashes what passes; past `maxBytes` it fails with FileTooLargeError. */
export function measure(maxBytes: number) {
  const hash = createHash('sha256');
  let size = 0;
  return {
    async *step(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > maxBytes) throw new FileTooLargeError();
        hash.update(chunk);
        yield chunk;
      }
    },
    result: () => ({ size, sha256: hash.digest('hex') }),
  };
}

export const measureBuffer = (buffer: Buffer) => ({
  size: buffer.length,
  sha256: createHash('sha256').update(buffer).digest('hex'),
});

/** Content-Disposition that saves a download as `name` (an ASCII fallback and the UTF-8 name). */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
