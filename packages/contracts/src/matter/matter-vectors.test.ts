import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase38 } from './base38';
import { decodeManualCode, encodeManualCode, manualCodeCarriesIds } from './manual-code';
import { generatePasscode, isValidPasscode, PASSCODE_MAX } from './passcode';
import { decodeSetupPayload, encodeSetupPayload, type SetupPayload } from './setup-payload';
import { readSerialNumber, serialNumberTlv } from './tlv';
import { hasValidCheckDigit, verhoeffCheckDigit } from './verhoeff';

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

// connectedhomeip src/setup_payload/tests/TestHelpers.h: kDefaultPayloadQRCode and GetDefaultPayload()
// (version 0, vendor 12, product 1, standard flow, soft-AP, discriminator 128, passcode 2048).
const CHIP_DEFAULT: SetupPayload = {
  version: 0,
  vendorId: 12,
  productId: 1,
  flowType: 0,
  discoveryCapabilities: 1,
  discriminator: 128,
  passcode: 2048,
};

describe('Matter QR payload against the published vectors', () => {
  it('encodes and decodes connectedhomeip kDefaultPayloadQRCode', () => {
    expect(encodeSetupPayload(CHIP_DEFAULT)).toBe('MT:M5L90MP500K64J00000');
    expect(decodeSetupPayload('MT:M5L90MP500K64J00000')).toEqual([CHIP_DEFAULT]);
  });

  it('reads a code of several devices (connectedhomeip TestSetupPayload TestFromStringMultiplePayloads)', () => {
    const payloads = decodeSetupPayload(
      'MT:M5L90MP500K64J00000*M5L90U.D010K4J00000*M5L900CM02IX4J00000*M5L908OU03-85J00000',
    );
    expect(payloads).toEqual(
      [0, 1, 2, 3].map((i) => ({ ...CHIP_DEFAULT, discriminator: 128 + i, passcode: 2048 + i })),
    );
  });

  it('refuses the whole code when one device has an invalid passcode (TestFromStringInvalidValues)', () => {
    for (const code of [
      '',
      'MT:M5L90MP500W-GT68D20',
      'MT:M5L90MP500K64J00000*M5L90MP500W-GT68D20',
      'MT:M5L90MP500W-GT68D20*M5L90MP500K64J00000',
      'AT:M5L90MP500K64J00000',
    ]) {
      expect(decodeSetupPayload(code)).toBeNull();
    }
  });

  it('encodes and decodes matter.js QrPairingCodeCodec QR_CODE', () => {
    // matter.js packages/types/test/schema/PairingCodeSchemaTest.ts: vendor 9050, product 65279, BLE.
    const data: SetupPayload = {
      version: 0,
      vendorId: 9050,
      productId: 65279,
      flowType: 0,
      discoveryCapabilities: 2,
      discriminator: 2976,
      passcode: 34567890,
    };
    expect(encodeSetupPayload(data)).toBe('MT:YNJV7VSC00CMVH7SR00');
    expect(decodeSetupPayload('MT:YNJV7VSC00CMVH7SR00')).toEqual([data]);
    // The same test's QR_CODE_TLV carries bytes 01 02 03, which are not a TLV structure: refused here.
    expect(decodeSetupPayload('MT:YNJV7VSC00CMVH7E4810AK00')).toBeNull();
  });

  it('writes and reads the serial number TLV as matter.js and the Core spec example do', () => {
    // matter.js PairingCodeSchemaTest "Encode/Decode TlvData" (the first and third from the spec).
    expect(toHex(serialNumberTlv('1234567890'))).toBe('152c000a3132333435363738393018');
    expect(readSerialNumber(hex('152C000A3132333435363738393018'))).toBe('1234567890');
    expect(readSerialNumber(hex('152600d202964918'))).toBe('1234567890');
    expect(readSerialNumber(hex('152C810656656E646F722C000A3132333435363738393018'))).toBe('1234567890');
  });

  it('refuses other versions, invalid passcodes, wrong lengths and characters outside base-38', () => {
    const chipVersion5 = 'MT:R5L90MP500K64J00000'; // the older connectedhomeip default had version 5
    expect(decodeBase38(chipVersion5.slice(3))).not.toBeNull();
    expect(decodeSetupPayload(chipVersion5)).toBeNull();
    const good = encodeSetupPayload({ ...CHIP_DEFAULT, passcode: 20202021 });
    expect(decodeSetupPayload(`${good.slice(0, -1)} `)).toBeNull(); // TestQRCode wrong character set
    expect(decodeSetupPayload(good.slice(0, -1))).toBeNull(); // wrong length
    expect(decodeSetupPayload(`${good}*`)).toBeNull(); // an empty device after *
    for (const passcode of [0, 11111111, 22222222, 88888888, 12345678, 87654321, 99999999, 2 ** 27 - 1]) {
      expect(() => encodeSetupPayload({ ...CHIP_DEFAULT, passcode })).toThrow(RangeError);
    }
    expect(() => encodeSetupPayload({ ...CHIP_DEFAULT, version: 1 })).toThrow(RangeError);
  });
});

