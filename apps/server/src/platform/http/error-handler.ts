import { type MessageCode, messages } from '@console/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isClientAbort } from './client-abort';
import { isClientDataError } from './client-errors';
import { AppError, RetryLaterError } from './errors';

const codeByText = new Map<string, MessageCode>(
  Object.entries(messages).map(([code, text]) => [text, code as MessageCode]),
);

/**
 * Every error leaves as `{ statusCode, code, message }`, the message from the catalogue (an
 * AppError's `detail` beside them).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
      return reply
        .status(error.statusCode)
        .send({ ...error.detail, ...body(error.statusCode, error.code, error.message) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A schema may carry a catalogue text as its issue message; anything else is 'Invalid request'.
      const text = error.validation.map((v) => v.message).find((m) => m && codeByText.has(m));
      const code = (text && codeByText.get(text)) || 'invalidRequest';
      return reply.status(400).send(body(400, code, messages[code]));
    }
    // A NUL byte the database refuses, a multipart body the parser cannot read: the request is wrong.
    if (isClientDataError(error))
      return reply.status(400).send(body(400, 'invalidRequest', messages.invalidRequest));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body(429, 'tooManyAttempts', messages.tooManyAttempts));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(status, 'invalidRequest', messages.invalidRequest));
    }
    if (isClientAbort(error, request)) {
      request.log.info({ code: error.code }, 'client closed the connection');
      // Sent to nobody; it ends the request's hooks (the in-flight count) as any answer does.
      return reply.status(499).send(body(499, 'invalidRequest', messages.invalidRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, 'internalError', messages.internalError));
  });
}

export function body(statusCode: number, code: string, message: string) {
  return { statusCode, code, message };
}
