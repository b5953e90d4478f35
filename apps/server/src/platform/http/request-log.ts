import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

interface LevelCheck {
  isLevelEnabled(level: string): boolean;
}

/**
 * One access-log line per request, at info, instead of Fastify's two (incoming, completed): the
 * path without its query string, since signed download links carry their signature there.
 * Rotation is the process manager's or log shipper's job (stdout; see docs/configuration.md).
 * Given to Fastify as its `logController`.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // Above info (the bench's warn), a request that went well writes nothing: nothing is built for it.
    if (!error && (reply.log as Partial<LevelCheck>).isLevelEnabled?.('info') === false) return;
    const line = {
      method: request.method,
      path: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
