import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  IDU_CONFIG_VERSION,
  iduConfigSearchError,
  iduConfigUploadErrors,
  isIduConfigFileName,
  splitModelIds,
} from './idu-config-rules';

describe('IDU config rules (spec 001 section 5)', () => {
  it.each([
    ['1.0', true],
    ['12.34', true],
    ['1', false],
    ['1.234', false],
    ['v1.0', false],
  ])('version %s → %s', (v, ok) => expect(IDU_CONFIG_VERSION.test(v)).toBe(ok));

  it.each([
    ['eeprom.bin', true],
    ['EEPROM.BIN', true],
    ['eeprom.Bin', false],
    ['eeprom.bin.txt', false],
    ['eeprom', false],
  ])('file %s → %s', (name, ok) => expect(isIduConfigFileName(name)).toBe(ok));

  it('names each broken upload rule', () => {
    expect(iduConfigUploadErrors({ iduConfigVersion: '1', fileName: 'a.txt' })).toEqual({
      category: messages.categoryEmpty,
      brand: messages.brandEmpty,
      modelIds: messages.modelIdsEmpty,
      iduConfigVersion: messages.invalidIduConfigVersion,
      file: messages.invalidIduConfigImage,
    });
    const ok = {
      category: 'AC',
      brand: 'PANASONIC',
      modelIds: ['M1'],
      iduConfigVersion: '1.2',
      fileName: 'a.bin',
    };
    expect(iduConfigUploadErrors(ok)).toEqual({});
    expect(iduConfigUploadErrors({ iduConfigVersion: '1.2', fileName: 'a.bin' }, 'update')).toEqual({});
  });

  it('splits the comma-joined model IDs', () => {
    expect(splitModelIds(' M1, M2,,M1 ')).toEqual(['M1', 'M2']);
    expect(splitModelIds(undefined)).toEqual([]);
  });

  it('asks for a Config ID, or category, brand and Model ID', () => {
    expect(iduConfigSearchError({ by: 'configId', configId: ' ' })).toBe(messages.configIdEmpty);
    expect(iduConfigSearchError({ by: 'configId', configId: 'C1' })).toBeUndefined();
    expect(iduConfigSearchError({ by: 'modelId', category: 'AC', brand: 'P' })).toBe(messages.invalidFilter);
    expect(
      iduConfigSearchError({ by: 'modelId', category: 'AC', brand: 'P', modelId: 'M1' }),
    ).toBeUndefined();
  });
});
