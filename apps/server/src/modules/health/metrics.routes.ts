import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@console/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gauge, type Registry } from 'prom-client';
import type { PlatformContext } from '../../platform/context';
import { body } from '../../platform/http/error-handler';
import { fotaCommandsByState, jobQueueDepths } from './metrics.queries';

/** The database gauges are read at most this often, however often Prometheus scrapes. */
const CACHE_MS = 5_000;

function cached<T>(read: () => Promise<T>, ms = CACHE_MS): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > ms) {
      const value = read();
      last = { at: Date.now(), value };
      // A failed read is not kept: the next scrape tries again.
      value.catch(() => {
        last = undefined;
      });
    }
    return last.value;
  };
}

/** The gauges beside the request metrics: MQTT connection, job queue depths, FOTA commands by state. */
function registerGauges(
  registry: Registry,
  deps: Pick<PlatformContext, 'config' | 'database' | 'metrics' | 'mqttConnected'>,
) {
  if (registry.getSingleMetric('mqtt_connected')) return; // a second app on the same context
  new Gauge({
    name: 'mqtt_connected',
    help: "1 while the server's MQTT client is connected to the broker",
    registers: [registry],
    collect() {
      this.set(deps.mqttConnected() ? 1 : 0);
    },
  });
  const depths = cached(() => jobQueueDepths(deps.database));
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Background jobs waiting (created, retry) or running (active), by queue',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, state, n } of await depths()) this.set({ queue, state }, n);
    },
  });
  const commands = cached(() => fotaCommandsByState(deps.database));
  new Gauge({
    name: 'fota_commands',
    help: 'FOTA commands by state (queued, sent, accepted, then a final state)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [state, n] of await commands()) this.set({ state }, n);
    },
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics in the text format, for a scraper holding METRICS_TOKEN (bearer); without the
 * setting nobody is let in. Not a session route: a scraper has no account (decision 0023).
 */
export const metricsRoutes =
  (deps: Pick<PlatformContext, 'config' | 'database' | 'metrics' | 'mqttConnected'>): FastifyPluginAsyncZod =>
  async (app) => {
    registerGauges(deps.metrics, deps);
    const token = deps.config.METRICS_TOKEN;
    const expected = token ? digest(token) : undefined;
    app.get('/metrics', { schema: { tags: ['health'] } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? digest(header.slice(7).trim()) : undefined;
      if (!expected || !given || !timingSafeEqual(expected, given)) {
        return reply.status(401).send(body(401, 'unauthorized', messages.unauthorized));
      }
      const text = await deps.metrics.metrics();
      return reply
        .header('content-type', deps.metrics.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    });
  };
