import type { DeviceCommandInput } from '@console/contracts/mqtt';
import type { FileStore } from '../../platform/files/file-store';
import { badRequest } from '../../platform/http/errors';
import type { findFotaImage } from '../firmware';

/**
 * Signed image links in commands last a day (a device offline for a while still gets its image),
 * and never less than the command itself (`linkTtlSeconds` of the command channel): a device
 * retries its download until the command expires, and a command published again after a restart
 * carries the links it was first sent with.
 */
export const LINK_TTL_SECONDS = 24 * 3600;

type FotaImage = Awaited<ReturnType<typeof findFotaImage>>;

/** The FOTA command for an uploaded image: absolute signed links to it and its signature, its SHA-256 and size. */
export async function fotaCommand(
  files: FileStore,
  image: FotaImage,
  options: { origin: string; priority: string; linkTtlSeconds?: number },
): Promise<DeviceCommandInput> {
  if (!image?.imageKey || !image.imageSha256 || !image.imageName) throw badRequest('noFotaFirmware');
  const link = { origin: options.origin, ttlSeconds: options.linkTtlSeconds ?? LINK_TTL_SECONDS };
  return {
    type: 'fota',
    url: await files.downloadUrl(image.imageKey, image.imageName, link),
    // Every upload has one; a device refuses an image without it (signatureInvalid).
    signatureUrl:
      image.signatureKey && image.signatureName
        ? await files.downloadUrl(image.signatureKey, image.signatureName, link)
        : undefined,
    sha256: image.imageSha256,
    firmwareVersion: image.firmwareVersion,
    size: image.imageSize ?? undefined,
    priority: options.priority,
  };
}
