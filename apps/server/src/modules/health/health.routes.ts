import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlatformContext } from '../../platform/context';
import { pingDatabase } from './metrics.queries';

const State = z.enum(['ok', 'down']);
const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Each dependency the server needs to do its work. */
  checks: z.object({ db: State, mqtt: State, jobs: State, files: State, redis: State.optional() }),
});

/** A check that hangs (a stalled database, an unreachable bucket) counts as down after this. */
const CHECK_TIMEOUT_MS = 2_000;

async function passes(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness, per dependency: the database answers, the MQTT client is connected, the
 * job queue can take jobs, the file store can be written, Redis answers (when the counters are there). 503 when any is down, so a load balancer
 * stops sending work a server cannot finish. Our own call, not in the spec.
 */
export const healthRoutes =
  (
    deps: Pick<PlatformContext, 'database' | 'files' | 'jobs' | 'mqttConnected' | 'rateLimits'>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['health'], response: { 200: Health, 503: Health } } },
      async (_req, reply) => {
        const [db, jobs, files, redis] = await Promise.all([
          passes(() => pingDatabase(deps.database)),
          passes(() => deps.jobs.check()),
          passes(() => deps.files.check()),
          deps.rateLimits.kind === 'redis' ? passes(() => deps.rateLimits.check()) : undefined,
        ]);
        const mqtt = deps.mqttConnected() ? ('ok' as const) : ('down' as const);
        const checks = { db, mqtt, jobs, files, ...(redis && { redis }) };
        const up = Object.values(checks).every((state) => state === 'ok');
        return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', checks });
      },
    );
  };
