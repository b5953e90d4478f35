import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './request-logger';

/** An app whose log lines are kept, each request's logger made by lazyRequestLogger. */
async function appAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyRequestLogger });
  app.get('/quiet', async (request) => {
    request.log.info({ step: 'quiet' }, 'an info line');
    return { ok: true };
  });
  app.get('/fails', async (request) => {
    request.log.error({ step: 'fails' }, 'an error line');
    request.log.warn(new Error('an error object'));
    request.log.warn('a %s line', 'formatted');
    return { ok: false };
  });
  await app.ready();
  const child = vi.spyOn(app.log, 'child');
  return { app, lines, child };
}

describe('lazyRequestLogger', () => {
  it('makes no child logger for a request that writes nothing at the level set', async () => {
    const { app, lines, child } = await appAt('warn');
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(lines.filter((l) => l.step === 'quiet')).toEqual([]);
    expect(child).not.toHaveBeenCalled();
    await app.close();
  });

  it('writes a request’s lines with its request id, as pino’s child does, and makes no child', async () => {
    const { app, lines, child } = await appAt('warn');
    await app.inject('/fails');
    await app.inject('/fails');
    const written = lines.filter((l) => l.step === 'fails');
    expect(written).toHaveLength(2);
    expect(written.map((l) => l.msg)).toEqual(['an error line', 'an error line']);
    expect(written[0]?.reqId).toBeTruthy();
    expect(written[0]?.reqId).not.toBe(written[1]?.reqId);
    const objects = lines.filter((l) => (l.err as { message?: string })?.message === 'an error object');
    expect(objects).toHaveLength(2);
    expect(objects[0]).toMatchObject({
      level: 40,
      reqId: written[0]?.reqId,
      err: { type: 'Error' },
      msg: 'an error object',
    });
    expect(lines.filter((l) => l.msg === 'a formatted line').map((l) => l.reqId)).toEqual(
      written.map((l) => l.reqId),
    );
    expect(child).not.toHaveBeenCalled();
    await app.close();
  });

  it('follows the app’s level: at info, info lines are written', async () => {
    const { app, lines, child } = await appAt('info');
    await app.inject('/quiet');
    // Fastify's own request lines (incoming, completed) and the route's: none made a child.
    expect(child).not.toHaveBeenCalled();
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(1);
    const [line] = lines.filter((l) => l.step === 'quiet');
    expect(line).toMatchObject({ level: 30, msg: 'an info line' });
    expect(line?.reqId).toBeTruthy();
    await app.close();
  });

  it('makes pino’s child when one is asked for', async () => {
    const app = Fastify({ logger: { level: 'info' }, childLoggerFactory: lazyRequestLogger });
    app.get('/child', async (request) => {
      const inner = request.log.child({ part: 'inner' });
      return { inner: typeof inner.info, level: request.log.level };
    });
    await app.ready();
    const child = vi.spyOn(app.log, 'child');
    expect((await app.inject('/child')).json()).toEqual({ inner: 'function', level: 'info' });
    // pino's children inherit `child` from the app's logger: the request's child, then its own.
    expect(child).toHaveBeenCalledTimes(2);
    await app.close();
  });
});
