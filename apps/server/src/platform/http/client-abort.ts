import type { FastifyRequest } from 'fastify';

/** What Node and stream pipelines throw when the other end hangs up. */
const HANG_UP_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * True when `error` is the caller hanging up mid-request (a closed tab, a cancelled upload): the
 * connection is gone and the error is the one a read or write on it raises. Not a fault of ours,
 * and no answer can reach anyone: logged at info, never as an unhandled error (issue 29).
 */
export function isClientAbort(error: { code?: unknown }, request: FastifyRequest): boolean {
  const socket = request.raw.socket as { destroyed?: boolean } | null;
  const gone = request.raw.destroyed || !socket || socket.destroyed === true;
  return gone && typeof error.code === 'string' && HANG_UP_CODES.has(error.code);
}
