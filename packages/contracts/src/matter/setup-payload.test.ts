import { describe, expect, it } from 'vitest';
import { decodeBase38, encodeBase38 } from './base38';
import { decodeSetupPayload, encodeSetupPayload, type SetupPayload } from './setup-payload';

// Reference codes produced by matter.js 0.17.9 (@matter/types QrPairingCodeCodec), an independent
// implementation of the same spec section.
const TEST_DEVICE: SetupPayload = {
  version: 0,
  vendorId: 0xfff1,
  productId: 0x8000,
  flowType: 0,
  discoveryCapabilities: 4,
  discriminator: 3840,
  passcode: 20202021,
};
const REFERENCE = [
  { code: 'MT:Y.K90AFN00KA0648G00', payload: TEST_DEVICE },
  {
    code: 'MT:4EQ15F3S02MGVH70V3P0E1KF0CEC42CBTK1.0LJ1-0LJ1.A40',
    payload: {
      ...TEST_DEVICE,
      vendorId: 4109,
      productId: 0x1234,
      discoveryCapabilities: 2,
      discriminator: 1234,
      passcode: 34567890,
      serialNumber: 'PAC2511000001',
    },
  },
];

describe('Matter QR setup payload', () => {
  it.each(REFERENCE)('encodes and decodes $code as matter.js does', ({ code, payload }) => {
    expect(encodeSetupPayload(payload)).toBe(code);
    expect(decodeSetupPayload(code)).toEqual([payload]);
  });

  it('reads a serial number written as an unsigned integer', () => {
    // matter.js: TlvObject({ serialNumber: TlvOptionalField(0, TlvUInt32) }) with 123456789
    expect(decodeSetupPayload('MT:Y.K90AFN00KA064IJ3P0A43P0X-T80O0')).toEqual([
      { ...TEST_DEVICE, serialNumber: '123456789' },
    ]);
  });

  it('reads every device of a code joined by *', () => {
    const second = { ...TEST_DEVICE, productId: 0x8001, discriminator: 100, passcode: 1234567 };
    expect(decodeSetupPayload('MT:Y.K90AFN00KA0648G00*-24J04QI14Y3QG5.000')).toEqual([TEST_DEVICE, second]);
  });

  it('refuses what is not a Matter QR code', () => {
    for (const text of [
      'Y.K90AFN00KA0648G00',
      'MT:',
      'MT:Y.K90AFN00KA06',
      'MT:Y.K90AFN00KA0648G0a',
      'MT:Y',
    ]) {
      expect(decodeSetupPayload(text)).toBeNull();
    }
    // A header followed by data that is not a TLV structure.
    expect(
      decodeSetupPayload(`MT:${encodeBase38(Uint8Array.from([...new Uint8Array(11), 0x2c]))}`),
    ).toBeNull();
  });

  it('refuses a field that does not fit and a serial over 32 bytes', () => {
    expect(() => encodeSetupPayload({ ...TEST_DEVICE, discriminator: 4096 })).toThrow(RangeError);
    expect(() => encodeSetupPayload({ ...TEST_DEVICE, vendorId: 65536 })).toThrow(RangeError);
    expect(() => encodeSetupPayload({ ...TEST_DEVICE, serialNumber: 'X'.repeat(33) })).toThrow(RangeError);
  });

  it('base-38 round-trips every length and refuses a chunk too large', () => {
    for (let n = 0; n < 12; n++) {
      const bytes = Uint8Array.from({ length: n }, () => Math.floor(Math.random() * 256));
      expect(decodeBase38(encodeBase38(bytes))).toEqual(bytes);
    }
    expect(decodeBase38('..')).toBeNull(); // 37 + 37·38 = 1443 > 255
    expect(decodeBase38('123')).toBeNull(); // no chunk has three characters
  });
});
