/** Device identifiers derived from a sequence number, so they are unique without bookkeeping. */

/** Vendor prefixes by radio chip (Espressif, ASR, STMicroelectronics). */
const OUI: Record<string, string> = {
  ESPWIFI: '24:0A:C4',
  ESPWIFIBLE: 'A4:CF:12',
  ASRWIFI: 'C8:47:8C',
  ASRWIFIBLE: 'C8:47:8D',
  NUCLEO9: '00:80:E1',
};

/** Odd multiplier: a permutation of the 24-bit range, so each index gets its own, scattered-looking MAC. */
export function macAddressOf(chipType: string, index: number): string {
  const low = (Math.imul(index + 1, 0x9e3779) + 0x5a5a5) & 0xffffff;
  const bytes = [low >>> 16, (low >>> 8) & 0xff, low & 0xff].map((b) => b.toString(16).padStart(2, '0'));
  return `${OUI[chipType] ?? OUI.ESPWIFI}:${bytes.join(':')}`.toUpperCase();
}

const CATEGORY_CODE: Record<string, string> = {
  AC: 'AC',
  CAC: 'CA',
  IAC: 'IA',
  FANCONTROLLER: 'FC',
  ANCHOR: 'AS',
  ANCHORFAN: 'AF',
  GATEWAY: 'GW',
  VDP: 'VD',
  REF: 'RF',
  WM: 'WM',
  ROMA: 'RP',
  FAN: 'FN',
  SWITCHES: 'SW',
  LEDLIGHTS: 'LD',
  ODMFRONTLOADWM: 'FL',
  ROMASWITCHES: 'RS',
};

/** Module serial printed by the factory line: chip, year and month, running number. */
export function serialNumberOf(chipType: string, manufacturedSec: number, index: number): string {
  const d = new Date(manufacturedSec * 1000);
  const yymm = `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${chipType.slice(0, 3)}${yymm}${String(index).padStart(7, '0')}`;
}

/** Product label serial: brand letter, category code, year and month, running number. */
export function productSerialOf(brand: string, category: string, manufacturedSec: number, index: number) {
  const d = new Date(manufacturedSec * 1000);
  const yymm = `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${brand.slice(0, 1)}${CATEGORY_CODE[category] ?? 'XX'}${yymm}${String(index).padStart(6, '0')}`;
}
