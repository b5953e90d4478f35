import { createHmac, timingSafeEqual } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkFileKey,
  type FileStore,
  isFileKey,
  LINK_TTL_SECONDS,
  measure,
  measureBuffer,
  newFileKey,
  type StoredFile,
} from './file-store';

/**
 * The embedded file store: a directory. Downloads go through `/files/<key>` links signed with
 * HMAC and an expiry (modules/files serves them), like pre-signed object-store URLs.
 */
export function createEmbeddedFileStore(options: { root: string; secretKey: Buffer }): FileStore {
  const pathOf = (key: string) => join(options.root, checkFileKey(key));
  const signature = (key: string, name: string, expires: number) =>
    createHmac('sha256', options.secretKey).update(`file:${key}:${name}:${expires}`).digest('base64url');

  async function newKey(prefix: string) {
    const key = newFileKey(prefix);
    await mkdir(join(options.root, prefix), { recursive: true });
    return key;
  }

  /** A download path valid for `ttlSeconds`, saved under `fileName`. */
  function signedPath(key: string, fileName: string, ttlSeconds: number): string {
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    const query = new URLSearchParams({
      name: fileName,
      expires: String(expires),
      signature: signature(key, fileName, expires),
    });
    return `/files/${key}?${query}`;
  }

  return {
    /** Streams to disk while hashing and counting; past `maxBytes` the partial file is removed. */
    async save(source: Readable, prefix: string, maxBytes: number): Promise<StoredFile> {
      const key = await newKey(prefix);
      const meter = measure(maxBytes);
      const file = pathOf(key);
      try {
        await pipeline(source, meter.step, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { key, ...meter.result() };
    },

    async saveBuffer(buffer: Buffer, prefix: string): Promise<StoredFile> {
      const key = await newKey(prefix);
      await writeFile(pathOf(key), buffer, { flag: 'wx' });
      return { key, ...measureBuffer(buffer) };
    },

    read: (key: string) => readFile(pathOf(key)),
    open: async (key: string) => createReadStream(pathOf(key)),
    size: async (key: string) => (await stat(pathOf(key))).size,
    remove: (key: string) => rm(pathOf(key), { force: true }),

    downloadUrl: async (key, fileName, link) =>
      link.origin + signedPath(key, fileName, link.ttlSeconds ?? LINK_TTL_SECONDS),

    verify(key: string, fileName: string, expires: number, given: string): boolean {
      if (!isFileKey(key) || !(expires > Date.now() / 1000)) return false;
      const expected = Buffer.from(signature(key, fileName, expires));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },

    async check() {
      await mkdir(options.root, { recursive: true });
      await access(options.root, constants.W_OK);
    },
  };
}
