import { describe, expect, it } from 'vitest';
import { mmToPx, pixelsPerMetre, printRows, pxToMm, stripLayout } from './print-layout';
import { QR_DEFAULTS, QR_SIZE_MM } from './qr-constants';

describe('print layout arithmetic (spec 002 section 9: offset = mm × dpi / 25.4)', () => {
  it('converts millimetres and pixels at a DPI', () => {
    expect(mmToPx(25.4, 500)).toBe(500);
    expect(mmToPx(2.9, 500)).toBeCloseTo(57.087, 3);
    expect(mmToPx(0.94, 300)).toBeCloseTo(11.102, 3);
    expect(pxToMm(mmToPx(12, 203), 203)).toBeCloseTo(12, 10);
    expect(pixelsPerMetre(500)).toBe(19685);
    expect(pixelsPerMetre(300)).toBe(11811);
  });

  it('lays copies side by side, the horizontal spacing apart', () => {
    const strip = stripLayout(4, 2.9, 500);
    expect(strip.sizePx).toBe(Math.round((QR_SIZE_MM * 500) / 25.4));
    expect(strip.gapPx).toBe(57);
    expect(strip.offsetsPx).toEqual([0, 293, 586, 879]);
    expect(strip.widthPx).toBe(4 * 236 + 3 * 57);
    expect(strip.heightPx).toBe(236);
  });

  it('has one copy without gap, and never a negative gap', () => {
    expect(stripLayout(1, 2.9, 500)).toMatchObject({ offsetsPx: [0], widthPx: 236 });
    expect(stripLayout(2, -3, 500).gapPx).toBe(0);
  });

  it('keeps one pixel a module at a very low DPI', () => {
    expect(stripLayout(1, 0, 1, 37).sizePx).toBe(37);
  });

  it('stacks rows with the QR spacing around each and the vertical spacing between', () => {
    const image = { widthPx: 1115, heightPx: 236, dpi: 500 };
    const rows = printRows([image, image, image], QR_DEFAULTS);
    const height = pxToMm(236, 500);
    expect(rows[0]).toEqual({
      topMm: 0.94,
      leftMm: 0.94,
      widthMm: pxToMm(1115, 500),
      heightMm: height,
      textHeightMm: 0,
    });
    expect(rows[1]?.topMm).toBeCloseTo(0.94 + height + 0.94 + 2.9 + 0.94, 10);
    expect(rows[2]?.topMm).toBeCloseTo(0.94 + 2 * (height + 2 * 0.94 + 2.9), 10);
  });

  it('prints an image at the size its own DPI gives, whatever DPI the page is', () => {
    const [row] = printRows([{ widthPx: 600, heightPx: 300, dpi: 300 }], {
      qrSpacingMm: 0,
      verticalSpacingMm: 0,
    });
    expect(row).toEqual({ topMm: 0, leftMm: 0, widthMm: 50.8, heightMm: 25.4, textHeightMm: 0 });
  });
});
