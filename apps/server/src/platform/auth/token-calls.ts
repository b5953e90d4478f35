import type { FastifyInstance } from 'fastify';
import { audit } from '../audit/audit';
import type { Db } from '../db/client';

/**
 * Every call an API token makes goes to the audit log under the token's name (issue 33): the
 * route, not the query (which may hold personal data), and the answer's status. Written after the
 * answer is sent, so the caller does not wait for it; a failed write is logged, never the caller's.
 */
export function auditTokenCalls(app: FastifyInstance, db: Db) {
  app.addHook('onResponse', (request, reply, done) => {
    const auth = request.auth;
    if (auth?.token) {
      audit(db, auth, {
        action: 'api-token.call',
        entity: 'api-token',
        entityId: auth.token.tokenId,
        ip: request.ip,
        detail: { method: request.method, route: request.routeOptions.url, status: reply.statusCode },
      }).catch((err) => request.log.error({ err }, 'API token call not audited'));
    }
    done();
  });
}
