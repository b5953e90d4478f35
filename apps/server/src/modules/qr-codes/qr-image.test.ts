import { encodeSetupPayload } from '@console/contracts/matter';
import { mmToPx, QR_SIZE_MM, stripLayout } from '@console/contracts/qr-codes';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { readQrPng } from '../../../test/read-qr';
import { renderQrStrip } from './qr-image';

/** The pHYs chunk of a PNG: pixels per unit on x and y, and the unit. */
function physOf(file: Buffer) {
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    if (file.toString('latin1', at + 4, at + 8) === 'pHYs')
      return { x: file.readUInt32BE(at + 8), y: file.readUInt32BE(at + 12), unit: file.readUInt8(at + 16) };
    at += 12 + length;
  }
  return undefined;
}

const matter = encodeSetupPayload({
  version: 0,
  vendorId: 0xfff1,
  productId: 0x8001,
  flowType: 0,
  discoveryCapabilities: 2,
  discriminator: 3840,
  passcode: 20202021,
  serialNumber: 'PSN2026110000123',
});

describe('renderQrStrip', () => {
  const cases = [
    { text: matter, dpi: 500, copies: 4, horizontalSpacingMm: 2.9 },
    { text: matter, dpi: 300, copies: 1, horizontalSpacingMm: 0 },
    { text: 'PSN2026110000123', dpi: 203, copies: 5, horizontalSpacingMm: 1 },
    { text: 'AC-1234-IN', dpi: 600, copies: 2, horizontalSpacingMm: 0 },
    // At 1 DPI a 12 mm code would be half a pixel: it keeps one pixel a module instead.
    { text: matter, dpi: 1, copies: 3, horizontalSpacingMm: 2.9 },
  ];

  it.each(cases)('draws $copies readable copies of $text at $dpi DPI with pHYs', (c) => {
    const file = renderQrStrip(c);
    const png = PNG.sync.read(file);
    const layout = stripLayout(c.copies, c.horizontalSpacingMm, c.dpi, png.height);
    expect(png.width).toBe(layout.widthPx);
    if (c.dpi >= 100) {
      // The code is the spec's millimetres at this DPI, within half a pixel.
      expect(Math.abs(png.height - mmToPx(QR_SIZE_MM, c.dpi))).toBeLessThanOrEqual(0.5);
    }
    const metres = Math.round((c.dpi / 25.4) * 1000);
    expect(physOf(file)).toEqual({ x: metres, y: metres, unit: 1 });
    for (const left of layout.offsetsPx) {
      expect(readQrPng(file, { left, top: 0, width: layout.sizePx, height: layout.sizePx })).toBe(c.text);
    }
  });
});
