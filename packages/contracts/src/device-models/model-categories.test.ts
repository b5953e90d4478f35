import { describe, expect, it } from 'vitest';
import { principalOf } from '../access';
import { DEVICE_CATEGORIES } from '../constants';
import {
  canEditModel,
  chipTypesFor,
  isNumericText,
  metadataCategoryOf,
  modelCategoriesFor,
  modelDownloadName,
  parseModelFile,
  renumberChannels,
} from '.';

describe('device model categories (spec 001 sections 6 and 9)', () => {
  it('looks metadata up by category group', () => {
    expect(['AC', 'CAC', 'IAC'].map(metadataCategoryOf)).toEqual(['AC', 'AC', 'AC']);
    expect(['FANCONTROLLER', 'ANCHORFAN'].map(metadataCategoryOf)).toEqual([
      'FANCONTROLLER',
      'FANCONTROLLER',
    ]);
    expect(['SWITCHES', 'ROMASWITCHES'].map(metadataCategoryOf)).toEqual(['SWITCHES', 'SWITCHES']);
    expect(metadataCategoryOf('wm')).toBe('WM');
  });

  it('offers chip types for front-load washers, LED lights, and the Matter list otherwise', () => {
    expect(chipTypesFor('ODMFRONTLOADWM')).toEqual(['ESPWIFI', 'ASRWIFI', 'ASRWIFIBLE']);
    expect(chipTypesFor('LEDLIGHTS')).toEqual(['ESPWIFI', 'ESPWIFIBLE', 'NUCLEO9']);
    expect(chipTypesFor('AC')).toEqual(['ESPWIFI', 'ESPWIFIBLE']);
  });

  it('lets a product manager edit the allowed categories only', () => {
    const pm = principalOf(['PRODUCTMANAGER', 'CUSTOMERSUPPORTL3'], true);
    expect(canEditModel(pm, 'AC')).toBe(true);
    expect(canEditModel(pm, 'CAC')).toBe(true);
    expect(canEditModel(pm, 'ROMASWITCHES')).toBe(true);
    // REFRIGERATOR on the list is the REF category code.
    expect(canEditModel(pm, 'REF')).toBe(true);
    expect(canEditModel(pm, 'ref')).toBe(true);
    expect(canEditModel(pm, 'WM')).toBe(false);
    expect(canEditModel(pm, 'GATEWAY')).toBe(false);
    expect(canEditModel(principalOf(['CUSTOMERSUPPORTL4'], true), 'AC')).toBe(false);
    expect(canEditModel(principalOf(['PRODUCTMANAGER', 'FIELDOPERATOR', 'FACTORYADMIN'], true), 'AC')).toBe(
      false,
    );
  });

  it('offers a product manager only the categories they may edit', () => {
    const pm = principalOf(['PRODUCTMANAGER', 'CUSTOMERSUPPORTL3'], true);
    expect(modelCategoriesFor(pm, DEVICE_CATEGORIES)).toEqual([
      'AC',
      'CAC',
      'IAC',
      'FANCONTROLLER',
      'ANCHORFAN',
      'REF',
      'SWITCHES',
      'ROMASWITCHES',
    ]);
    expect(modelCategoriesFor(principalOf(['CUSTOMERSUPPORTL4'], true), DEVICE_CATEGORIES)).toEqual([]);
  });

  it('numbers switch channels from 00 and renumbers them after a delete', () => {
    const devices = [
      { name: 'a', channel: '00', type: 'LIGHT' },
      { name: 'c', channel: '02', type: 'FAN' },
    ];
    expect(renumberChannels(devices).map((d) => d.channel)).toEqual(['00', '01']);
  });

  it('names the download and reads custom values as numbers', () => {
    expect(modelDownloadName('CS-1')).toBe('Device Model Data- CS-1.json');
    expect(isNumericText('12.5')).toBe(true);
    expect(isNumericText('12a')).toBe(false);
  });
});

describe('model file upload (spec 001 section 5)', () => {
  it('refuses text that is not JSON and a list of models', () => {
    expect(parseModelFile('{oops')).toEqual({ ok: false, code: 'invalidFileUploaded' });
    expect(parseModelFile('"text"')).toEqual({ ok: false, code: 'invalidFileUploaded' });
    expect(parseModelFile('[{"modelId":"a"},{"modelId":"b"}]')).toEqual({
      ok: false,
      code: 'oneModelAtATime',
    });
    expect(parseModelFile('{"modelId":"a"}')).toEqual({ ok: true, model: { modelId: 'a' } });
  });
});
