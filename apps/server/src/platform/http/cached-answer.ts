import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard';
import type { RequestAuth } from '../auth/request-auth';
import type { Db } from '../db/client';
import { readCacheOf } from '../db/read-cache';
import { jsonText } from './response-serializer';

const scopeKeys = new WeakMap<RequestAuth['scope'], string>();

/** A caller's data scope as text; scopes are frozen and shared by a session's calls, so made once. */
function scopeKey(scope: RequestAuth['scope']): string {
  let key = scopeKeys.get(scope);
  if (key === undefined) {
    key = JSON.stringify(scope);
    scopeKeys.set(scope, key);
  }
  return key;
}

/**
 * A guarded GET's answer from the read cache (platform/db/read-cache.ts): the same route, tenant,
 * data scope and parsed query get the same JSON text until one of `tables` (the names the area's
 * queries file gives for the read) changes. For reads of tables written seldom and read often (list
 * pages), whose answer depends on nothing else. Every writer of those tables in this process says
 * so after its commit (`readCacheOf(db).changed`); the trigger of migration 0032 tells the rest.
 */
export async function cachedAnswer<T>(
  db: Db,
  request: FastifyRequest,
  tables: readonly string[],
  read: () => Promise<T>,
): Promise<T> {
  const { tenantId, scope } = authOf(request);
  const key = `${request.routeOptions.url} ${tenantId} ${scopeKey(scope)} ${JSON.stringify(request.query)}`;
  const json = await readCacheOf(db).json(tables, key, read);
  return jsonText<T>(json);
}
