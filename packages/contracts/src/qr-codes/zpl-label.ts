import { fitLabelText, LABEL_LINE_HEIGHT, LABEL_TEXT_GAP_MM, labelTextLines } from './label-text';
import { mmToPx } from './print-layout';
import { QR_QUIET_ZONE_MODULES, QR_SIZE_MM } from './qr-constants';

/**
 * ZPL labels for thermal label printers (issue 34): one label (^XA … ^XZ) per unit, at the
 * printer's native density, laid out as the PNG strip is: `copies` codes side by side
 * `horizontalSpacingMm` apart, framed by the QR spacing, each with its serial number (the Model ID
 * on a model label) and grouped manual code as text under it; the label is `verticalSpacingMm`
 * longer, the gap to the next label on continuous media.
 */

/** The densities label printers print at: 8, 12 and 24 dots a millimetre. */
export const ZPL_DENSITIES = [203, 300, 600] as const;
export type ZplDensity = (typeof ZPL_DENSITIES)[number];
const DOTS_PER_MM: Record<ZplDensity, number> = { 203: 8, 300: 12, 600: 24 };

export const isZplDensity = (dpi: unknown): dpi is ZplDensity => ZPL_DENSITIES.includes(dpi as ZplDensity);

/** The native density nearest to a DPI (the screen's DPI field defaults to 500, which prints at 600). */
export function nearestZplDensity(dpi: number): ZplDensity {
  let best: ZplDensity = ZPL_DENSITIES[0];
  for (const d of ZPL_DENSITIES) if (Math.abs(d - dpi) < Math.abs(best - dpi)) best = d;
  return best;
}

/** ^BQ's magnification (dots a module) goes from 1 to 10. */
const BQ_MAGNIFICATION_MAX = 10;

/**
 * Byte-mode capacity of QR versions 1-40 at error correction M (ISO/IEC 18004 table 7): a printer
 * chooses its own mode and version for ^BQ's automatic input, never a larger one than byte mode
 * needs, so sizing the code for this version keeps it within its square.
 */
const BYTE_CAPACITY_M = [
  14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412, 450, 504, 560, 624, 666, 711, 779,
  857, 911, 997, 1059, 1125, 1190, 1264, 1370, 1452, 1538, 1628, 1722, 1809, 1911, 1989, 2099, 2213, 2331,
];

/** Modules on a side of the QR code (at error correction M) that holds `text` in byte mode. */
export function qrModulesFor(text: string): number {
  const bytes = new TextEncoder().encode(text).length;
  const version = BYTE_CAPACITY_M.findIndex((capacity) => capacity >= bytes) + 1;
  if (version === 0) throw new RangeError(`${bytes} bytes do not fit in a QR code`);
  return 17 + 4 * version;
}

export interface ZplLabelUnit {
  /** What the code holds: the unit's `MT:` payload, its PSN, or a model's Model ID. */
  qrString: string;
  productSerialNumber: string | null;
  modelId: string;
  /** The 11- or 21-digit manual pairing code; empty on a label that is not Matter. */
  manualCode: string;
}

export interface ZplSettings {
  density: ZplDensity;
  copies: number;
  qrSpacingMm: number;
  verticalSpacingMm: number;
  horizontalSpacingMm: number;
}

/** Where things go on one label, in dots. */
export interface ZplLayout {
  dotsPerMm: number;
  /** Label width (^PW) and length (^LL). */
  widthDots: number;
  lengthDots: number;
  /** Side of one code's square, quiet zone included. */
  cellDots: number;
  magnification: number;
  /** Side of the code itself (modules × magnification). */
  codeDots: number;
  /** Left edge of each copy's square. */
  cellLeftDots: number[];
  marginDots: number;
  text: { lines: string[]; heightDots: number; topDots: number; lineDots: number };
}

