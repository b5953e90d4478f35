import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard';
import { callerDataKey } from '../auth/scope';
import type { Db } from '../db/client';
import { readCacheOf } from '../db/read-cache';
import { jsonText } from './response-serializer';

/**
 * How long an answer may be served: until one of `tables` changes (the names the area's queries
 * file gives for the read: every writer of them in this process says so after its commit, with
 * `readCacheOf(db).changed`, and the trigger of migration 0032 tells the rest), and for at most
 * `maxAgeMs` (for reads of tables written all the time, such as the activity rollups).
 */
export type Freshness = (
  | { tables: readonly string[]; maxAgeMs?: number }
  | { tables?: never; maxAgeMs: number }
) & {
  /** From what age a call that gets the answer also starts the next read (ReadCache.answer). */
  refreshAfterMs?: number;
};

/** Answers shorter than this go as they are: gzip saves little on them, or adds bytes. */
const GZIP_MIN_LENGTH = 1024;

/** Whether the client takes a gzipped body (`Accept-Encoding`: gzip or `*`, not with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A guarded GET's answer from the read cache (platform/db/read-cache.ts): the same route, tenant,
 * data scope, path parameters and parsed query get the same JSON text while `freshness` holds,
 * gzipped (from 1 KB) for a client that accepts it (compressed once per kept answer, not per call).
 * Only for answers that depend on nothing else (no per-person field).
 */
export async function cachedAnswer<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  freshness: Freshness,
  read: () => Promise<T>,
): Promise<T> {
  const { url } = request.routeOptions;
  const key = `${url} ${callerDataKey(authOf(request))} ${JSON.stringify([request.params, request.query])}`;
  const answer = await readCacheOf(db).answer(freshness.tables ?? [], key, read, freshness);
  reply.header('vary', 'accept-encoding');
  if (answer.json.length < GZIP_MIN_LENGTH || !acceptsGzip(request.headers['accept-encoding']))
    return jsonText<T>(answer.json);
  // A Buffer is sent as it is, past the serializer: the JSON text it holds is what jsonText sends.
  reply.header('content-encoding', 'gzip').type('application/json; charset=utf-8');
  return answer.gzipped() as unknown as T;
}
