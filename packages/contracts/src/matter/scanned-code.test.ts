import { describe, expect, it } from 'vitest';
import { readScannedCode } from './scanned-code';
import { encodeSetupPayload } from './setup-payload';

const payload = {
  version: 0,
  vendorId: 4109,
  productId: 0x1234,
  flowType: 0,
  discoveryCapabilities: 2,
  discriminator: 1234,
  passcode: 34567890,
};

describe('readScannedCode', () => {
  it('takes a plain scan as the value itself', () => {
    expect(readScannedCode('  PAC2511000001 ')).toEqual({ kind: 'plain', value: 'PAC2511000001' });
    expect(readScannedCode('MTX2511000001')).toEqual({ kind: 'plain', value: 'MTX2511000001' });
  });

  it('resolves a model-id based code to the serial it carries, MT; read as MT:', () => {
    const code = encodeSetupPayload({ ...payload, serialNumber: 'PAC2511000001' });
    expect(readScannedCode(code)).toEqual({ kind: 'modelId', serial: 'PAC2511000001' });
    expect(readScannedCode(code.replace('MT:', 'MT;'))).toEqual({ kind: 'modelId', serial: 'PAC2511000001' });
  });

  it('gives no serial for a code without one or one that does not decode', () => {
    expect(readScannedCode(encodeSetupPayload(payload))).toEqual({ kind: 'modelId', serial: null });
    expect(readScannedCode('MT:not-base38!')).toEqual({ kind: 'modelId', serial: null });
  });
});
