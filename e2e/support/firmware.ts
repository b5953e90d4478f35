import type { Page } from 'playwright-core';

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
 * Uploads a FOTA image one version above the model's latest, so that its devices (the simulated
 * ones included) are upgradable again whatever other tests have already rolled out.
 */
export async function uploadNewerFota(page: Page, modelNumber: string): Promise<string> {
  const headers = await authHeaders(page);
  const [major = 1, minor = 0] = String((await latestFotaVersion(page, modelNumber)) ?? '1.0')
    .split('.')
    .map(Number);
  const version = minor < 99 ? `${major}.${minor + 1}` : `${major + 1}.0`;
  const name = `e2e_${version}.ota.bin`;
  const res = await page.request.post('/simplifi/v1/fota/firmware', {
    headers,
    multipart: {
      modelNumber,
      firmwareVersion: version,
      isMandatoryVersion: 'false',
      signatureFileName: `${name}.sig`,
      image: { name, mimeType: 'application/octet-stream', buffer: Buffer.alloc(4096, 7) },
      signature: { name: `${name}.sig`, mimeType: 'application/octet-stream', buffer: Buffer.from('sig') },
    },
  });
  if (res.status() !== 200) throw new Error(`FOTA upload ${version}: ${res.status()} ${await res.text()}`);
  return version;
}
