import { describe, expect, it } from 'vitest';
import { addBodyOf, EMPTY_EXTRAS, formValuesOf, updateBodyOf } from './model-form-values';

const uploaded = {
  modelId: 'MT0100',
  modelNumber: 'CS-1',
  category: 'ac',
  launchDate: 1_900_000_000,
  isActive: 'False',
  version: 2,
  tonnage: 1.5,
  countries: ['in'],
  isMatterEnabled: 'True',
  vendorId: 4447,
  devices: [{ name: 'Hall', channel: '00', type: 'LIGHT' }],
  controlCapabilities: 'not a list',
};

describe('model form values', () => {
  it('reads an uploaded model leniently: True/False text, numbers, upper-case codes, bad lists empty', () => {
    const { values, extras } = formValuesOf(uploaded);
    expect(values).toMatchObject({
      category: 'AC',
      isActive: 'False',
      version: '2',
      tonnage: '1.5',
      countries: ['IN'],
      isMatterEnabled: true,
      vendorId: '4447',
    });
    expect(values.launchDate?.unix()).toBe(1_900_000_000);
    expect(extras.devices).toHaveLength(1);
    expect(extras.controlCapabilities).toEqual([]);
  });

  it('sends numbers as numbers, the launch date in seconds, an empty help URL as its placeholder', () => {
    const { values } = formValuesOf(uploaded);
    const body = addBodyOf(values, EMPTY_EXTRAS);
    expect(body).toMatchObject({
      version: 2,
      tonnage: 1.5,
      vendorId: 4447,
      isActive: false,
      helpDocUrl: 'NA',
    });
    expect(body.launchDate).toBe(values.launchDate?.startOf('day').unix());
  });

  it('leaves out what an edit may not send', () => {
    const body = updateBodyOf(formValuesOf(uploaded).values, EMPTY_EXTRAS);
    for (const key of ['modelId', 'modelNumber', 'tonnage', 'launchDate'])
      expect(body).not.toHaveProperty(key);
  });
});
