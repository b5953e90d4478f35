import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 8;

/**
 * Chromium's fake webcam: `--use-file-for-fake-video-capture` plays a Y4M file, read again each
 * time a page opens the camera, so a test can show the scanner a different code by rewriting it.
 */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
];

/**
 * Writes a still video of `text` as a QR code, black on white in the middle of the frame; with no
 * text, a blank frame (the camera runs and reads nothing).
 */
export async function showToCamera(file: string, text?: string): Promise<void> {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  if (text !== undefined) drawCode(luma, text);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, frame, frame, frame]));
}

function drawCode(luma: Buffer, text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size * MODULE_PX;
  const left = (WIDTH - side) >> 1;
  const top = (HEIGHT - side) >> 1;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (modules.get(Math.floor(y / MODULE_PX), Math.floor(x / MODULE_PX))) {
        luma[(top + y) * WIDTH + left + x] = 0;
      }
    }
  }
}
