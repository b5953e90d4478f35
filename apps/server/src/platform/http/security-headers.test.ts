import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

const app = Fastify();
beforeAll(async () => {
  await registerSecurityHeaders(app);
  app.get('/simplifi/v1/users', async () => ({ users: [] }));
  app.get('/simplifi/v1/cached', async (_request, reply) =>
    reply.header('cache-control', 'max-age=60').send('x'),
  );
  app.get('/simplifi/v1/fails', async (_request, reply) => reply.status(404).send({ message: 'no' }));
  app.get('/simplifi/v1/throws', async () => {
    throw new Error('broken');
  });
  app.get('/dashboard', async (_request, reply) => reply.type('text/html').send('<html></html>'));
  await app.ready();
});
afterAll(() => app.close());

it("gives API answers, errors too, the API's headers and no-store unless a route chose its own", async () => {
  for (const url of [
    '/simplifi/v1/users',
    '/simplifi/v1/fails',
    '/simplifi/v1/throws',
    '/simplifi/v1/nowhere',
  ]) {
    const { headers } = await app.inject(url);
    expect(headers['cache-control'], url).toBe('no-store');
    expect(headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
  }
  expect((await app.inject('/simplifi/v1/cached')).headers['cache-control']).toBe('max-age=60');
});

it("gives pages helmet's headers, and no Cache-Control of the API's", async () => {
  const { headers } = await app.inject('/dashboard');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['cache-control']).toBeUndefined();
});
