import type { CommandFailureReason } from './protocol';

/** Why a download (or anything a command does) did not work. */
export type Failure = { reason: CommandFailureReason; detail?: string };

/** What a download needs from its device. */
export interface DownloadContext {
  fetch: typeof fetch;
  /** Waits `ms`; false when the device stopped meanwhile (then it gives up). */
  sleep(ms: number): Promise<boolean>;
  random(): number;
}

/**
 * Retries of a failed download (docs/mqtt.md, Commands): the wait doubles from `firstMs` up to
 * `maxMs`, each one a random 50–100 % of that (so a fleet whose server came back does not
 * return all at once). A command with an expiry is retried until then; one without, `attempts` times.
 * A try that has not finished after `attemptMs` (no answer, or a body that stalls) is given up and
 * retried, as a device's HTTP client would: without it, a connection the server never answered
 * held its device in `downloading` until the command expired.
 */
export const DOWNLOAD_RETRY = { firstMs: 1_000, maxMs: 15_000, attempts: 4, attemptMs: 30_000 };

/**
 * Worth another try: the server or the network is away for now (no answer, 408, 429, 5xx). A 4xx
 * is an answer about the link itself (gone, or refused) and stays so.
 */
function transient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

type Attempt = { bytes: Buffer } | { failure: Failure; retry: boolean };

/**
 * The body, telling `onProgress` each quarter reached as the bytes arrive (by Content-Length;
 * without it, 100 at the end).
 */
async function readWithProgress(response: Response, onProgress: (percent: number) => void): Promise<Buffer> {
  const total = Number(response.headers.get('content-length')) || 0;
  const chunks: Uint8Array[] = [];
  let received = 0;
  let told = 0;
  if (total > 0 && response.body) {
    for await (const chunk of response.body) {
      chunks.push(chunk);
      received += chunk.length;
      const quarter = Math.min(100, Math.floor((received * 4) / total) * 25);
      if (quarter > told) {
        told = quarter;
        onProgress(quarter);
      }
    }
  } else chunks.push(new Uint8Array(await response.arrayBuffer()));
  if (told < 100) onProgress(100);
  return Buffer.concat(chunks);
}

async function attempt(
  ctx: DownloadContext,
  url: string,
  onProgress?: (percent: number) => void,
): Promise<Attempt> {
  try {
    const response = await ctx.fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_RETRY.attemptMs) });
    if (!response.ok)
      return {
        failure: { reason: 'downloadFailed', detail: `HTTP ${response.status}` },
        retry: transient(response.status),
      };
    const bytes = onProgress
      ? await readWithProgress(response, onProgress)
      : Buffer.from(await response.arrayBuffer());
    return { bytes };
  } catch (err) {
    return { failure: { reason: 'downloadFailed', detail: (err as Error).message }, retry: true };
  }
}

/**
 * Downloads `url`, retrying what may pass (see transient) with backoff until `expiresAt` (epoch
 * seconds) would pass before the next try. The bytes, or the last real failure with how many
 * tries it took: a device reports downloadFailed only once it has given up.
 */
export async function downloadWithRetry(
  ctx: DownloadContext,
  url: string,
  expiresAt?: number,
  onProgress?: (percent: number) => void,
): Promise<Buffer | Failure> {
  const { firstMs, maxMs, attempts } = DOWNLOAD_RETRY;
  for (let tries = 1; ; tries++) {
    const result = await attempt(ctx, url, onProgress);
    if ('bytes' in result) return result.bytes;
    const gaveUp = (why: string) => ({
      reason: result.failure.reason,
      detail: `${result.failure.detail} (${tries} ${tries === 1 ? 'try' : 'tries'}${why})`,
    });
    if (!result.retry) return tries === 1 ? result.failure : gaveUp('');
    const wait = Math.min(maxMs, firstMs * 2 ** (tries - 1)) * (0.5 + ctx.random() / 2);
    if (expiresAt === undefined ? tries >= attempts : Date.now() + wait >= expiresAt * 1000)
      return gaveUp(expiresAt === undefined ? '' : ', the command expires');
    if (!(await ctx.sleep(wait))) return gaveUp(', the device stopped');
  }
}
