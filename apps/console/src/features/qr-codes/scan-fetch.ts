import { readScannedCode } from '@console/contracts/matter';
import { messages } from '@console/contracts/messages';
import { fetchQrLabel } from './api/fetch-qr-code';
import { getScannedModel } from './api/get-model-by-id';

/** What a scan in the Fetch tab fills in, or the message that says why it fills nothing. */
export type ScanFill =
  | { kind: 'psn'; productSerialNumber: string }
  | { kind: 'model'; category: string; brand: string; isMatter: boolean; modelId: string }
  | { kind: 'error'; message: string };

/**
 * Spec 002 sections 2 and 5: by PSN, a plain (PSN-based) code fills the PSN and an `MT:` code is
 * 'Scanned QR Code is not a PSN Based QR Code'. By model, an `MT:` (model-id based) code is resolved
 * through the serial number it carries to its unit's category, model and Matter choice ('Cannot Scan
 * QR Code' when it carries none or the unit is unknown); a plain code is a model's own label when it
 * is a Model ID, else 'Scanned QR Code is PSN Based QR Code. Use Model ID Based QR Codes'.
 */
export async function fillFromScan(text: string, by: 'psn' | 'model'): Promise<ScanFill> {
  const code = readScannedCode(text);
  if (by === 'psn') {
    return code.kind === 'plain' && code.value
      ? { kind: 'psn', productSerialNumber: code.value }
      : { kind: 'error', message: messages.scanNotPsnBased };
  }
  if (code.kind === 'modelId') {
    if (!code.serial) return { kind: 'error', message: messages.scanNoSerial };
    const label = await fetchQrLabel({ psn: code.serial, dpi: 1, count: 1 }).catch(() => undefined);
    return label
      ? {
          kind: 'model',
          category: label.category,
          brand: label.brand,
          isMatter: label.isMatter,
          modelId: label.modelId,
        }
      : { kind: 'error', message: messages.scanNoSerial };
  }
  const model = await getScannedModel(code.value).catch(() => undefined);
  return model
    ? {
        kind: 'model',
        category: model.category,
        brand: model.brand,
        isMatter: Boolean(model.isMatterEnabled),
        modelId: model.modelId,
      }
    : { kind: 'error', message: messages.scanPsnBased };
}
