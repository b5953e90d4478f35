import type { Config } from '../config/config';
import { createEmbeddedFileStore } from './embedded-file-store';
import type { FileStore } from './file-store';
import { createS3Client, createS3FileStore } from './s3-file-store';

/** The configured file store: S3 when `config.s3` is set (FILE_STORE=s3 or S3_BUCKET), else the directory. */
export function createFileStore(config: Pick<Config, 's3' | 'filesDir'>, secretKey: Buffer): FileStore {
  if (config.s3) return createS3FileStore({ client: createS3Client(config.s3), bucket: config.s3.bucket });
  return createEmbeddedFileStore({ root: config.filesDir, secretKey });
}
