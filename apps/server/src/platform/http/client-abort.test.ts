import { connect } from 'node:net';
import { Writable } from 'node:stream';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { OneLineRequestLog } from './request-log';

/** An app whose upload route reads a multipart body as the console's uploads do, its log kept. */
async function uploadApp() {
  const lines: { level: number; msg: string; reqId?: string }[] = [];
  let onLine: (() => void) | undefined;
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      onLine?.();
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream }, logController: new OneLineRequestLog() });
  registerErrorHandler(app);
  await app.register(multipart);
  let reading: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    reading = resolve;
  });
  app.post('/upload', async (request) => {
    reading();
    for await (const part of request.parts()) if (part.type === 'file') await part.toBuffer();
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  /** Resolves once a line matching `test` has been written. */
  const logged = (test: (line: (typeof lines)[number]) => boolean) =>
    new Promise<void>((resolve) => {
      onLine = () => {
        if (lines.some(test)) resolve();
      };
      onLine();
    });
  return { app, lines, logged, started, port: (app.server.address() as { port: number }).port };
}

describe('a client that hangs up mid-request (issue 29)', () => {
  it('is logged as what it is, at info, not as an unhandled error', async () => {
    const { app, lines, logged, started, port } = await uploadApp();
    const head =
      'POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=XX\r\n' +
      'Content-Length: 100000\r\n\r\n--XX\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\nabc';
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    // Hang up once the handler reads the file part; then wait for what the server logs of it.
    await started;
    socket.destroy();
    await logged((l) => l.level >= 30 && l.reqId !== undefined);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 30, msg: 'client closed the connection' }));
    await app.close();
  });
});
