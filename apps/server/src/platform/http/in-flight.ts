import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Set on a request from its arrival until its reply is produced. */
const IN_FLIGHT = Symbol('inFlight');
type Tracked = FastifyRequest & { [IN_FLIGHT]: boolean };

/**
 * Counts requests from arrival until their reply is produced (onSend runs even when the caller
 * has gone; onResponse does not), so shutdown can wait for their database work to end. A flag
 * every request is made with, not a WeakSet: adding to and deleting from one on every request
 * cost ~0.3 µs of a lookup (decision 0024, session 17).
 */
export function trackInFlight(app: FastifyInstance) {
  let count = 0;
  let wake: (() => void) | undefined;
  app.decorateRequest(IN_FLIGHT, false);
  app.addHook('onRequest', (request, _reply, next) => {
    (request as Tracked)[IN_FLIGHT] = true;
    count++;
    next();
  });
  app.addHook('onSend', (request, _reply, payload, next) => {
    const tracked = request as Tracked;
    if (tracked[IN_FLIGHT]) {
      tracked[IN_FLIGHT] = false;
      if (--count === 0) wake?.();
    }
    next(null, payload);
  });
  return {
    count: () => count,
    /** True once nothing runs, false when `ms` pass first. */
    drained(ms: number): Promise<boolean> {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
  };
}
