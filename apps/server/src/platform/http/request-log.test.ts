import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './request-log';

async function appWithLog(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new OneLineRequestLog() });
  app.get('/files/:key', async () => 'bytes');
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request, without the query string that carries signatures', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/files/abc?expires=1&signature=s3cr3t' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/files/abc', status: 200, msg: 'request' });
    expect(JSON.stringify(lines)).not.toContain('s3cr3t');
    await app.close();
  });

  it('writes nothing for a request that went well above info', async () => {
    const { app, lines } = await appWithLog('warn');
    await app.inject({ method: 'GET', url: '/files/abc' });
    expect(lines).toHaveLength(0);
    await app.close();
  });
});
