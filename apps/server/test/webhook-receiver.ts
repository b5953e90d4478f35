import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
  receivedAt: number;
  /** What the body said its event's time was (epoch ms). */
  eventAt: number;
}

/**
 * A real HTTP receiver of webhooks on 127.0.0.1 that checks each request the way the Standard
 * Webhooks libraries do (`standardwebhooks`' Webhook.verify: signature and timestamp tolerance) and
 * answers 204, or 401 when the check fails; `status` makes it answer something else instead (a
 * failing endpoint).
 */
export async function startWebhookReceiver(options: { status?: () => number } = {}) {
  const received: Received[] = [];
  const refused: string[] = [];
  let secret: string | undefined;
  const waiters: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const forced = options.status?.();
      if (forced !== undefined) {
        response.writeHead(forced).end();
        return;
      }
      try {
        if (!secret) throw new Error('no secret given to the receiver');
        const payload = new Webhook(secret).verify(body, headersOf(request.headers)) as {
          type: string;
          timestamp: string;
          data: Record<string, unknown>;
        };
        received.push({
          id: String(request.headers['webhook-id']),
          type: payload.type,
          data: payload.data,
          receivedAt: Date.now(),
          eventAt: Date.parse(payload.timestamp),
        });
        response.writeHead(204).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(401).end();
      }
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    refused,
    useSecret(next: string) {
      secret = next;
    },
    /** Resolves once `check` holds after a request (no sleeps: each request wakes it). */
    async until(check: () => boolean) {
      while (!check()) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function headersOf(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
  );
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
