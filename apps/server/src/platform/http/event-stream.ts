import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Server-Sent Events (text/event-stream): a reply that stays open and carries events as they
 * happen. Sent as a stream through Fastify (not hijacked), so the answer's security headers and the
 * shutdown's in-flight count work as for any answer. A stream is bounded like any connection
 * (issue 29): a heartbeat comment well inside the idle limit, a whole lifetime after which the
 * client reconnects (and passes the guard again), a re-check of the caller at every heartbeat,
 * and a cap on what may wait unsent for a reader that stopped reading (further events are dropped).
 */

export interface EventStreamOptions {
  /** Between heartbeats; keep it under HTTP_IDLE_TIMEOUT_SECONDS. */
  heartbeatMs: number;
  /** How long the stream stays open before it ends with `end` (the client opens it again). */
  lifetimeMs: number;
  /** Asked at each heartbeat: false ends the stream (a session revoked or expired meanwhile). */
  stillAllowed?: () => Promise<boolean>;
  /** Bytes that may wait unsent; events beyond are dropped (default 256 KB). */
  maxBufferedBytes?: number;
  /** The event sent before the server ends the stream (its data says why). */
  endEvent?: string;
}

export interface EventStream {
  /** Sends one event (JSON data); false when dropped (the reader is behind) or the stream is closed. */
  send(event: string, data: unknown): boolean;
  /** Ends the stream, with the end event when a reason is given. */
  close(reason?: string): void;
  /** Resolves once the stream has ended, by either side. */
  readonly closed: Promise<void>;
  readonly isClosed: () => boolean;
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Answers `request` with an event stream; the handler returns what `reply.send` returned. */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): EventStream {
  const body = new PassThrough();
  const maxBuffered = options.maxBufferedBytes ?? 256 * 1024;
  const endEvent = options.endEvent ?? 'end';
  let closed = false;
  let markClosed: () => void = () => {};
  const closedPromise = new Promise<void>((resolve) => {
    markClosed = resolve;
  });

  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    markClosed();
  };
  const close = (reason?: string) => {
    if (closed) return;
    if (reason) body.write(frame(endEvent, { reason }));
    finish();
    body.end();
  };
  const heartbeat = setInterval(async () => {
    if (closed) return;
    if (options.stillAllowed && !(await options.stillAllowed().catch(() => false))) return close('session');
    if (!closed) body.write(': ping\n\n');
  }, options.heartbeatMs);
  const lifetime = setTimeout(() => close('reconnect'), options.lifetimeMs);
  heartbeat.unref();
  lifetime.unref();
  request.raw.once('close', finish);
  body.once('close', finish);

  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    // Proxies that buffer answers (nginx) would hold the events back.
    .header('x-accel-buffering', 'no');
  // The first bytes send the headers at once: the client knows the stream is open.
  body.write(': open\n\n');
  void reply.send(body);

  return {
    send(event, data) {
      if (closed || body.writableLength > maxBuffered || reply.raw.writableLength > maxBuffered) return false;
      body.write(frame(event, data));
      return true;
    },
    close,
    closed: closedPromise,
    isClosed: () => closed,
  };
}
