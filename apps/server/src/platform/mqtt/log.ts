import type { FastifyBaseLogger } from 'fastify';

/** The logger the MQTT pieces need: pino (or Fastify's logger), or any object with these four methods. */
export type Log = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
