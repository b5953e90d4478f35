import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard';
import type { RequestAuth } from '../auth/request-auth';
import { scopeKeyOf } from '../auth/scope';
import type { Db } from '../db/client';
import { readCacheOf } from '../db/read-cache';
import { jsonText } from './response-serializer';

const scopeKeys = new WeakMap<RequestAuth['scope'], string>();

/** A caller's scope key; scopes are frozen and shared by a session's calls, so it is made once. */
function scopeKey(scope: RequestAuth['scope']): string {
  let key = scopeKeys.get(scope);
  if (key === undefined) {
    key = scopeKeyOf(scope);
    scopeKeys.set(scope, key);
  }
  return key;
}

/**
 * How long an answer may be served: until one of `tables` changes (the names the area's queries
 * file gives for the read: every writer of them in this process says so after its commit, with
 * `readCacheOf(db).changed`, and the trigger of migration 0032 tells the rest), and for at most
 * `maxAgeMs` (for reads of tables written all the time, such as the activity rollups).
 */
export type Freshness =
  | { tables: readonly string[]; maxAgeMs?: number }
  | { tables?: never; maxAgeMs: number };

/**
 * A guarded GET's answer from the read cache (platform/db/read-cache.ts): the same route, tenant,
 * data scope, path parameters and parsed query get the same JSON text while `freshness` holds.
 * Only for answers that depend on nothing else (no per-person field).
 */
export async function cachedAnswer<T>(
  db: Db,
  request: FastifyRequest,
  freshness: Freshness,
  read: () => Promise<T>,
): Promise<T> {
  const { tenantId, scope } = authOf(request);
  const { url } = request.routeOptions;
  const key = `${url} ${tenantId} ${scopeKey(scope)} ${JSON.stringify([request.params, request.query])}`;
  const json = await readCacheOf(db).json(freshness.tables ?? [], key, read, freshness.maxAgeMs);
  return jsonText<T>(json);
}
