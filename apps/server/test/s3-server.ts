import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import S3rver, { type S3rverContext } from 's3rver';

// s3rver's own account.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'us-east-1';

/**
 * A real S3-protocol server for tests: s3rver on a free loopback port over a temp directory, with
 * one bucket. s3rver checks a pre-signed URL's expiry but not its SigV4 signature, so a step in
 * front of it does: it signs the same request again and refuses a URL whose signature differs.
 */
export async function startS3Server(bucket = 'console-files') {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  server.middleware.unshift(refuseBadPresignedSignature);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** The server's S3 settings, as a deployment sets them. */
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** The AWS variables the SDK's default chain reads the credentials from. */
    awsEnv: {
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    client: () => new S3Client({ region, endpoint, forcePathStyle: true, credentials }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function refuseBadPresignedSignature(ctx: S3rverContext, next: () => Promise<void>) {
  const url = new URL(ctx.url, `http://${ctx.host}`);
  const given = url.searchParams.get('X-Amz-Signature');
  if (given && given !== (await signatureFor(ctx.method, url))) {
    ctx.status = 403;
    ctx.body = '<Error><Code>SignatureDoesNotMatch</Code></Error>';
    return;
  }
  await next();
}

async function signatureFor(method: string, url: URL) {
  const query = Object.fromEntries(url.searchParams);
  delete query['X-Amz-Signature'];
  const date = (query['X-Amz-Date'] ?? '').replace(
    /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/,
    '$1-$2-$3T$4:$5:$6Z',
  );
  const presigner = new S3RequestPresigner({ credentials, region, service: 's3', sha256: Sha256 });
  const signed = await presigner.presign(
    {
      method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query,
      headers: { host: url.host },
    },
    { signingDate: new Date(date), expiresIn: Number(query['X-Amz-Expires']) },
  );
  return signed.query?.['X-Amz-Signature'];
}

/** SHA-256 and HMAC-SHA256 in the shape the SDK's signer takes. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const bytes = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);
