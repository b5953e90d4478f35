import { type ClientHttp2Session, connect, constants } from 'node:http2';
import { signJwt } from './jwt';
import {
  type ChannelProvider,
  mapLimited,
  type Outgoing,
  outcomeOfStatus,
  type SendOutcome,
} from './provider';

export interface ApnsOptions {
  /** The .p8 signing key (PEM, P-256) and its key id; the team id; the app's bundle id (apns-topic). */
  key: string;
  keyId: string;
  teamId: string;
  topic: string;
  /** https://api.push.apple.com unless said (api.sandbox.push.apple.com, or a local server in the tests). */
  url?: string;
  ratePerSecond: number;
  concurrency?: number;
  now?: () => number;
}

/** The APNs body: the payload's own `aps` when it has one, else an alert from its title and body. */
export function apnsBody(m: Outgoing) {
  const payload = m.content.payload ?? {};
  const { title, body, aps, ...custom } = payload as Record<string, unknown>;
  const alert = {
    title: typeof title === 'string' ? title : undefined,
    body: typeof body === 'string' ? body : undefined,
  };
  return {
    aps: aps ?? { alert, sound: 'default' },
    ...custom,
    severity: m.content.severity,
    taskId: m.content.taskId,
    uniqueId: m.uniqueId,
  };
}

const NOT_FOUND = new Set(['BadDeviceToken', 'Unregistered', 'DeviceTokenNotForTopic']);

/**
 * Apple Push Notification service over HTTP/2 (node:http2): one session, reused; a provider token
 * (JWT, ES256, kid and iss = team id) renewed every 50 minutes (Apple refuses one older than an hour
 * and one renewed more often than every 20). 410 Unregistered and 400 BadDeviceToken are tokens not
 * found; 429 and 5xx are retried; 403 ExpiredProviderToken renews the token once. No delivery
 * receipt: a 200 only says Apple accepted it, so in the delivery funnel its messages stop at sent
 * unless the app reports them opened.
 */
export function createApnsProvider(options: ApnsOptions): ChannelProvider {
  const origin = options.url ?? 'https://api.push.apple.com';
  const now = options.now ?? Date.now;
  let session: ClientHttp2Session | undefined;
  let token: { jwt: string; at: number } | undefined;

  function providerToken(renew = false) {
    if (!renew && token && now() - token.at < 50 * 60_000) return token.jwt;
    const iat = Math.floor(now() / 1000);
    token = {
      jwt: signJwt('ES256', { kid: options.keyId }, { iss: options.teamId, iat }, options.key),
      at: now(),
    };
    return token.jwt;
  }

  function sessionOf(): ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const s = connect(origin);
    s.on('error', () => s.destroy());
    s.on('goaway', () => s.close());
    s.unref();
    session = s;
    return s;
  }

  function post(m: Outgoing, jwt: string): Promise<{ status: number; reason: string; retryAfter?: string }> {
    return new Promise((resolve, reject) => {
      const req = sessionOf().request({
        [constants.HTTP2_HEADER_METHOD]: 'POST',
        [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(m.address)}`,
        authorization: `bearer ${jwt}`,
        'apns-topic': options.topic,
        'apns-push-type': 'alert',
        'apns-priority': m.content.severity === 'alert' ? '10' : '5',
        'apns-expiration': String(m.content.expiry),
        'apns-id': m.uniqueId,
        'content-type': 'application/json',
      });
      let status = 0;
      let retryAfter: string | undefined;
      let data = '';
      req.on('response', (headers) => {
        status = Number(headers[constants.HTTP2_HEADER_STATUS]);
        retryAfter = headers['retry-after'] as string | undefined;
      });
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        data += chunk;
      });
      req.on('end', () => {
        let reason = '';
        try {
          reason = data ? ((JSON.parse(data) as { reason?: string }).reason ?? '') : '';
        } catch {
          reason = data.slice(0, 200);
        }
        resolve({ status, reason, retryAfter });
      });
      req.on('error', reject);
      req.end(JSON.stringify(apnsBody(m)));
    });
  }

  async function sendOne(m: Outgoing, renewed = false): Promise<SendOutcome> {
    let res: Awaited<ReturnType<typeof post>>;
    try {
      res = await post(m, providerToken(renewed));
    } catch (error) {
      return { kind: 'retry', error: (error as Error).message };
    }
    if (res.status === 403 && res.reason === 'ExpiredProviderToken' && !renewed) return sendOne(m, true);
    return outcomeOfStatus(
      res.status,
      res.reason,
      res.retryAfter,
      (s, reason) => s === 410 || NOT_FOUND.has(reason),
    );
  }

  return {
    name: 'apns',
    ratePerSecond: options.ratePerSecond,
    send: (batch) => mapLimited(batch, options.concurrency ?? 100, (m) => sendOne(m)),
    async close() {
      session?.close();
    },
  };
}