export function zplLayout(unit: ZplLabelUnit, s: ZplSettings): ZplLayout {
  const dotsPerMm = DOTS_PER_MM[s.density];
  const dots = (mm: number) => Math.round(mmToPx(Math.max(mm, 0), s.density));
  const modules = qrModulesFor(unit.qrString);
  const wanted = dots(QR_SIZE_MM);
  const magnification = Math.min(
    BQ_MAGNIFICATION_MAX,
    Math.max(1, Math.floor(wanted / (modules + 2 * QR_QUIET_ZONE_MODULES))),
  );
  const codeDots = modules * magnification;
  const cellDots = Math.max(wanted, (modules + 2 * QR_QUIET_ZONE_MODULES) * magnification);
  const marginDots = dots(s.qrSpacingMm);
  const gapDots = dots(s.horizontalSpacingMm);
  const cellLeftDots = Array.from({ length: s.copies }, (_, i) => marginDots + i * (cellDots + gapDots));
  // Fitted to the code's nominal width, as the PNG label's text is (a cell rounded to dots may be a little under).
  const fitted = fitLabelText(labelTextLines(unit), Math.max(QR_SIZE_MM, cellDots / dotsPerMm));
  const lineDots = Math.max(1, Math.round(fitted.fontMm * dotsPerMm));
  const textHeightDots = fitted.lines.length
    ? dots(LABEL_TEXT_GAP_MM) + Math.ceil(fitted.lines.length * lineDots * LABEL_LINE_HEIGHT)
    : 0;
  return {
    dotsPerMm,
    widthDots: 2 * marginDots + s.copies * cellDots + (s.copies - 1) * gapDots,
    lengthDots: 2 * marginDots + cellDots + textHeightDots + dots(s.verticalSpacingMm),
    cellDots,
    magnification,
    codeDots,
    cellLeftDots,
    marginDots,
    text: {
      lines: fitted.lines,
      heightDots: textHeightDots,
      topDots: marginDots + cellDots + dots(LABEL_TEXT_GAP_MM),
      lineDots,
    },
  };
}

/**
 * Field data as ZPL reads it after ^FH_: the caret, tilde and underscore (and anything outside
 * printable ASCII) as _XX hex bytes of their UTF-8, so a serial number cannot end the field or
 * start a command.
 */
export function zplFieldData(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) {
    const printable = byte >= 0x20 && byte < 0x7f && byte !== 0x5e && byte !== 0x7e && byte !== 0x5f;
    out += printable ? String.fromCharCode(byte) : `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * One unit's label in ZPL II. The code is ^BQ model 2 at error correction M with automatic input
 * (`MA,`), its quiet zone left blank around it; the text is the scalable font 0 in a one-line
 * centred field block per line, UTF-8 (^CI28).
 */
export function zplLabel(unit: ZplLabelUnit, s: ZplSettings): string {
  const l = zplLayout(unit, s);
  const quiet = Math.floor((l.cellDots - l.codeDots) / 2);
  const out = ['^XA', '^CI28', `^PW${l.widthDots}`, `^LL${l.lengthDots}`, '^LH0,0'];
  for (const left of l.cellLeftDots) {
    out.push(
      `^FO${left + quiet},${l.marginDots + quiet}^BQN,2,${l.magnification},M^FH_^FDMA,${zplFieldData(unit.qrString)}^FS`,
    );
    l.text.lines.forEach((line, i) => {
      const top = l.text.topDots + Math.round(i * l.text.lineDots * LABEL_LINE_HEIGHT);
      out.push(
        `^FO${left},${top}^A0N,${l.text.lineDots},${l.text.lineDots}^FB${l.cellDots},1,0,C^FH_^FD${zplFieldData(line)}^FS`,
      );
    });
  }
  out.push('^PQ1', '^XZ');
  return `${out.join('\n')}\n`;
}

/** A batch: one label per unit, in order, as one file or one job for a printer. */
export const zplBatch = (units: readonly ZplLabelUnit[], s: ZplSettings): string =>
  units.map((u) => zplLabel(u, s)).join('');

/** The batch file's name. */
export const ZPL_FILE = 'qrcode.zpl';
