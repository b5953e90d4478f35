import { createHash } from 'node:crypto';
import { type DownloadContext, downloadWithRetry, type Failure } from './download';

export const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
export const SHA256 = /^[0-9a-f]{64}$/i;

/** The command's expiry (epoch seconds), when it names one: downloads are retried until then. */
export const expiryOf = (command: { expiresAt?: unknown }) =>
  typeof command.expiresAt === 'number' ? command.expiresAt : undefined;

/**
 * Downloads `url` (retrying until the command expires) and checks its SHA-256; the bytes, else
 * why not. `onProgress` hears the percent downloaded, in quarters.
 */
export async function checkedDownload(
  ctx: DownloadContext,
  command: { expiresAt?: unknown },
  url: string,
  sha256: string,
  onProgress?: (percent: number) => void,
): Promise<Buffer | Failure> {
  const body = await downloadWithRetry(ctx, url, expiryOf(command), onProgress);
  if (!Buffer.isBuffer(body)) return body;
  const actual = createHash('sha256').update(body).digest('hex');
  if (actual !== sha256.toLowerCase()) return { reason: 'checksumMismatch', detail: `got ${actual}` };
  return body;
}
