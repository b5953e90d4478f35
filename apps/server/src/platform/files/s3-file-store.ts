import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  attachment,
  checkFileKey,
  type FileStore,
  LINK_TTL_SECONDS,
  measure,
  measureBuffer,
  newFileKey,
} from './file-store';

export interface S3Settings {
  bucket: string;
  /** Unset: the SDK's own (AWS_REGION, the shared config file). */
  region?: string;
  /** An S3-compatible store (MinIO, Ceph); unset: AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
}

/** Credentials come from the SDK's default chain (AWS_* variables, shared files, the instance role). */
export const createS3Client = (s3: S3Settings) =>
  new S3Client({ region: s3.region, endpoint: s3.endpoint, forcePathStyle: s3.forcePathStyle });

const BINARY = 'application/octet-stream';

/**
 * The file store in an S3 bucket, under the same generated keys. Downloads are pre-signed GET URLs
 * that name the download in Content-Disposition; the link goes to the bucket, not through us.
 */
export function createS3FileStore(options: { client: S3Client; bucket: string }): FileStore {
  const { client, bucket } = options;
  const object = (key: string) => ({ Bucket: bucket, Key: checkFileKey(key) });
  const body = async (key: string) => {
    const { Body } = await client.send(new GetObjectCommand(object(key)));
    if (!Body) throw new Error(`no body for ${key}`);
    return Body;
  };

  return {
    /**
     * Streams into the bucket while hashing and counting (a single PUT up to 5 MB, else a
     * multipart upload, two parts in flight at most). Past `maxBytes` the body fails: a single
     * PUT is never sent and a multipart upload is aborted, so nothing is kept.
     */
    async save(source, prefix, maxBytes) {
      const key = newFileKey(prefix);
      const meter = measure(maxBytes);
      const through = new PassThrough();
      const upload = new Upload({
        client,
        params: { ...object(key), Body: through, ContentType: BINARY },
        queueSize: 2,
      });
      const [piped, uploaded] = await Promise.allSettled([
        pipeline(source, meter.step, through),
        // A failed upload stops reading: end the pipe too, or the request body would stall.
        upload.done().catch((error: unknown) => {
          through.destroy(error as Error);
          throw error;
        }),
      ]);
      if (piped.status === 'rejected') throw piped.reason;
      if (uploaded.status === 'rejected') throw uploaded.reason;
      return { key, ...meter.result() };
    },

    async saveBuffer(buffer, prefix) {
      const key = newFileKey(prefix);
      await client.send(new PutObjectCommand({ ...object(key), Body: buffer, ContentType: BINARY }));
      return { key, ...measureBuffer(buffer) };
    },

    read: async (key) => Buffer.from(await (await body(key)).transformToByteArray()),
    // In Node the SDK's body is the HTTP response stream.
    open: async (key) => (await body(key)) as Readable,
    size: async (key) => (await client.send(new HeadObjectCommand(object(key)))).ContentLength ?? 0,
    remove: async (key) => {
      await client.send(new DeleteObjectCommand(object(key)));
    },

    downloadUrl: (key, fileName, link) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          ...object(key),
          ResponseContentDisposition: attachment(fileName),
          ResponseContentType: BINARY,
        }),
        { expiresIn: link.ttlSeconds ?? LINK_TTL_SECONDS },
      ),

    // Its links are S3's own: no `/files/` link is ever this store's.
    verify: () => false,

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
