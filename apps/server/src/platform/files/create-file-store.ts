import type { Config } from '../config/config';
import { createEmbeddedFileStore } from './embedded-file-store';
import type { FileStore } from './file-store';

/** The configured file store: S3 when `config.s3` is set (FILE_STORE=s3 or S3_BUCKET), else the directory. */
export function createFileStore(config: Pick<Config, 's3' | 'filesDir'>, secretKey: Buffer): FileStore {
  const s3 = config.s3;
  if (!s3) return createEmbeddedFileStore({ root: config.filesDir, secretKey });
  // The AWS SDK is some 20 MB of a process's memory: loaded only by a server that uses S3.
  const loading = import('./s3-file-store').then((m) =>
    m.createS3FileStore({ client: m.createS3Client(s3), bucket: s3.bucket }),
  );
  const store = () => loading;
  return {
    save: async (source, prefix, maxBytes) => (await store()).save(source, prefix, maxBytes),
    saveBuffer: async (buffer, prefix) => (await store()).saveBuffer(buffer, prefix),
    read: async (key) => (await store()).read(key),
    open: async (key) => (await store()).open(key),
    size: async (key) => (await store()).size(key),
    remove: async (key) => (await store()).remove(key),
    downloadUrl: async (key, fileName, link) => (await store()).downloadUrl(key, fileName, link),
    // S3 downloads are pre-signed S3 links: no `/files/...` link is ever this store's.
    verify: () => false,
    check: async () => (await store()).check(),
  };
}
