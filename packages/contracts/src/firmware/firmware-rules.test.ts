import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { compareFirmwareVersions, FIRMWARE_VERSION, firmwareUploadErrors } from './firmware-rules';

describe('firmware version pattern', () => {
  it.each([
    ['1.0', true],
    ['12.34', true],
    ['1.123', false],
    ['123.1', false],
    ['1', false],
    ['1.0.0', false],
    ['a.b', false],
  ])('%s → %s', (v, ok) => expect(FIRMWARE_VERSION.test(v)).toBe(ok));

  it('compares numerically', () => {
    expect(compareFirmwareVersions('1.10', '1.9')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('2.0', '10.0')).toBeLessThan(0);
    expect(compareFirmwareVersions('3.4', '3.4')).toBe(0);
  });
});

describe('firmwareUploadErrors (spec 001 section 5)', () => {
  const factory = {
    kind: 'factory' as const,
    category: 'AC',
    brand: 'PANASONIC',
    chipType: 'ESPWIFI',
    firmwareVersion: '1.2',
    imageName: 'ac.tar.gz',
    signatureName: 'ac.sign',
  };
  it('accepts a complete factory upload', () => expect(firmwareUploadErrors(factory)).toEqual({}));
  it('names each broken factory rule', () => {
    expect(
      firmwareUploadErrors({
        kind: 'factory',
        firmwareVersion: '1',
        imageName: 'a.bin',
        signatureName: 'a.sig',
      }),
    ).toEqual({
      category: messages.categoryNameEmpty,
      brand: messages.brandNameEmpty,
      firmwareVersion: messages.invalidFirmwareVersion,
      image: messages.invalidFirmwareImage,
      signature: messages.invalidSignatureFile,
    });
  });
  it('adds model number and is-mandatory for FOTA, with the FOTA extensions', () => {
    const fota = {
      kind: 'fota' as const,
      firmwareVersion: '1.2',
      imageName: 'x.ota.bin',
      signatureName: 'x.ota.bin.sig',
    };
    expect(firmwareUploadErrors(fota)).toEqual({
      modelNumber: messages.modelNumberEmpty,
      isMandatoryVersion: messages.selectMandatory,
    });
    expect(firmwareUploadErrors({ ...fota, modelNumber: 'CS-1', isMandatoryVersion: 'false' })).toEqual({});
    expect(
      firmwareUploadErrors({
        ...fota,
        modelNumber: 'CS-1',
        isMandatoryVersion: 'true',
        imageName: 'x.tar.gz',
      }).image,
    ).toBe(messages.invalidFirmwareImage);
  });
});
