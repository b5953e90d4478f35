import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

/** A region of an image, in pixels. */
export interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Decodes a QR code in a PNG (all of it, or one region) the way a phone's scanner would: from its pixels. */
export function readQrPng(file: Buffer, crop?: Crop): string {
  const png = PNG.sync.read(file);
  const { left, top, width, height } = crop ?? { left: 0, top: 0, width: png.width, height: png.height };
  const luminance = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = ((top + y) * png.width + left + x) * 4;
      const [r = 0, g = 0, b = 0] = png.data.subarray(i, i + 3);
      luminance[y * width + x] = (r * 299 + g * 587 + b * 114) / 1000;
    }
  }
  const source = new RGBLuminanceSource(luminance, width, height);
  // The image is a pure QR code on a quiet zone (what the server renders), so it is read module by
  // module; ZXing's finder-pattern detector alone misses some crisp generated codes.
  const bitmap = new BinaryBitmap(new HybridBinarizer(source));
  return new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
}

/** Decodes a QR code PNG data URL. */
export function readQrDataUrl(dataUrl: string): string {
  return readQrPng(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
}
