import { expireSession } from '../session/expire-session';
import { type CallInput, type CallOptions, type Descriptor, headersOf, urlOf } from './api-call';
import { ApiError } from './api-error';
import { fileNameOf } from './file-name';

export interface Downloaded {
  blob: Blob;
  /** The name the server gives in Content-Disposition, if any. */
  fileName: string | undefined;
}

/**
 * Calls one endpoint with the session headers and answers the response to read as it streams (a
 * file, NDJSON lines); a refusal throws its ApiError, a 401 ends the session.
 */
export async function apiStream<D extends Descriptor>(d: D, input: CallInput<D>): Promise<Response> {
  const all = input as CallOptions & { params?: unknown; query?: unknown };
  let res: Response;
  try {
    res = await fetch(urlOf(d, all), {
      method: d.method,
      headers: headersOf({ ...all, headers: { Accept: '*/*' } }),
      signal: all.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0);
  }
  if (!res.ok) {
    if (res.status === 401) expireSession();
    throw await ApiError.fromResponse(res);
  }
  return res;
}

/**
 * Fetches a file from one endpoint with the session headers, reading it as it streams so the
 * caller can show progress (`onProgress` gets the bytes received so far).
 */
export async function apiDownload<D extends Descriptor>(
  d: D,
  input: CallInput<D> & { onProgress?: (bytes: number) => void },
): Promise<Downloaded> {
  const all = input as { onProgress?: (n: number) => void };
  const res = await apiStream(d, input);
  const fileName = fileNameOf(res.headers.get('content-disposition'));
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  if (!res.body) return { blob: await res.blob(), fileName };
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    all.onProgress?.(received);
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}
