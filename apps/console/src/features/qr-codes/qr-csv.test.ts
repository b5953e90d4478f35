import { describe, expect, it } from 'vitest';
import { type QrResultRow, qrResultCsv } from './qr-csv';

const row = (over: Partial<QrResultRow>): QrResultRow => ({
  key: 'k',
  modelId: 'MT0001',
  modelNumber: 'CS-1',
  productSerialNumber: 'PSN1',
  status: 'Success',
  reasonOfFailure: '',
  qrString: 'MT:Y.K9042C00KA0648G00',
  manualCode: '34970112332',
  ...over,
});

describe('qrcode.csv (spec 002 section 9)', () => {
  it('lists successful serial numbers under the PSN header', () => {
    const csv = qrResultCsv([row({}), row({ productSerialNumber: 'PSN2', status: 'Failure' })], 'psn');
    expect(csv).toBe('Product Serial Number, QR, Manual Code\r\nPSN1,MT:Y.K9042C00KA0648G00,34970112332\r\n');
  });

  it('lists models under the model header, quoting what needs it', () => {
    const csv = qrResultCsv(
      [row({ productSerialNumber: null, modelNumber: 'CS,"X"', qrString: 'MT0001', manualCode: '' })],
      'model',
    );
    expect(csv).toBe('Model Number, Model Id, QR, Manual Code\r\n"CS,""X""",MT0001,MT0001,\r\n');
  });
});
