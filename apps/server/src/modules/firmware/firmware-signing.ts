import { signatureMatches } from '@console/simulator/firmware-signature';
import type { Db } from '../../platform/db/client';
import type { FileStore } from '../../platform/files/file-store';
import type { ReceivedFile } from '../../platform/files/receive-upload';
import { badRequest } from '../../platform/http/errors';
import { findTenantSettings } from '../tenants';

/**
 * The PEM public keys a tenant's firmware must be signed with: those FIRMWARE_SIGNING_KEYS names
 * for it, then those stored on the tenant (the demo seed stores its generated key there).
 */
export async function tenantSigningKeys(
  db: Db,
  configured: ReadonlyMap<string, readonly string[]>,
  tenantId: string,
): Promise<string[]> {
  const settings = await findTenantSettings(db, tenantId);
  return [...(configured.get(tenantId) ?? []), ...(settings.firmwareSigningKeys ?? [])];
}

/**
 * Verification always on (docs/decisions/0017): an empty image is refused as 'Invalid Firmware
 * Image'; a tenant without keys refuses every upload; a signature no key verifies — missing,
 * empty, garbage, another key's, another image's — is 'Invalid Signature File'.
 */
export async function checkSignedImage(
  files: FileStore,
  image: ReceivedFile,
  signature: ReceivedFile | undefined,
  keys: readonly string[],
): Promise<void> {
  if (image.size === 0) throw badRequest('invalidFirmwareImage');
  if (keys.length === 0) throw badRequest('firmwareNoSigningKey');
  if (!signature || signature.size === 0) throw badRequest('invalidSignatureFile');
  const [bytes, signatureFile] = await Promise.all([files.read(image.key), files.read(signature.key)]);
  if (!signatureMatches(bytes, signatureFile, keys)) throw badRequest('invalidSignatureFile');
}
