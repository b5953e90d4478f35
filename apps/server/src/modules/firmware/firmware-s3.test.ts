import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { messages } from '@console/contracts/messages';
import { DEFAULT_PRIORITY } from '@console/contracts/rollouts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { startS3Server } from '../../../test/s3-server';
import { firmware } from '../../platform/db/schema';
import { FOTA_IMAGE, fotaCommand, insertFotaFirmware, insertModel } from '../rollouts/test-fixtures';
import { findFotaImage } from './firmware.queries';
import { FIRMWARE_IMAGE, factoryFields, factoryFiles, signed, uploadFirmware } from './test-fixtures';

/* Firmware files in an S3 bucket (FILE_STORE=s3): upload, download links, FOTA command links. */

let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let admin: Record<string, string>;
const objectCount = async () =>
  (await s3.client().send(new ListObjectsV2Command({ Bucket: s3.bucket }))).KeyCount ?? 0;

beforeAll(async () => {
  s3 = await startS3Server();
  for (const [name, value] of Object.entries(s3.awsEnv)) vi.stubEnv(name, value);
  t = await buildTestApp({ ...s3.env, FIRMWARE_MAX_MB: '0.01', PUBLIC_URL: 'http://files.test' });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 's3.l4', roles: ['CUSTOMERSUPPORTL4'] });
  admin = await t.loginAs('s3.l4');
});
afterAll(async () => {
  await t.close();
  await s3.close();
  vi.unstubAllEnvs();
});

describe('firmware files in S3', () => {
  it('stores an upload in the bucket and answers pre-signed links that download it', async () => {
    const res = await uploadFirmware(t, admin, factoryFields, factoryFiles());
    expect(res.json()).toEqual([{ status: 'CREATED', message: messages.factoryUploaded }]);
    const [row] = await t.db.select().from(firmware).where(eq(firmware.firmwareVersion, '2.1'));
    const head = await s3
      .client()
      .send(new HeadObjectCommand({ Bucket: s3.bucket, Key: row?.imageKey ?? '' }));
    expect(head.ContentLength).toBe(FIRMWARE_IMAGE.length);

    const links = await t.app.inject({
      method: 'GET',
      url: '/simplifi/v1/fota/firmware/download/factory',
      headers: admin,
      query: { category: 'AC', brand: 'PANASONIC', version: '2.1' },
    });
    const { url, signatureUrl } = links.json();
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/${row?.imageKey}?`)).toBe(true);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(FIRMWARE_IMAGE)).toBe(true);
    expect(file.headers.get('content-disposition')).toContain('filename="ac.tar.gz"');
    expect(await (await fetch(signatureUrl)).text()).toBe(signed().toString());
    // The embedded store's route knows none of these files.
    const key = row?.imageKey ?? '';
    const local = await t.app.inject({
      method: 'GET',
      url: `/files/${key}?name=ac.tar.gz&expires=${Math.floor(Date.now() / 1000) + 60}&signature=x`,
    });
    expect(local.statusCode).toBe(403);
  });

  it('keeps nothing in the bucket from a refused, badly signed or oversized upload', async () => {
    const before = await objectCount();
    const badName = await uploadFirmware(
      t,
      admin,
      { ...factoryFields, firmwareVersion: '3.0' },
      factoryFiles('ac.bin'),
    );
    expect(badName.json().message).toBe(messages.invalidFirmwareImage);
    const badSignature = await uploadFirmware(
      t,
      admin,
      { ...factoryFields, firmwareVersion: '3.0' },
      factoryFiles('ac.tar.gz', 'ac.sign', Buffer.from('sig')),
    );
    expect(badSignature.json().message).toBe(messages.invalidSignatureFile);
    const big = await uploadFirmware(t, admin, { ...factoryFields, firmwareVersion: '3.1' }, [
      { field: 'files', name: 'big.tar.gz', data: Buffer.alloc(20_000, 1) },
      { field: 'files', name: 'big.sign', data: Buffer.from('s') },
    ]);
    expect(big.statusCode).toBe(413);
    expect(await objectCount()).toBe(before);
  });

  it('puts a link in FOTA commands that downloads the image from the bucket for a day', async () => {
    await insertModel(t.db, 'CS-S3-1');
    await insertFotaFirmware(t.deps, 'CS-S3-1', '1.5');
    const image = await findFotaImage(t.db, 'panasonic', 'CS-S3-1', '1.5');
    const command = await fotaCommand(t.deps.files, image, {
      origin: 'http://files.test',
      priority: DEFAULT_PRIORITY,
    });
    expect(new URL(command.url).searchParams.get('X-Amz-Expires')).toBe('86400');
    const file = await fetch(command.url);
    expect(Buffer.from(await file.arrayBuffer()).equals(FOTA_IMAGE)).toBe(true);
    expect(file.headers.get('content-disposition')).toContain('filename="CS-S3-1-1.5.ota.bin"');
  });
});
