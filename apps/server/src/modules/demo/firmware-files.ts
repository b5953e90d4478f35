import { createHash } from 'node:crypto';
import type { firmware } from '../../platform/db/schema';
import type { FileStore } from '../../platform/files/file-store';

type FirmwareRow = typeof firmware.$inferInsert;

const IMAGE_BYTES = 24 * 1024;

/** A deterministic stand-in image: a readable header, then bytes from a hash chain of its name. */
function demoImage(row: FirmwareRow): Buffer {
  const header = Buffer.from(
    `DEMO FIRMWARE ${row.kind} ${row.modelNumber ?? row.category} ${row.firmwareVersion}\n`,
  );
  const body = Buffer.alloc(IMAGE_BYTES - header.length);
  let block = createHash('sha256')
    .update(row.imageName ?? '')
    .digest();
  for (let at = 0; at < body.length; at += block.length) {
    block.copy(body, at);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat([header, body]);
}

/**
 * Puts a real image and signature file in the file store for each demo firmware row, so that
 * downloads work and simulated devices can carry out FOTA with them. Demo tenants have no
 * signing keys; the signature file carries the image's SHA-256 for a person to compare.
 */
export async function attachFirmwareFiles(rows: FirmwareRow[], files: FileStore): Promise<void> {
  for (const row of rows) {
    const image = await files.saveBuffer(demoImage(row), 'firmware');
    const signature = await files.saveBuffer(Buffer.from(`sha256:${image.sha256}\n`), 'firmware');
    Object.assign(row, {
      imageKey: image.key,
      imageSha256: image.sha256,
      imageSize: image.size,
      signatureKey: signature.key,
    });
  }
}
