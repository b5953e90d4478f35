import type { FastifyInstance } from 'fastify';

/**
 * One access-log line per request, at info, instead of Fastify's two (incoming, completed): the
 * path without its query string, since signed download links carry their signature there.
 * Rotation is the process manager's or log shipper's job (stdout; see docs/configuration.md).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?', 1)[0];
    request.log.info(
      { method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });
}

/**
 * API answers (sessions, people's data, signed links) are never kept by browsers or proxies,
 * unless a route chose its own Cache-Control.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/simplifi/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