// connectedhomeip src/setup_payload/tests/TestManualCode.cpp builds its expected codes as the digits
// below plus Verhoeff10::ComputeCheckChar; matter.js ManualPairingCodeCodec tests give whole codes.
describe('Matter manual pairing code against the published vectors', () => {
  it('checks the Verhoeff digit as the published codes carry it', () => {
    expect(verhoeffCheckDigit('236')).toBe('3'); // the textbook example
    for (const code of ['26318621095', '16043714310', '00852607537', '00204800002']) {
      expect(hasValidCheckDigit(code)).toBe(true);
    }
    expect(hasValidCheckDigit('02684354589')).toBe(false); // TestPayloadParser_InvalidEntry
  });

  it('encodes and decodes the matter.js and connectedhomeip 11-digit codes', () => {
    const cases = [
      { discriminator: 2976, short: 11, passcode: 34567890, code: '26318621095' }, // matter.js
      { discriminator: 2001, short: 7, passcode: 23456789, code: '16043714310' }, // matter.js
      { discriminator: 128, short: 0, passcode: 2048, code: '00204800002' }, // chip TestFromStringNumericCode
      { discriminator: 2560, short: 10, passcode: 12345679, code: '2412950753' }, // chip PartialPayload
    ];
    for (const { discriminator, short, passcode, code } of cases) {
      const full = code.length === 10 ? code + verhoeffCheckDigit(code) : code;
      expect(encodeManualCode({ discriminator, passcode })).toBe(full);
      expect(decodeManualCode(full)).toEqual({ shortDiscriminator: short, passcode });
    }
    // chip FullPayloadWithoutZeros_DoesNotRequireCustomFlow: a standard flow ignores vendor and product.
    expect(
      encodeManualCode({ discriminator: 2560, passcode: 12345679, vendorId: 45367, productId: 14526 }),
    ).toBe(`2412950753${verhoeffCheckDigit('2412950753')}`);
    // Groups separated by dashes read the same (TestPayloadParser_FullPayload).
    expect(decodeManualCode('2631-862-1095')).toEqual({ shortDiscriminator: 11, passcode: 34567890 });
  });

  it('gives the standard flow the 11-digit code and the user-intent and custom flows the 21-digit one', () => {
    // connectedhomeip's test device (passcode 20202021, discriminator 3840, vendor 0xFFF1, product
    // 0x8001): its standard code, and the long code the chip-tool guide pairs with.
    const device = { discriminator: 3840, passcode: 20202021, vendorId: 0xfff1, productId: 0x8001 };
    expect(encodeManualCode({ ...device, flowType: 0 })).toBe('34970112332');
    expect(encodeManualCode({ ...device, flowType: 1 })).toBe('749701123365521327694');
    expect(encodeManualCode({ ...device, flowType: 2 })).toBe('749701123365521327694');
    expect(decodeManualCode('749701123365521327694')).toEqual({
      shortDiscriminator: 15,
      passcode: 20202021,
      vendorId: 65521,
      productId: 32769,
    });
    expect(manualCodeCarriesIds(0)).toBe(false);
    expect(manualCodeCarriesIds(undefined)).toBe(false);
    expect(manualCodeCarriesIds(1)).toBe(true);
    expect(manualCodeCarriesIds(2)).toBe(true);
    // A long code cannot be made without the ids it carries.
    expect(() => encodeManualCode({ discriminator: 3840, passcode: 20202021, flowType: 1 })).toThrow(
      RangeError,
    );
  });

  it('encodes and decodes the 21-digit codes of a custom flow with vendor and product id', () => {
    const base = { discriminator: 2560, passcode: 12345679, flowType: 2 };
    for (const [vendorId, productId, digits] of [
      [0, 0, '64129507530000000000'],
      [1, 1, '64129507530000100001'],
      [45367, 14526, '64129507534536714526'],
    ] as const) {
      const full = digits + verhoeffCheckDigit(digits);
      expect(encodeManualCode({ ...base, vendorId, productId })).toBe(full);
      expect(decodeManualCode(full)).toEqual({
        shortDiscriminator: 10,
        passcode: 12345679,
        vendorId,
        productId,
      });
    }
    const parsed = [
      ['52927623630456200032', { shortDiscriminator: 5, passcode: 38728284, vendorId: 4562, productId: 32 }],
      ['40000100000000100001', { shortDiscriminator: 0, passcode: 1, vendorId: 1, productId: 1 }],
    ] as const;
    for (const [digits, expected] of parsed) {
      expect(decodeManualCode(digits + verhoeffCheckDigit(digits))).toEqual(expected);
    }
  });

  it('refuses wrong lengths, characters, check digits and invalid passcodes', () => {
    const withCheck = (d: string) => d + verhoeffCheckDigit(d.replace(/\D/g, ''));
    for (const text of [
      '',
      withCheck('2456'), // too short
      withCheck('123456789123456785671'), // too long for a long code
      withCheck('12749875380'), // too long for a short code
      withCheck('23456789123456785610'), // short-code flag on a long code
      withCheck('24184.2196'), // a character that is not a digit
      withCheck('2327680000'), // passcode 0
      '02684354589', // wrong check digit
      '01120767810', // passcode 11111111 (connectedhomeip TestFromStringInvalidValues)
      '00852607537', // passcode 12345678: a right check digit, a passcode Matter forbids (matter.js vector)
    ]) {
      expect(decodeManualCode(text)).toBeNull();
    }
    expect(() => encodeManualCode({ discriminator: 10, passcode: 12345678 })).toThrow(RangeError);
    expect(() => encodeManualCode({ discriminator: 10, passcode: PASSCODE_MAX + 1 })).toThrow(RangeError);
  });
});

