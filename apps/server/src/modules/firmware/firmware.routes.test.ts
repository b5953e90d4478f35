import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@console/contracts/messages';
import { newSigningKeyPair, signFirmware } from '@console/simulator/firmware-signature';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants, setTenantSettings } from '../../../test/fixtures';
import { deviceModels, firmware, tenants } from '../../platform/db/schema';
import { FIRMWARE_IMAGE, factoryFields, factoryFiles, signed, uploadFirmware } from './test-fixtures';

const FACTORY = '/simplifi/v1/fota/device/statistics/factory';
const FOTA = '/simplifi/v1/fota/device/statistics/fota';
const LATEST = '/simplifi/v1/fota/firmware';
const DISTRIBUTION = '/simplifi/v1/deviceManagement/devices/firmwareVersion/percentage';

let t: TestApp;
let filesDir: string;
let admin: Record<string, string>;
const image = FIRMWARE_IMAGE;

const upload = (fields: Record<string, string>, files: ReturnType<typeof factoryFiles>, headers = admin) =>
  uploadFirmware(t, headers, fields, files);
const get = (url: string, query: Record<string, string>, headers = admin) =>
  t.app.inject({ method: 'GET', url, query, headers });
const storedFiles = async () => (await readdir(join(filesDir, 'firmware')).catch(() => [])).length;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'firmware-test-'));
  t = await buildTestApp({ FILES_DIR: filesDir, FIRMWARE_MAX_MB: '0.01', PUBLIC_URL: 'http://files.test' });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'fw.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'fw.l3', roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, { userName: 'fw.l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'fw.partner3', roles: ['CUSTOMERSUPPORTL3'], tenantId: 'northmart' });
  await insertStaff(t.db, { userName: 'fw.partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await t.db.insert(deviceModels).values({
    tenantId: 'panasonic',
    modelId: 'M1',
    modelNumber: 'CS-FW-1',
    modelName: 'Test AC',
    category: 'AC',
    brand: 'PANASONIC',
    manufacturer: 'P',
    manufacturerAddress: 'Addr',
    productManagerId: 'pm',
    chipType: 'ESPWIFI',
  });
  const fleet = [
    ['d1', '2.1', 1_700_000_000],
    ['d2', '2.1', null],
    ['d3', '1.9', 1_700_000_000],
    ['d4', '1.9', 1_700_000_000],
  ] as const;
  for (const [id, version, onboardedAt] of fleet)
    await insertDevice(t.db, { deviceId: id, modelNumber: 'CS-FW-1', firmwareVersion: version, onboardedAt });
  await insertDevice(t.db, { deviceId: 'p1', tenantId: 'northmart', firmwareVersion: '2.1' });
  admin = await t.loginAs('fw.l4');
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('factory firmware', () => {
  it('stores an upload with its SHA-256, lists it with its devices, and serves it by signed link', async () => {
    const res = await upload(factoryFields, factoryFiles());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ status: 'CREATED', message: messages.factoryUploaded }]);
    const [row] = await t.db.select().from(firmware).where(eq(firmware.firmwareVersion, '2.1'));
    expect(row?.imageSha256).toBe(createHash('sha256').update(image).digest('hex'));
    expect(row?.imageKey).toMatch(/^firmware\/[0-9a-f-]{36}$/);

    const list = await get(FACTORY, { category: 'AC', brand: 'PANASONIC', chipType: 'ESPWIFI' });
    expect(list.json()).toEqual([
      expect.objectContaining({
        firmwareVersion: '2.1',
        deviceCount: 2,
        firmwareImage: 'ac.tar.gz',
        firmwareSign: 'ac.sign',
      }),
    ]);

    const links = await get('/simplifi/v1/fota/firmware/download/factory', {
      category: 'AC',
      brand: 'PANASONIC',
      version: '2.1',
    });
    expect(links.statusCode).toBe(200);
    const { url, signatureUrl } = links.json();
    expect(url).toMatch(/^http:\/\/files\.test\/files\/firmware\//);
    const file = await t.app.inject({ method: 'GET', url: url.replace('http://files.test', '') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(image)).toBe(true);
    expect(file.headers['content-disposition']).toContain('ac.tar.gz');
    const signature = await t.app.inject({
      method: 'GET',
      url: signatureUrl.replace('http://files.test', ''),
    });
    expect(signature.rawPayload.equals(signed())).toBe(true);
    const forged = url.replace('http://files.test', '').replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('refuses bad names, versions, a second copy and oversized files, storing nothing', async () => {
    const before = await storedFiles();
    const cases: [Record<string, string>, ReturnType<typeof factoryFiles>, string][] = [
      [factoryFields, factoryFiles('ac.bin'), messages.invalidFirmwareImage],
      [factoryFields, factoryFiles('ac.tar.gz', 'ac.sig'), messages.invalidSignatureFile],
      [{ ...factoryFields, firmwareVersion: '2.100' }, factoryFiles(), messages.invalidFirmwareVersion],
      [{ ...factoryFields, category: '' }, factoryFiles(), messages.categoryNameEmpty],
      [factoryFields, factoryFiles(), messages.firmwareExists],
    ];
    for (const [fields, files, message] of cases) {
      const res = await upload(fields, files);
      expect(res.statusCode, message).toBeGreaterThanOrEqual(400);
      expect(res.json().message).toBe(message);
    }
    const big = await upload({ ...factoryFields, firmwareVersion: '9.9' }, [
      { field: 'files', name: 'big.tar.gz', data: Buffer.alloc(20_000, 1) },
      { field: 'files', name: 'big.sign', data: signed() },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(messages.firmwareTooLarge);
    expect(await storedFiles()).toBe(before);
    expect(await t.db.$count(firmware)).toBe(1);
  });

  it('refuses an upload whose signature is missing, empty, garbage or by another key, storing nothing', async () => {
    const before = await storedFiles();
    const other = newSigningKeyPair();
    const fields = { ...factoryFields, firmwareVersion: '3.0' };
    const cases: [string, { field: string; name: string; data: Buffer }[]][] = [
      ['garbage', factoryFiles('ac.tar.gz', 'ac.sign', Buffer.from('sig'))],
      ['empty', factoryFiles('ac.tar.gz', 'ac.sign', Buffer.alloc(0))],
      ['another key', factoryFiles('ac.tar.gz', 'ac.sign', signFirmware(image, other.privateKey))],
      ['another image', factoryFiles('ac.tar.gz', 'ac.sign', signed(Buffer.from('another image')))],
      ['missing', factoryFiles().slice(0, 1)],
    ];
    for (const [what, files] of cases) {
      const res = await upload(fields, files);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toBe(messages.invalidSignatureFile);
    }
    expect(await storedFiles()).toBe(before);
    expect(await t.db.$count(firmware, eq(firmware.firmwareVersion, '3.0'))).toBe(0);
  });

  it('refuses a zero-byte image even with a valid signature of it', async () => {
    const empty = Buffer.alloc(0);
    const res = await upload(
      { ...factoryFields, firmwareVersion: '3.0' },
      factoryFiles('ac.tar.gz', 'ac.sign', signed(Buffer.from('x')), empty),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.invalidFirmwareImage);
  });

  it('accepts a signature by any key of the tenant: FIRMWARE_SIGNING_KEYS or stored on it', async () => {
    const configured = newSigningKeyPair();
    const dir = await mkdtemp(join(tmpdir(), 'firmware-keys-'));
    await writeFile(join(dir, 'panasonic.pem'), configured.publicKey);
    const other = await buildTestApp({ FIRMWARE_SIGNING_KEYS: `panasonic=${join(dir, 'panasonic.pem')}` });
    try {
      await insertTenants(other.db);
      await insertStaff(other.db, { userName: 'fw.l4', roles: ['CUSTOMERSUPPORTL4'] });
      const headers = await other.loginAs('fw.l4');
      const byConfigured = factoryFiles('ac.tar.gz', 'ac.sign', signFirmware(image, configured.privateKey));
      const res = await uploadFirmware(
        other,
        headers,
        { ...factoryFields, firmwareVersion: '3.1' },
        byConfigured,
      );
      expect(res.statusCode).toBe(200);
      const byStored = await uploadFirmware(
        other,
        headers,
        { ...factoryFields, firmwareVersion: '3.2' },
        factoryFiles(),
      );
      expect(byStored.statusCode).toBe(200);
    } finally {
      await other.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses every upload, however signed, for a tenant without a signing key (fails closed)', async () => {
    const [tenant] = await t.db.select().from(tenants).where(eq(tenants.id, 'panasonic'));
    const { firmwareSigningKeys: _, ...withoutKeys } = tenant!.settings;
    await setTenantSettings(t.db, 'panasonic', withoutKeys);
    try {
      const before = await storedFiles();
      const res = await upload({ ...factoryFields, firmwareVersion: '3.0' }, factoryFiles());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.firmwareNoSigningKey);
      expect(await storedFiles()).toBe(before);
    } finally {
      await setTenantSettings(t.db, 'panasonic', tenant!.settings);
    }
  });
});

describe('FOTA firmware', () => {
  const fotaFiles = (version: string) => [
    { field: 'files', name: `cs_${version}.ota.bin`, data: image },
    { field: 'files', name: `cs_${version}.ota.bin.sig`, data: signed() },
  ];
  const fota = (version: string, modelNumber = 'CS-FW-1') =>
    upload(
      { modelNumber, firmwareVersion: version, isMandatoryVersion: 'false', chipType: 'ESPWIFI' },
      fotaFiles(version),
    );

  it('takes category and brand from the model, and answers the latest version by version order', async () => {
    for (const version of ['1.9', '1.10', '1.2']) expect((await fota(version)).statusCode).toBe(200);
    const latest = await get(LATEST, { modelNumber: 'CS-FW-1' });
    expect(latest.json()).toEqual({ modelNumber: 'CS-FW-1', firmwareVersion: '1.10' });
    const list = await get(FOTA, { categoryName: 'AC', brandName: 'PANASONIC', modelNumber: 'CS-FW-1' });
    expect(
      list
        .json()
        .map((r: { firmwareVersion: string; deviceCount: number }) => [r.firmwareVersion, r.deviceCount]),
    ).toEqual([
      ['1.2', 0],
      ['1.10', 0],
      ['1.9', 2],
    ]);
  });

  it('needs a known model and the is-mandatory choice', async () => {
    expect((await fota('5.0', 'NO-SUCH')).json().message).toBe(messages.firmwareModelUnknown);
    const res = await upload({ modelNumber: 'CS-FW-1', firmwareVersion: '5.0' }, fotaFiles('5.0'));
    expect(res.json().message).toBe(messages.selectMandatory);
  });
});

describe('firmware distribution', () => {
  it('counts devices per version with onboarded ones and percentages', async () => {
    const res = await get(DISTRIBUTION, { category: 'AC', brand: 'PANASONIC' });
    expect(res.json()).toEqual({
      totalDevices: 4,
      totalOnboardedDevices: 3,
      totalFirmwareVersions: 2,
      firmwareDistribution: [
        { firmwareVersion: '2.1', count: 2, onboardedCount: 1, percentage: 50 },
        { firmwareVersion: '1.9', count: 2, onboardedCount: 2, percentage: 50 },
      ],
    });
    const missing = await get(DISTRIBUTION, { category: 'AC', brand: '' });
    expect(missing.json().message).toBe(messages.brandEmpty);
  });

  it('answers graph 6 of the Metrics Chart too: level above 2 on the main tenant', async () => {
    const query = { category: 'AC', brand: 'PANASONIC' };
    const l3 = await get(DISTRIBUTION, query, await t.loginAs('fw.l3'));
    expect(l3.statusCode).toBe(200);
    expect(l3.json().totalDevices).toBe(4);
    expect((await get(DISTRIBUTION, query, await t.loginAs('fw.l2'))).statusCode).toBe(403);
    expect((await get(DISTRIBUTION, query, await t.loginAs('fw.partner3', 'northmart'))).statusCode).toBe(
      403,
    );
    // The rest of Device Firmware stays above level 4.
    expect((await get(FACTORY, { ...query, chipType: 'ESPWIFI' }, await t.loginAs('fw.l3'))).statusCode).toBe(
      403,
    );
  });
});

describe('firmware info report', () => {
  it('gives each allowed category its versions and shares, without other tenants', async () => {
    const res = await get('/simplifi/v1/deviceManagement/devices/firmwareVersion/report', {});
    expect(res.json()).toEqual([
      { category: 'AC', firmwareVersion: '2.1', count: 2, percentage: 50 },
      { category: 'AC', firmwareVersion: '1.9', count: 2, percentage: 50 },
    ]);
    expect(
      (
        await get(
          '/simplifi/v1/deviceManagement/devices/firmwareVersion/report',
          {},
          await t.loginAs('fw.l3'),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('access', () => {
  it('needs a session and level above 4', async () => {
    const query = { category: 'AC', brand: 'PANASONIC', chipType: 'ESPWIFI' };
    expect((await get(FACTORY, query, { 'x-tenant-id': 'panasonic' })).statusCode).toBe(401);
    expect((await get(FACTORY, query, await t.loginAs('fw.l3'))).statusCode).toBe(403);
    expect((await upload(factoryFields, factoryFiles(), await t.loginAs('fw.l3'))).statusCode).toBe(403);
  });

  it('keeps other tenants and categories outside the scope invisible', async () => {
    const partner = await t.loginAs('fw.partner', 'northmart');
    expect(
      (await get(FACTORY, { category: 'AC', brand: 'PANASONIC', chipType: 'ESPWIFI' }, partner)).json(),
    ).toEqual([]);
    // Its own tenant's one device only.
    expect(
      (await get(DISTRIBUTION, { category: 'AC', brand: 'PANASONIC' }, partner)).json().totalDevices,
    ).toBe(1);
    expect((await get(FACTORY, { category: 'WM', brand: 'PANASONIC', chipType: 'ESPWIFI' })).json()).toEqual(
      [],
    );
    const outside = await upload({ ...factoryFields, category: 'WM' }, factoryFiles('wm.tar.gz', 'wm.sign'));
    expect(outside.statusCode).toBe(403);
  });
});
