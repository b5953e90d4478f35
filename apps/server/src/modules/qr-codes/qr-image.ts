import { crc32, deflateSync } from 'node:zlib';
import { pixelsPerMetre, QR_QUIET_ZONE_MODULES, stripLayout } from '@console/contracts/qr-codes';
import QRCode from 'qrcode';

export interface QrImageRequest {
  text: string;
  dpi: number;
  /** Copies side by side (spec 002: QR Code Copies, 1 to 5). */
  copies: number;
  horizontalSpacingMm: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** IHDR of a 1-bit grey-scale image (0 black, 1 white), no interlace. */
function headerChunk(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(1, 8); // bit depth
  data.writeUInt8(0, 9); // colour type: grey-scale
  return chunk('IHDR', data);
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

const IEND = chunk('IEND', Buffer.alloc(0));

/**
 * A label strip as a PNG: `copies` QR codes of `text`, each QR_SIZE_MM square (quiet zone
 * included) at `dpi`, `horizontalSpacingMm` apart, two-tone at one bit a pixel, with the DPI in its
 * pHYs chunk. Modules are drawn by nearest pixel; a code never gets fewer pixels than it has modules.
 * Written here rather than through a general PNG encoder: a pixel row depends only on its module
 * row, so each distinct row is packed once and copied, which is most of the work at 500 DPI.
 */
export function renderQrStrip(req: QrImageRequest): Buffer {
  const qr = QRCode.create(req.text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const side = modules + 2 * QR_QUIET_ZONE_MODULES;
  const layout = stripLayout(req.copies, req.horizontalSpacingMm, req.dpi, side);
  const { sizePx, widthPx, heightPx } = layout;

  // Which module each pixel column (and row) of a code falls on; -1 and `modules` are quiet zone.
  const moduleOfPx = new Int32Array(sizePx);
  for (let p = 0; p < sizePx; p++) moduleOfPx[p] = Math.floor((p * side) / sizePx) - QR_QUIET_ZONE_MODULES;
  const dark = (r: number, c: number) =>
    r >= 0 && c >= 0 && r < modules && c < modules && Boolean(qr.modules.get(r, c));

  // Each scanline: a filter byte (0, none) and the row's bits, 1 for white, padded with white.
  const stride = 1 + Math.ceil(widthPx / 8);
  const raw = Buffer.alloc(stride * heightPx);
  let packedFor = Number.NaN;
  for (let y = 0; y < heightPx; y++) {
    const row = raw.subarray(y * stride, (y + 1) * stride);
    const r = moduleOfPx[y] ?? -1;
    if (r === packedFor) {
      raw.copy(row, 0, (y - 1) * stride, y * stride);
      continue;
    }
    row.fill(0xff, 1);
    row[0] = 0;
    for (let x = 0; x < sizePx; x++) {
      if (!dark(r, moduleOfPx[x] ?? -1)) continue;
      for (const left of layout.offsetsPx) {
        const px = left + x;
        row[1 + (px >> 3)] = (row[1 + (px >> 3)] ?? 0) & ~(0x80 >> (px & 7));
      }
    }
    packedFor = r;
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    headerChunk(widthPx, heightPx),
    physChunk(req.dpi),
    chunk('IDAT', deflateSync(raw)),
    IEND,
  ]);
}
