import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

/** A file past its size limit: nothing of it is kept. */
export class FileTooLargeError extends Error {}

const PREFIX = /^[a-z0-9-]{1,40}$/;
const KEY = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}$/;

/**
 * Files (firmware images, signatures, configs, reports) under generated keys `<prefix>/<uuid>`:
 * no name a caller gives ever becomes a path. Downloads go through links signed with HMAC and
 * an expiry, like pre-signed object-store URLs. The embedded store is a directory; S3 is a
 * later implementation of the same interface.
 */
export function createFileStore(options: { root: string; secretKey: Buffer }) {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
    return join(options.root, key);
  };
  const signature = (key: string, name: string, expires: number) =>
    createHmac('sha256', options.secretKey).update(`file:${key}:${name}:${expires}`).digest('base64url');

  async function newKey(prefix: string) {
    if (!PREFIX.test(prefix)) throw new Error(`bad file prefix: ${prefix}`);
    await mkdir(join(options.root, prefix), { recursive: true });
    return `${prefix}/${randomUUID()}`;
  }

  return {
    /** Streams to disk while hashing and counting; past `maxBytes` the partial file is removed. */
    async save(source: Readable, prefix: string, maxBytes: number): Promise<StoredFile> {
      const key = await newKey(prefix);
      const hash = createHash('sha256');
      let size = 0;
      const file = pathOf(key);
      try {
        await pipeline(
          source,
          async function* count(chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              size += chunk.length;
              if (size > maxBytes) throw new FileTooLargeError();
              hash.update(chunk);
              yield chunk;
            }
          },
          createWriteStream(file, { flags: 'wx' }),
        );
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { key, size, sha256: hash.digest('hex') };
    },

    async saveBuffer(buffer: Buffer, prefix: string): Promise<StoredFile> {
      const key = await newKey(prefix);
      await writeFile(pathOf(key), buffer, { flag: 'wx' });
      return { key, size: buffer.length, sha256: createHash('sha256').update(buffer).digest('hex') };
    },

    read: (key: string) => readFile(pathOf(key)),
    open: (key: string) => createReadStream(pathOf(key)),
    size: async (key: string) => (await stat(pathOf(key))).size,
    remove: (key: string) => rm(pathOf(key), { force: true }),

    /** A download path valid for `ttlSeconds`, saved under `fileName`. */
    signedPath(key: string, fileName: string, ttlSeconds = 900): string {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const query = new URLSearchParams({
        name: fileName,
        expires: String(expires),
        signature: signature(key, fileName, expires),
      });
      return `/files/${key}?${query}`;
    },

    /** True when the link is this store's, unchanged and not expired. */
    verify(key: string, fileName: string, expires: number, given: string): boolean {
      if (!KEY.test(key) || !(expires > Date.now() / 1000)) return false;
      const expected = Buffer.from(signature(key, fileName, expires));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
