import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMetricsRegistry, registerRequestMetrics } from './request-metrics';

async function meteredApp() {
  const registry = createMetricsRegistry();
  const app = Fastify();
  registerRequestMetrics(app, registry);
  app.get('/items/:id', async () => 'item');
  app.post('/items/:id', async (_request, reply) => reply.code(201).send('made'));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return 'late';
  });
  await app.ready();
  return { app, registry };
}

/** The sample lines of a Prometheus text exposition, `series` → value. */
const samples = (text: string) =>
  new Map(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]),
  );

describe('request metrics', () => {
  it('counts answers per route pattern, method and status; unmatched requests share one label', async () => {
    const { app, registry } = await meteredApp();
    for (const id of ['1', '2', '3']) await app.inject({ method: 'GET', url: `/items/${id}` });
    await app.inject({ method: 'POST', url: '/items/9' });
    await app.inject({ method: 'GET', url: '/nowhere/7' });
    const lines = samples(await registry.metrics());
    expect(lines.get('http_requests_total{method="GET",route="/items/:id",status="200"}')).toBe(3);
    expect(lines.get('http_requests_total{method="POST",route="/items/:id",status="201"}')).toBe(1);
    expect(lines.get('http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect([...lines.keys()].some((series) => series.includes('/items/1'))).toBe(false);
    await app.close();
  });

  it('keeps a cumulative latency histogram per route and method, with its sum and count', async () => {
    const { app, registry } = await meteredApp();
    await app.inject({ method: 'GET', url: '/items/1' });
    await app.inject({ method: 'GET', url: '/slow' });
    await app.inject({ method: 'GET', url: '/slow' });
    const lines = samples(await registry.metrics());
    const slow = (le: string) =>
      lines.get(`http_request_duration_seconds_bucket{le="${le}",method="GET",route="/slow"}`);
    // 30 ms of waiting: past the 25 ms bound, inside every one from 0.5 s on (a loaded machine
    // took one past 50 ms); the buckets count cumulatively.
    expect(slow('0.025')).toBe(0);
    expect(slow('0.05')).toBeLessThanOrEqual(slow('0.1') ?? 0);
    expect(slow('0.5')).toBe(2);
    expect(slow('30')).toBe(2);
    expect(slow('+Inf')).toBe(2);
    expect(lines.get('http_request_duration_seconds_count{method="GET",route="/slow"}')).toBe(2);
    const sum = lines.get('http_request_duration_seconds_sum{method="GET",route="/slow"}') ?? 0;
    expect(sum).toBeGreaterThanOrEqual(0.05);
    expect(sum).toBeLessThan(1);
    expect(lines.get('http_request_duration_seconds_count{method="GET",route="/items/:id"}')).toBe(1);
    await app.close();
  });
});
