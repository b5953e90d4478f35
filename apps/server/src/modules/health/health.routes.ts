import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleContext } from '../context';

const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.string(),
  mqtt: z.enum(['connected', 'disconnected']),
});

/** Liveness and readiness: the database answers and the MQTT client is connected. Our own call, not in the spec. */
export const healthRoutes =
  (deps: ModuleContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['health'], response: { 200: Health, 503: Health } } },
      async (_req, reply) => {
        let databaseUp = true;
        try {
          await deps.database.execute('select 1');
        } catch {
          databaseUp = false;
        }
        const mqtt = deps.mqttConnected() ? 'connected' : 'disconnected';
        const body = {
          status: databaseUp ? ('ok' as const) : ('degraded' as const),
          database: databaseUp ? deps.database.engine : 'down',
          mqtt: mqtt as 'connected' | 'disconnected',
        };
        return reply.status(databaseUp ? 200 : 503).send(body);
      },
    );
  };
