import { type ChannelProvider, mapLimited, outcomeOfStatus } from './provider';

export interface SmsGatewayOptions {
  url: string;
  /** Sent as a bearer token when set. */
  token?: string;
  sender?: string;
  ratePerSecond: number;
  concurrency?: number;
}

/**
 * A plain HTTP SMS gateway: one JSON POST per message `{ to, text, sender, reference }`. 2xx is sent;
 * 400, 404 and 422 mean the number is not reachable (counted as not found); 429 and 5xx are retried.
 * The gateway reports delivery later, by a signed callback (a DLR) naming the `reference`: that is
 * the message's uniqueId (sms-delivery-reports.ts, decision 0044).
 */
export function createSmsGateway(options: SmsGatewayOptions): ChannelProvider {
  return {
    name: 'sms-gateway',
    ratePerSecond: options.ratePerSecond,
    send: (batch) =>
      mapLimited(batch, options.concurrency ?? 20, async (m) => {
        try {
          const res = await fetch(options.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            },
            body: JSON.stringify({
              to: m.address,
              text: m.content.text ?? '',
              sender: options.sender,
              reference: m.uniqueId,
            }),
          });
          const detail = (await res.text()).slice(0, 200);
          return outcomeOfStatus(res.status, detail, res.headers.get('retry-after'), (s) =>
            [400, 404, 422].includes(s),
          );
        } catch (error) {
          return { kind: 'retry', error: (error as Error).message };
        }
      }),
  };
}
