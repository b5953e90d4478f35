import { decodeSetupPayload } from './setup-payload';

/**
 * What a scanner read (spec 001 section 2, spec 002 sections 4 and 5): a code starting with MT is a
 * model-id based Matter QR code whose payload carries the product serial number (a USB scanner on
 * another keyboard layout may type `MT;`, read as `MT:`); anything else is the value itself.
 */
export type ScannedCode =
  | { kind: 'plain'; value: string }
  /** `serial` is null when the code carries none: 'Cannot Scan QR Code'. */
  | { kind: 'modelId'; serial: string | null };

export function readScannedCode(text: string): ScannedCode {
  const value = text.trim();
  if (!/^MT[:;]/.test(value)) return { kind: 'plain', value };
  const serial = decodeSetupPayload(value.replace(/^MT;/, 'MT:'))?.[0]?.serialNumber?.trim();
  return { kind: 'modelId', serial: serial ? serial : null };
}
