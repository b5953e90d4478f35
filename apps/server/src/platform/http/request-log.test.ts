import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog, registerNoStore } from './request-log';

async function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new OneLineRequestLog() });
  registerNoStore(app);
  app.get('/files/:key', async () => 'bytes');
  app.get('/simplifi/v1/users', async () => ({ users: [] }));
  app.get('/simplifi/v1/cached', async (_request, reply) =>
    reply.header('cache-control', 'max-age=60').send('x'),
  );
  app.get('/assets/app.js', async () => 'js');
  await app.ready();
  return { app, lines };
}

describe('request log and caching', () => {
  it('writes one line per request, without the query string that carries signatures', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/files/abc?expires=1&signature=s3cr3t' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/files/abc', status: 200, msg: 'request' });
    expect(JSON.stringify(lines)).not.toContain('s3cr3t');
    await app.close();
  });

  it('answers the API with Cache-Control: no-store unless a route chose its own; other files untouched', async () => {
    const { app } = await appWithLog();
    expect((await app.inject('/simplifi/v1/users')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/simplifi/v1/cached')).headers['cache-control']).toBe('max-age=60');
    expect((await app.inject('/assets/app.js')).headers['cache-control']).toBeUndefined();
    await app.close();
  });
});
