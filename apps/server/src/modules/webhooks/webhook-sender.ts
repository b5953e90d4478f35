import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { ForbiddenAddressError, guardedLookup, hostOf, isForbiddenAddress } from './address-guard';

export interface SendResult {
  /** The receiver's HTTP status; null when no answer came (then `error` says why). */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** A 2xx answer is a delivery; anything else (3xx included: redirects are not followed) is retried. */
export const delivered = (r: SendResult) =>
  r.statusCode !== null && r.statusCode >= 200 && r.statusCode < 300;

/** How much of an answer's body is read (and thrown away): the status is what counts. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Posts deliveries over keep-alive connections, each connection's addresses checked by the SSRF
 * guard, each try limited to `timeoutMs` from its start to the end of the answer.
 */
export function createWebhookSender(options: { timeoutMs: number; allowPrivate: boolean }) {
  const { timeoutMs, allowPrivate } = options;
  const lookup = guardedLookup(allowPrivate);
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };

  function send(target: string, headers: Record<string, string>, body: string): Promise<SendResult> {
    const started = performance.now();
    const done = (statusCode: number | null, error: string | null): SendResult => ({
      statusCode,
      error,
      durationMs: Math.round(performance.now() - started),
    });
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return Promise.resolve(done(null, 'invalid URL'));
    }
    const host = hostOf(url);
    // An IP literal skips the socket's lookup: check it here.
    if (isIP(host) && !allowPrivate && isForbiddenAddress(host)) {
      return Promise.resolve(done(null, new ForbiddenAddressError(host, host).message));
    }
    const agent = agents[url.protocol as 'http:' | 'https:'];
    if (!agent) return Promise.resolve(done(null, 'unsupported protocol'));
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (result: SendResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const request = client.request(
        url,
        {
          method: 'POST',
          agent,
          lookup: lookup as unknown as http.RequestOptions['lookup'],
          headers: {
            ...headers,
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'console-webhooks/1',
          },
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) response.destroy();
          });
          response.on('end', () => finish(done(response.statusCode ?? null, null)));
          response.on('close', () => finish(done(response.statusCode ?? null, null)));
          response.on('error', () => finish(done(response.statusCode ?? null, null)));
        },
      );
      const timer = setTimeout(() => {
        request.destroy();
        finish(done(null, `no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      request.on('error', (error: Error) => finish(done(null, error.message.slice(0, 300))));
      request.end(body);
    });
  }

  return {
    send,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
