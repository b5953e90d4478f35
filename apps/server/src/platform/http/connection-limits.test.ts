import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp } from '../../../test/build-app';
import { connectionLimits } from './connection-limits';

type Listening = Awaited<ReturnType<typeof buildListeningTestApp>>;
let t: Listening;
let port: number;

// Small limits so that the test sees each one act: a second of silence, 1.2 s for the headers, 2 s
// for a whole request (the server checks its open requests every 0.3 s at these sizes).
const IDLE_MS = 1_000;
const HEADERS_MS = 1_200;
const REQUEST_MS = 2_000;

beforeAll(async () => {
  t = await buildListeningTestApp({
    HTTP_IDLE_TIMEOUT_SECONDS: String(IDLE_MS / 1000),
    HTTP_HEADERS_TIMEOUT_SECONDS: String(HEADERS_MS / 1000),
    HTTP_REQUEST_TIMEOUT_SECONDS: String(REQUEST_MS / 1000),
  });
  port = Number(new URL(t.baseUrl).port);
});
afterAll(() => t.close());

interface Closed {
  /** From the connection's opening to the server closing it. */
  ms: number;
  /** Everything the server sent before it closed. */
  received: string;
}

/** Opens a raw connection, writes `start`, then `drip` every `dripMs`; resolves when the server closes it. */
function openAndWait(start: string, drip?: { text: string; everyMs: number }): Promise<Closed> {
  return new Promise((resolve) => {
    const opened = Date.now();
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      if (start) socket.write(start);
      if (drip) timer = setInterval(() => socket.write(drip.text), drip.everyMs);
    });
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => {}); // a reset is a close too
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: Date.now() - opened, received });
    });
  });
}

const POST_HEAD =
  'POST /simplifi/v1/userManagement/login HTTP/1.1\r\nHost: localhost\r\n' +
  'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n';

// Each waits for the close event; a connection left open fails by the test's own timeout.
describe.concurrent('connections that idle or stall (issue 29)', { timeout: 8_000 }, () => {
  it('closes a connection that never sends anything', async () => {
    const closed = await openAndWait('');
    expect(closed.ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(closed.received).toBe('');
  });

  it('closes a connection whose headers start and never end', async () => {
    const closed = await openAndWait('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(closed.ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
  });

  it('closes a connection whose body is shorter than its Content-Length', async () => {
    const closed = await openAndWait(`${POST_HEAD}{"userName":`);
    expect(closed.ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
  });

  it('answers 408 and closes headers sent a byte at a time, never silent long enough for the idle limit', async () => {
    const closed = await openAndWait('GET /healthz HTTP/1.1\r\nHost: localhost\r\n', {
      text: 'X',
      everyMs: IDLE_MS / 5,
    });
    expect(closed.received).toMatch(/^HTTP\/1\.1 408/);
    expect(closed.ms).toBeGreaterThanOrEqual(HEADERS_MS - 50);
  });

  it('answers 408 and closes a body sent a byte at a time, past the whole-request limit', async () => {
    const closed = await openAndWait(POST_HEAD, { text: ' ', everyMs: IDLE_MS / 5 });
    expect(closed.received).toMatch(/^HTTP\/1\.1 408/);
    expect(closed.ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
  });

  it('still answers a request sent whole', async () => {
    const res = await fetch(`${t.baseUrl}/simplifi/v1/captcha/challenge`);
    expect(res.status).toBe(200);
  });
});

describe('a reader that stops reading its answer (issue 29)', () => {
  it('is dropped after the idle limit (no limit held it before)', { timeout: 8_000 }, async () => {
    const limits = {
      HTTP_IDLE_TIMEOUT_SECONDS: 1,
      HTTP_HEADERS_TIMEOUT_SECONDS: 1,
      HTTP_REQUEST_TIMEOUT_SECONDS: 2,
    };
    const app = Fastify(connectionLimits(limits));
    // More than the kernel's socket buffers hold: the server's writes stop when the reader does.
    const answer = Buffer.alloc(16 * 1024 * 1024, 'x');
    app.get('/big', async (_request, reply) => reply.type('application/octet-stream').send(answer));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const dropped = new Promise<number>((resolve) => {
      app.server.once('connection', (socket) => socket.once('close', () => resolve(Date.now())));
    });
    const opened = Date.now();
    const client = connect((app.server.address() as { port: number }).port, '127.0.0.1', () =>
      client.write('GET /big HTTP/1.1\r\nHost: localhost\r\n\r\n'),
    );
    client.pause();
    client.on('error', () => {});
    expect((await dropped) - opened).toBeGreaterThanOrEqual(1_000 - 50);
    client.destroy();
    await app.close();
  });
});