const validPasscode = fc.integer({ min: 1, max: PASSCODE_MAX }).filter(isValidPasscode);
const payloadArb = fc.record(
  {
    version: fc.constant(0),
    vendorId: fc.integer({ min: 0, max: 0xffff }),
    productId: fc.integer({ min: 0, max: 0xffff }),
    flowType: fc.integer({ min: 0, max: 2 }),
    discoveryCapabilities: fc.integer({ min: 0, max: 0xff }),
    discriminator: fc.integer({ min: 0, max: 0xfff }),
    passcode: validPasscode,
    serialNumber: fc.oneof(
      fc.string({ minLength: 1, maxLength: 32, unit: 'grapheme-ascii' }),
      fc.string({ minLength: 1, maxLength: 4, unit: 'grapheme' }),
    ),
  },
  {
    requiredKeys: [
      'version',
      'vendorId',
      'productId',
      'flowType',
      'discoveryCapabilities',
      'discriminator',
      'passcode',
    ],
  },
);

describe('Matter codes, properties', () => {
  it('decodes every QR payload it encodes to the same payload', () => {
    fc.assert(
      fc.property(payloadArb, (payload) => {
        expect(decodeSetupPayload(encodeSetupPayload(payload))).toEqual([payload]);
      }),
    );
  });

  it('decodes every manual code it encodes to the same fields', () => {
    fc.assert(
      fc.property(payloadArb, (p) => {
        const decoded = decodeManualCode(encodeManualCode(p));
        expect(decoded).toEqual({
          shortDiscriminator: p.discriminator >> 8,
          passcode: p.passcode,
          ...(p.flowType !== 0 ? { vendorId: p.vendorId, productId: p.productId } : {}),
        });
      }),
    );
  });

  it('never generates an invalid passcode, whatever the random source draws', () => {
    const trivial = [
      0, 11111111, 22222222, 33333333, 44444444, 55555555, 66666666, 77777777, 88888888, 12345678, 87654321,
    ];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...trivial), fc.integer({ min: 1, max: PASSCODE_MAX })), {
          minLength: 1,
        }),
        (draws) => {
          let i = 0;
          const passcode = generatePasscode((min, max) => {
            expect([min, max]).toEqual([1, PASSCODE_MAX + 1]);
            return draws[i++] ?? min + Math.floor(Math.random() * (max - min));
          });
          expect(isValidPasscode(passcode)).toBe(true);
        },
      ),
    );
  });
});
