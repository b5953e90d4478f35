import { describe, expect, it } from 'vitest';
import { matchWarrantyProduct } from './warranty-match';

const products = [
  { id: 'P1', model_name: 'CS-KU12ZKYF', serial_no: 'SN-1' },
  { id: 'P2', model_name: 'NR-BG31', serial_no: 'SN-2' },
  { id: 'P3', model_name: null, serial_no: null },
];

describe('matchWarrantyProduct', () => {
  it('finds the product carrying the device serial: a valid serial', () => {
    expect(matchWarrantyProduct(products, 'SN-2', 'XX-KU12ZKYF')).toEqual({
      product: products[1],
      validSerial: true,
    });
  });

  it('falls back to the last segment of the model number when no product carries the serial', () => {
    expect(matchWarrantyProduct(products, 'SN-9', 'PANA-ku12zkyf')).toEqual({
      product: products[0],
      validSerial: false,
    });
    expect(matchWarrantyProduct(products, null, 'BG31')).toEqual({
      product: products[1],
      validSerial: false,
    });
  });

  it('matches nothing for a blank serial and an unknown model', () => {
    expect(matchWarrantyProduct(products, '  ', 'AC-UNKNOWN')).toEqual({
      product: undefined,
      validSerial: false,
    });
    expect(matchWarrantyProduct([], 'SN-1', '')).toEqual({ product: undefined, validSerial: false });
  });
});
