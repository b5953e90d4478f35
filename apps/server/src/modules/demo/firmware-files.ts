import { createHash } from 'node:crypto';
import { signFirmware } from '@console/simulator/firmware-signature';
import type { firmware } from '../../platform/db/schema';
import type { FileStore } from '../../platform/files/file-store';
import type { DemoSigningKey } from './signing-keys';

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
 * Puts a real image and its signature file in the file store for each demo firmware row, so that
 * downloads work and simulated devices can carry out FOTA with them: each image is signed with
 * its tenant's demo signing key, as the vendor's build would sign it.
 */
export async function attachFirmwareFiles(
  rows: FirmwareRow[],
  files: FileStore,
  keys: readonly DemoSigningKey[],
): Promise<void> {
  const privateKeys = new Map(keys.map((k) => [k.tenantId, k.privateKey]));
  for (const row of rows) {
    const privateKey = privateKeys.get(row.tenantId);
    if (!privateKey) throw new Error(`no demo signing key for tenant ${row.tenantId}`);
    const bytes = demoImage(row);
    const image = await files.saveBuffer(bytes, 'firmware');
    const signature = await files.saveBuffer(signFirmware(bytes, privateKey), 'firmware');
    Object.assign(row, {
      imageKey: image.key,
      imageSha256: image.sha256,
      imageSize: image.size,
      signatureKey: signature.key,
    });
  }
}
