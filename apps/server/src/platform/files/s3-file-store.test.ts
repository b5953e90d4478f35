import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server } from '../../../test/s3-server';
import { attachment, type FileStore, FileTooLargeError } from './file-store';
import { createS3FileStore } from './s3-file-store';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let store: FileStore;
const MB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const chunked = (data: Buffer, size = 64 * 1024) =>
  Readable.from(
    Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size)),
  );
const keysUnder = async (prefix: string) =>
  (
    (await s3.client().send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${prefix}/` })))
      .Contents ?? []
  ).map((o) => o.Key);

beforeAll(async () => {
  s3 = await startS3Server();
  store = createS3FileStore({ client: s3.client(), bucket: s3.bucket });
});
afterAll(() => s3.close());

describe('S3 file store', () => {
  it('streams a file in under a generated key with its size and SHA-256, reads it back and deletes it', async () => {
    const data = Buffer.from('firmware image bytes '.repeat(5000));
    const stored = await store.save(chunked(data), 'firmware', MB);
    expect(stored).toEqual({
      key: expect.stringMatching(/^firmware\/[0-9a-f-]{36}$/),
      size: data.length,
      sha256: sha256(data),
    });
    expect((await store.read(stored.key)).equals(data)).toBe(true);
    expect((await buffer(await store.open(stored.key))).equals(data)).toBe(true);
    expect(await store.size(stored.key)).toBe(data.length);

    await store.remove(stored.key);
    await expect(store.read(stored.key)).rejects.toThrow();
    await expect(store.remove(stored.key)).resolves.toBeUndefined();
  });

  it('stores a buffer, and a file past one part (multipart upload)', async () => {
    const small = await store.saveBuffer(Buffer.from('sig'), 'signatures');
    expect(small).toMatchObject({ size: 3, sha256: sha256(Buffer.from('sig')) });
    expect((await store.read(small.key)).toString()).toBe('sig');

    const big = Buffer.alloc(6 * MB + 123, 7);
    big.write('head', 0);
    const stored = await store.save(chunked(big), 'big', 8 * MB);
    expect(stored).toMatchObject({ size: big.length, sha256: sha256(big) });
    expect(sha256(await store.read(stored.key))).toBe(sha256(big));
  });

  it('keeps nothing of a file past its limit, in one part or several', async () => {
    await expect(store.save(chunked(Buffer.alloc(2000)), 'too-large', 1000)).rejects.toThrow(
      FileTooLargeError,
    );
    await expect(store.save(chunked(Buffer.alloc(7 * MB)), 'too-large', 6 * MB)).rejects.toThrow(
      FileTooLargeError,
    );
    expect(await keysUnder('too-large')).toEqual([]);
  });

  it('never takes a key it did not make', async () => {
    await expect(store.read('../etc/passwd')).rejects.toThrow('not a file key');
    await expect(store.save(chunked(Buffer.from('x')), 'Bad/Prefix', 10)).rejects.toThrow('bad file prefix');
  });

  it('links by pre-signed URL that downloads under the file name, and refuses a changed one', async () => {
    const data = Buffer.from('image');
    const { key } = await store.saveBuffer(data, 'firmware');
    const name = 'AC 2.1 "ü".tar.gz';
    const url = await store.downloadUrl(key, name, { origin: 'http://ignored.test' });
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(attachment(name));
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);

    const otherName = new URL(url);
    otherName.searchParams.set('response-content-disposition', attachment('other.tar.gz'));
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '604000');
    const forged = url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`);
    for (const changed of [otherName.href, longer.href, forged])
      expect((await fetch(changed)).status).toBe(403);
    expect(store.verify(key, name, Date.now() / 1000 + 60, 'x')).toBe(false);
  });

  it('makes links that stop working once they expire', async () => {
    const { key } = await store.saveBuffer(Buffer.from('image'), 'firmware');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 3600_000);
    const url = await store.downloadUrl(key, 'a.bin', { origin: '', ttlSeconds: 1800 });
    vi.useRealTimers();
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('1800');
    const res = await fetch(url);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
  });
});
