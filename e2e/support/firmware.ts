import { sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * A signature file for an image, made with the demo tenant's private key the server names in
 * demo-fixtures.json (Ed25519 over the image bytes, as `openssl pkeyutl -sign -rawin` makes it);
 * the shared server's unless another server's fixtures are given.
 */
export function signWithDemoKey(image: Buffer, fixtures = inject('demoFixtures')): Buffer {
  const signing = fixtures.firmwareSigning;
  if (!signing) throw new Error('demo-fixtures.json names no firmware signing key');
  return sign(null, image, readFileSync(signing.privateKeyPath, 'utf8'));
}

/** The model's latest FOTA version as the server answers it (null when it has none). */
export async function latestFotaVersion(page: Page, modelNumber: string): Promise<string | null> {
  const latest = await page.request.get(
    `/simplifi/v1/fota/firmware?${new URLSearchParams({ modelNumber })}`,
    {
      headers: await authHeaders(page),
    },
  );
  return (await latest.json()).firmwareVersion ?? null;
}

const authHeaders = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
});

/**
 * Uploads a FOTA image, signed with the demo key, one version above the model's latest, so that
 * its devices (the simulated ones included, which verify the signature) are upgradable again
 * whatever other tests have already rolled out.
 */
export async function uploadNewerFota(
  page: Page,
  modelNumber: string,
  fixtures = inject('demoFixtures'),
): Promise<string> {
  const [major = 1, minor = 0] = String((await latestFotaVersion(page, modelNumber)) ?? '1.0')
    .split('.')
    .map(Number);
  const version = minor < 99 ? `${major}.${minor + 1}` : `${major + 1}.0`;
  await uploadFota(page, modelNumber, version, fixtures);
  return version;
}

/**
 * Uploads a FOTA image of this version for the model, signed with the demo key of the server the
 * page is on (`fixtures` are that server's: the shared server's unless given).
 */
export async function uploadFota(
  page: Page,
  modelNumber: string,
  version: string,
  fixtures = inject('demoFixtures'),
): Promise<void> {
  const headers = await authHeaders(page);
  const name = `e2e_${version}.ota.bin`;
  const image = Buffer.alloc(4096, 7);
  const res = await page.request.post('/simplifi/v1/fota/firmware', {
    headers,
    multipart: {
      modelNumber,
      firmwareVersion: version,
      isMandatoryVersion: 'false',
      signatureFileName: `${name}.sig`,
      image: { name, mimeType: 'application/octet-stream', buffer: image },
      signature: {
        name: `${name}.sig`,
        mimeType: 'application/octet-stream',
        buffer: signWithDemoKey(image, fixtures),
      },
    },
  });
  if (res.status() !== 200) throw new Error(`FOTA upload ${version}: ${res.status()} ${await res.text()}`);
}
