import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';

/** The app's Prometheus registry: one per app (test apps side by side never share counters). */
export const createMetricsRegistry = () => new Registry();

/**
 * Request rate and latency per route, labelled with the route's pattern (`/devices/{id}`, never
 * the URL, whose ids would make a series per device); requests no route matched share one label.
 */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}
