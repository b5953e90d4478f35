import { QR_CSV_HEADER_MODEL, QR_CSV_HEADER_PSN } from '@console/contracts/qr-codes';

export interface QrResultRow {
  key: string;
  modelId: string;
  modelNumber: string;
  productSerialNumber: string | null;
  status: 'Success' | 'Failure';
  reasonOfFailure: string;
  qrString: string;
  manualCode: string;
}

const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * qrcode.csv (spec 002 section 9): the successful rows, by serial number ('Product Serial Number,
 * QR, Manual Code') or by model ('Model Number, Model Id, QR, Manual Code').
 */
export function qrResultCsv(rows: readonly QrResultRow[], mode: 'psn' | 'model'): string {
  const ok = rows.filter((r) => r.status === 'Success');
  const lines =
    mode === 'psn'
      ? ok.map((r) => [r.productSerialNumber ?? '', r.qrString, r.manualCode])
      : ok.map((r) => [r.modelNumber, r.modelId, r.qrString, r.manualCode]);
  const header = mode === 'psn' ? QR_CSV_HEADER_PSN : QR_CSV_HEADER_MODEL;
  return `${[header, ...lines.map((l) => l.map(cell).join(','))].join('\r\n')}\r\n`;
}
