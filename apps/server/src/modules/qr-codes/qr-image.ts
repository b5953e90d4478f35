import { crc32 } from 'node:zlib';
import { pixelsPerMetre, QR_QUIET_ZONE_MODULES, stripLayout } from '@console/contracts/qr-codes';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';

export interface QrImageRequest {
  text: string;
  dpi: number;
  /** Copies side by side (spec 002: QR Code Copies, 1 to 5). */
  copies: number;
  horizontalSpacingMm: number;
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), 8 + data.length);
  return out;
}

/** The pHYs chunk: pixels per metre on both axes, unit metre, so a printer prints it at its DPI. */
function physChunk(dpi: number): Buffer {
  const data = Buffer.alloc(9);
  const ppm = pixelsPerMetre(dpi);
  data.writeUInt32BE(ppm, 0);
  data.writeUInt32BE(ppm, 4);
  data.writeUInt8(1, 8);
  return chunk('pHYs', data);
}

const SIGNATURE_AND_IHDR = 8 + 25;

/**
 * A label strip as a PNG: `copies` QR codes of `text`, each QR_SIZE_MM square (quiet zone
 * included) at `dpi`, `horizontalSpacingMm` apart, grey-scale, with the DPI in its pHYs chunk.
 * Modules are drawn by nearest pixel; a code never gets fewer pixels than it has modules.
 */
export function renderQrStrip(req: QrImageRequest): Buffer {
  const qr = QRCode.create(req.text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const side = modules + 2 * QR_QUIET_ZONE_MODULES;
  const layout = stripLayout(req.copies, req.horizontalSpacingMm, req.dpi, side);
  const { sizePx, widthPx, heightPx } = layout;

  // One row of modules per pixel row of a code: which pixel columns fall on which module.
  const moduleOfPx = new Int32Array(sizePx);
  for (let p = 0; p < sizePx; p++) moduleOfPx[p] = Math.floor((p * side) / sizePx) - QR_QUIET_ZONE_MODULES;

  const png = new PNG({
    width: widthPx,
    height: heightPx,
    colorType: 0,
    inputColorType: 0,
    inputHasAlpha: false,
  });
  const data = Buffer.alloc(widthPx * heightPx, 255);
  const dark = (r: number, c: number) =>
    r >= 0 && c >= 0 && r < modules && c < modules && qr.modules.get(r, c);
  const codeRow = Buffer.alloc(sizePx);
  for (let y = 0; y < sizePx; y++) {
    const r = moduleOfPx[y] ?? -1;
    for (let x = 0; x < sizePx; x++) codeRow[x] = dark(r, moduleOfPx[x] ?? -1) ? 0 : 255;
    for (const left of layout.offsetsPx) codeRow.copy(data, y * widthPx + left);
  }
  png.data = data;
  // One filter (none) instead of pngjs trying all five on every row: a two-tone image deflates as well, faster.
  const encoded = PNG.sync.write(png, {
    colorType: 0,
    inputColorType: 0,
    inputHasAlpha: false,
    filterType: 0,
  });
  return Buffer.concat([
    encoded.subarray(0, SIGNATURE_AND_IHDR),
    physChunk(req.dpi),
    encoded.subarray(SIGNATURE_AND_IHDR),
  ]);
}
