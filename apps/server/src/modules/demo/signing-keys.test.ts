import { statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signatureMatches } from '@console/simulator/firmware-signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { firmware } from '../../platform/db/schema';
import { createEmbeddedFileStore } from '../../platform/files/embedded-file-store';
import { attachFirmwareFiles } from './firmware-files';
import { demoSigningKeys, signingFixture, signingKeyPaths } from './signing-keys';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'demo-keys-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo signing keys', () => {
  it('generates a key pair per tenant once into DATA_DIR and reads the same back later', async () => {
    const first = demoSigningKeys(dataDir, ['panasonic', 'northmart']);
    expect(first.map((k) => k.tenantId)).toEqual(['panasonic', 'northmart']);
    expect(first[0]?.publicKey).not.toBe(first[1]?.publicKey);
    const paths = signingKeyPaths(dataDir, 'panasonic');
    expect(await readFile(paths.privateKeyPath, 'utf8')).toBe(first[0]?.privateKey);
    expect(statSync(paths.privateKeyPath).mode & 0o777).toBe(0o600);
    expect(demoSigningKeys(dataDir, ['panasonic', 'northmart'])).toEqual(first);
    expect(signingFixture(dataDir, 'panasonic')).toEqual({ tenantId: 'panasonic', ...paths });
    expect(signingFixture(dataDir, 'nobody')).toBeUndefined();
  });

  it('signs each demo image with its tenant’s key', async () => {
    const keys = demoSigningKeys(dataDir, ['panasonic', 'northmart']);
    const files = createEmbeddedFileStore({ root: join(dataDir, 'files'), secretKey: Buffer.alloc(32, 1) });
    const rows: (typeof firmware.$inferInsert)[] = ['panasonic', 'northmart'].map((tenantId) => ({
      tenantId,
      kind: 'fota',
      category: 'AC',
      brand: 'PANASONIC',
      modelNumber: 'CS-1',
      chipType: 'ESPWIFI',
      firmwareVersion: '1.0',
      imageName: `${tenantId}.ota.bin`,
      signatureName: `${tenantId}.ota.bin.sig`,
    }));
    await attachFirmwareFiles(rows, files, keys);
    for (const [i, row] of rows.entries()) {
      const image = await files.read(row.imageKey ?? '');
      const signature = await files.read(row.signatureKey ?? '');
      expect(signatureMatches(image, signature, [keys[i]?.publicKey ?? ''])).toBe(true);
      expect(signatureMatches(image, signature, [keys[1 - i]?.publicKey ?? ''])).toBe(false);
    }
  });
});
