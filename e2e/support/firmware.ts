import type { Page } from 'playwright-core';

/**
 * Uploads a FOTA image one version above the model's latest, so that its devices (the simulated
 * ones included) are upgradable again whatever other tests have already rolled out.
 */
export async function uploadNewerFota(page: Page, modelNumber: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const latest = await page.request.get(
    `/simplifi/v1/fota/firmware?${new URLSearchParams({ modelNumber })}`,
    {
      headers,
    },
  );
  const [major = 1, minor = 0] = String((await latest.json()).firmwareVersion ?? '1.0')
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
