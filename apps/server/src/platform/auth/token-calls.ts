import type { FastifyInstance } from 'fastify';
import { type AuditEntry, auditMany } from '../audit/audit';
import type { Db } from '../db/client';

/** Entries one INSERT takes at most (a backlog is written in several). */
const MAX_BATCH = 2_000;

/**
 * Writes audit entries in batches: whatever arrived while the previous batch was being written goes
 * in the next, as one multi-row INSERT. A tenant's audit entries commit one at a time (the hash
 * chain's lock is held through the commit's disk flush, decision 0037), so one INSERT a call would
 * cap a script's token at a few hundred calls a second and queue the rest in memory; a batch
 * chains its rows in one transaction. Nothing waits on a timer: the first entry starts a write at
 * once, later ones join the next. `drain()` resolves when everything pushed so far is written.
 */
export function createAuditBatcher(db: Db, onError: (err: unknown) => void) {
  let queued: AuditEntry[] = [];
  let writing: Promise<void> | null = null;
  let batches = 0;

  async function writeAll() {
    while (queued.length > 0) {
      const batch = queued.slice(0, MAX_BATCH);
      queued = queued.slice(batch.length);
      batches++;
      await auditMany(db, batch).catch(onError);
    }
    writing = null;
  }

  return {
    push(entry: AuditEntry) {
      queued.push(entry);
      writing ??= writeAll();
    },
    async drain() {
      while (writing) await writing;
    },
    /** How many INSERTs were made (the test's measure of batching). */
    get batches() {
      return batches;
    },
  };
}

/**
 * Every call an API token makes goes to the audit log under the token's name (issue 33): the
 * route, not the query (which may hold personal data), and the answer's status. Written after the
 * answer is sent, so the caller does not wait for it, in batches (above); a failed write is logged,
 * never the caller's. Closing the app writes what is still queued.
 */
export function auditTokenCalls(app: FastifyInstance, db: Db) {
  const batcher = createAuditBatcher(db, (err) => app.log.error({ err }, 'API token calls not audited'));
  app.addHook('onResponse', (request, reply, done) => {
    const auth = request.auth;
    if (auth?.token) {
      batcher.push({
        tenantId: auth.tenantId,
        actorId: auth.userId,
        actorName: auth.userName,
        action: 'api-token.call',
        entity: 'api-token',
        entityId: auth.token.tokenId,
        ip: request.ip,
        detail: { method: request.method, route: request.routeOptions.url, status: reply.statusCode },
      });
    }
    done();
  });
  app.addHook('onClose', () => batcher.drain());
  return batcher;
}
