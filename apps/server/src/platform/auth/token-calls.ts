import { setTimeout as gather } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { type AuditEntry, auditMany } from '../audit/audit';
import type { Db } from '../db/client';

/** One call an API token made: what its audit entry lists. */
export interface TokenCall {
  tenantId: string;
  actorId: string;
  actorName: string;
  tokenId: string;
  /** When it was answered, epoch milliseconds. */
  at: number;
  method: string;
  route: string;
  status: number;
  ip: string;
}

/** Calls one audit entry lists at most (a larger backlog of one token takes several). */
const CALLS_PER_ENTRY = 1_000;

/** An entry's calls alike in all but time: each time is one call, in the order answered. */
interface CallGroup {
  method: string;
  route: string;
  status: number;
  ip: string;
  at: string[];
}

/**
 * A batch's calls as audit entries: one per token and up to CALLS_PER_ENTRY calls. An entry lists
 * its calls grouped by method, route, status and address (a script repeats a few), each group with
 * the time of every call in it: what the chain hashes stays small. The entry's address is the
 * calls' when they share one (a script's usual case), else none: each group names its own.
 */
export function tokenCallEntries(calls: TokenCall[]): AuditEntry[] {
  const byToken = new Map<string, TokenCall[]>();
  for (const call of calls) {
    const list = byToken.get(call.tokenId);
    if (list) list.push(call);
    else byToken.set(call.tokenId, [call]);
  }
  const entries: AuditEntry[] = [];
  // A script's calls come tens to a millisecond: each time is written once, not once a call.
  let lastMs = Number.NaN;
  let lastIso = '';
  const isoOf = (ms: number) => {
    if (ms !== lastMs) {
      lastMs = ms;
      lastIso = new Date(ms).toISOString();
    }
    return lastIso;
  };
  for (const list of byToken.values()) {
    for (let from = 0; from < list.length; from += CALLS_PER_ENTRY) {
      const part = list.slice(from, from + CALLS_PER_ENTRY);
      const first = part[0] as TokenCall;
      const groups = new Map<string, CallGroup>();
      for (const c of part) {
        const key = `${c.method} ${c.route} ${c.status} ${c.ip}`;
        const at = isoOf(c.at);
        const group = groups.get(key);
        if (group) group.at.push(at);
        else groups.set(key, { method: c.method, route: c.route, status: c.status, ip: c.ip, at: [at] });
      }
      entries.push({
        tenantId: first.tenantId,
        actorId: first.actorId,
        actorName: first.actorName,
        action: 'api-token.calls',
        entity: 'api-token',
        entityId: first.tokenId,
        ip: part.every((c) => c.ip === first.ip) ? first.ip : null,
        detail: { count: part.length, calls: [...groups.values()] },
      });
    }
  }
  return entries;
}

/**
 * How long a batch gathers calls before it is written. Written as soon as the previous write
 * ended, a script's steady 4,600 calls a second made an INSERT every few milliseconds, each through
 * the chain (below): the audit cost a tenth of the calls' own rate. A few a second cost little, and
 * an entry is in the log well within a second of its call.
 */
const GATHER_MS = 200;

/**
 * Writes API token calls to the audit log in batches: the calls of GATHER_MS (and whatever arrived
 * while the previous batch was being written) go in one INSERT, as one entry per token listing its
 * calls. A tenant's audit entries are chained one at a time (decision 0037: a row each through the
 * chain's trigger and four indexes, ~0.1 ms of the database's time), about as much as the call
 * itself costs: an entry per call lagged minutes behind a script's 4,600 calls a second and queued
 * the rest in memory. `drain()` resolves when everything pushed so far is written.
 */
export function createTokenCallAuditor(db: Db, onError: (err: unknown) => void) {
  let queued: TokenCall[] = [];
  let writing: Promise<void> | null = null;
  let batches = 0;

  async function writeAll() {
    while (queued.length > 0) {
      await gather(GATHER_MS);
      const batch = queued;
      queued = [];
      batches++;
      await auditMany(db, tokenCallEntries(batch)).catch(onError);
    }
    writing = null;
  }

  return {
    push(call: TokenCall) {
      queued.push(call);
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
  const auditor = createTokenCallAuditor(db, (err) => app.log.error({ err }, 'API token calls not audited'));
  app.addHook('onResponse', (request, reply, done) => {
    const auth = request.auth;
    if (auth?.token) {
      auditor.push({
        tenantId: auth.tenantId,
        actorId: auth.userId,
        actorName: auth.userName,
        tokenId: auth.token.tokenId,
        at: Date.now(),
        method: request.method,
        route: request.routeOptions.url ?? '',
        status: reply.statusCode,
        ip: request.ip,
      });
    }
    done();
  });
  app.addHook('onClose', () => auditor.drain());
  return auditor;
}
