import { QR_SIZE_MM } from './qr-constants';

/** Millimetres per inch: print offsets in pixels are mm × dpi / 25.4 (spec 002 section 9). */
export const MM_PER_INCH = 25.4;

export const mmToPx = (mm: number, dpi: number): number => (mm * dpi) / MM_PER_INCH;
export const pxToMm = (px: number, dpi: number): number => (px * MM_PER_INCH) / dpi;
/** Pixels per metre at a DPI: what a PNG's pHYs chunk records. */
export const pixelsPerMetre = (dpi: number): number => Math.round((dpi / MM_PER_INCH) * 1000);

/** One serial's label image: `copies` codes side by side, `horizontalSpacingMm` apart. */
export interface StripLayout {
  /** Side of one code in pixels. */
  sizePx: number;
  gapPx: number;
  widthPx: number;
  heightPx: number;
  /** Left edge of each copy, in pixels. */
  offsetsPx: number[];
}

/**
 * The pixels of a label strip at `dpi`. A code is QR_SIZE_MM wide, but never under `minSizePx`
 * (one pixel a module): at a very low DPI the image keeps its DPI and prints larger instead of
 * losing modules.
 */
export function stripLayout(
  copies: number,
  horizontalSpacingMm: number,
  dpi: number,
  minSizePx = 1,
): StripLayout {
  const sizePx = Math.max(Math.round(mmToPx(QR_SIZE_MM, dpi)), minSizePx);
  const gapPx = Math.round(mmToPx(Math.max(horizontalSpacingMm, 0), dpi));
  const offsetsPx = Array.from({ length: copies }, (_, i) => i * (sizePx + gapPx));
  return { sizePx, gapPx, widthPx: copies * sizePx + (copies - 1) * gapPx, heightPx: sizePx, offsetsPx };
}

export interface PrintSettings {
  qrSpacingMm: number;
  verticalSpacingMm: number;
}

/** Where one label row goes on the printed page, in millimetres from the top left of the print area. */
export interface PrintRow {
  topMm: number;
  leftMm: number;
  widthMm: number;
  /** The image's height; the label's text (textHeightMm) goes under it. */
  heightMm: number;
  textHeightMm: number;
}

/**
 * The print area: one row per label image (its width and height in pixels at `dpi`) with its text
 * under it, each framed by the QR spacing, rows `verticalSpacingMm` apart. The sizes come from the
 * image's own pixels and DPI, so what prints is the size the server drew.
 */
export function printRows(
  images: { widthPx: number; heightPx: number; dpi: number; textHeightMm?: number }[],
  s: PrintSettings,
): PrintRow[] {
  const pad = Math.max(s.qrSpacingMm, 0);
  const gap = Math.max(s.verticalSpacingMm, 0);
  let top = 0;
  return images.map((image) => {
    const row = {
      topMm: top + pad,
      leftMm: pad,
      widthMm: pxToMm(image.widthPx, image.dpi),
      heightMm: pxToMm(image.heightPx, image.dpi),
      textHeightMm: image.textHeightMm ?? 0,
    };
    top += row.heightMm + row.textHeightMm + 2 * pad + gap;
    return row;
  });
}
