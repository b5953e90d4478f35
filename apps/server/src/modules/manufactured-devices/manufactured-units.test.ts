import { decodeManualCode, decodeSetupPayload } from '@console/contracts/matter';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertTenants } from '../../../test/fixtures';
import { manufacturedDevices } from '../../platform/db/schema';
import { insertModel } from '../device-models/model-test-fixtures';
import { onboardingCodes } from './onboarding';
import { insertUnit } from './test-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertModel(t.db, {
    modelId: 'MT0001',
    isMatterEnabled: true,
    vendorId: 4447,
    productId: 0x8001,
    matterPid: '0x8001',
  });
  await insertModel(t.db, { modelId: 'MT0002', modelNumber: 'NUM-MT0002' });
  await insertUnit(t.db, { deviceId: 'U01', discriminator: 2976, passcode: 34567890 });
  await insertUnit(t.db, { deviceId: 'U02', modelId: 'MT0002', modelNumber: 'NUM-MT0002' });
  await insertUnit(t.db, { deviceId: 'U03', tenantId: 'northmart' });
});

afterAll(async () => {
  await t?.close();
});

describe('manufactured units', () => {
  it('keeps the passcode sealed at rest and opens it for the unit found by PSN, serial or device id', async () => {
    const [stored] = await t.db
      .select()
      .from(manufacturedDevices)
      .where(eq(manufacturedDevices.deviceId, 'U01'));
    expect(stored?.passcodeEnc).toMatch(/^v1\./);
    expect(stored?.passcodeEnc).not.toContain('34567890');
    for (const serial of ['PSNU01', 'SNU01', 'U01', ' PSNU01 ']) {
      const unit = await t.deps.manufacturedUnits.find({ tenantId: 'panasonic', serial });
      expect(unit).toMatchObject({
        deviceId: 'U01',
        passcode: 34567890,
        discriminator: 2976,
        vendorId: 4447,
        productId: 0x8001,
      });
      expect(unit).not.toHaveProperty('passcodeEnc');
    }
  });

  it('finds a unit only in its tenant and, when asked, of its model', async () => {
    const find = t.deps.manufacturedUnits.find;
    expect(await find({ tenantId: 'panasonic', serial: 'PSNU03' })).toBeUndefined();
    expect(await find({ tenantId: 'northmart', serial: 'PSNU03' })).toMatchObject({ deviceId: 'U03' });
    expect(await find({ tenantId: 'panasonic', serial: 'PSNU01', modelId: 'MT0002' })).toBeUndefined();
    expect(await find({ tenantId: 'panasonic', serial: 'PSNU01', modelId: 'MT0001' })).toMatchObject({
      deviceId: 'U01',
    });
    expect(await find({ tenantId: 'panasonic', serial: '' })).toBeUndefined();
  });

  it('builds the label codes of a Matter unit from its record, none for a model that is not Matter', async () => {
    const units = t.deps.manufacturedUnits;
    const unit = await units.find({ tenantId: 'panasonic', serial: 'PSNU01' });
    const codes = unit && units.codesOf(unit);
    expect(decodeSetupPayload(codes?.qrString ?? '')).toEqual([
      {
        version: 0,
        vendorId: 4447,
        productId: 0x8001,
        flowType: 0,
        discoveryCapabilities: 2,
        discriminator: 2976,
        passcode: 34567890,
        serialNumber: 'PSNU01',
      },
    ]);
    // The matter.js vector for discriminator 2976 and passcode 34567890.
    expect(codes?.manualCode).toBe('26318621095');
    expect(decodeManualCode(codes?.manualCode ?? '')).toEqual({ shortDiscriminator: 11, passcode: 34567890 });
    const plain = await units.find({ tenantId: 'panasonic', serial: 'PSNU02' });
    expect(plain).toMatchObject({ isMatter: false, vendorId: null, productId: null });
    expect(plain && units.codesOf(plain)).toBeNull();
  });

  it("prints the 21-digit manual code, with the unit's vendor and product id, for a non-standard flow", () => {
    const unit = { vendorId: 0xfff1, productId: 0x8001, discriminator: 3840, passcode: 20202021 };
    expect(onboardingCodes(unit).manualCode).toBe('34970112332');
    for (const flowType of [1, 2]) {
      const { qrString, manualCode } = onboardingCodes({ ...unit, flowType });
      expect(manualCode).toBe('749701123365521327694');
      expect(decodeSetupPayload(qrString)?.[0]?.flowType).toBe(flowType);
    }
  });

  it('draws new onboarding data in range, the passcode sealed', () => {
    const { discriminator, passcodeEnc } = t.deps.manufacturedUnits.newOnboarding();
    expect(discriminator).toBeGreaterThanOrEqual(0);
    expect(discriminator).toBeLessThanOrEqual(0xfff);
    expect(passcodeEnc).toMatch(/^v1\./);
  });
});
