import { signJwt } from './jwt';
import {
  type ChannelProvider,
  mapLimited,
  type Outgoing,
  outcomeOfStatus,
  type SendOutcome,
} from './provider';

/** The fields of a Google service-account key file that FCM HTTP v1 needs. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

export interface FcmOptions {
  serviceAccount: ServiceAccount;
  /** https://fcm.googleapis.com unless said (a local server in the tests). */
  baseUrl?: string;
  ratePerSecond: number;
  concurrency?: number;
  now?: () => number;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

/** FCM data values must be strings. */
const stringMap = (payload: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/** The v1 message for one token: data always, a notification block when the payload has a title or body. */
export function fcmMessage(m: Outgoing, nowMs: number) {
  const payload = m.content.payload ?? {};
  const { title, body } = payload as { title?: unknown; body?: unknown };
  const ttl = Math.max(0, m.content.expiry - Math.floor(nowMs / 1000));
  return {
    message: {
      token: m.address,
      data: {
        ...stringMap(payload),
        severity: m.content.severity,
        taskId: m.content.taskId,
        uniqueId: m.uniqueId,
      },
      ...(typeof title === 'string' || typeof body === 'string'
        ? { notification: { title: String(title ?? ''), body: String(body ?? '') } }
        : {}),
      android: { ttl: `${ttl}s`, priority: m.content.severity === 'alert' ? 'HIGH' : 'NORMAL' },
    },
  };
}

/** FCM's error code of a v1 error body (details[].errorCode), else its status. */
function errorCode(body: string): string {
  try {
    const error = (JSON.parse(body) as { error?: { status?: string; details?: { errorCode?: string }[] } })
      .error;
    return error?.details?.find((d) => d.errorCode)?.errorCode ?? error?.status ?? '';
  } catch {
    return '';
  }
}

/**
 * Firebase Cloud Messaging HTTP v1: an OAuth2 access token from the service account's signed JWT
 * assertion (RFC 7523, RS256, one hour, renewed five minutes early), then one POST per token to
 * /v1/projects/{project}/messages:send. UNREGISTERED (404) is a token not found; 429 and 5xx are
 * retried after Retry-After; a 401 renews the access token once. No delivery receipt: FCM answers
 * only that it accepted the message (delivery is in Firebase's BigQuery export, not an API), so its
 * messages stop at sent in the delivery funnel unless the app reports them opened.
 */
export function createFcmProvider(options: FcmOptions): ChannelProvider {
  const sa = options.serviceAccount;
  const base = (options.baseUrl ?? 'https://fcm.googleapis.com').replace(/\/$/, '');
  const tokenUri = sa.token_uri ?? GOOGLE_TOKEN_URI;
  const now = options.now ?? Date.now;
  let access: { token: string; until: number } | undefined;

  async function accessToken(renew = false): Promise<string> {
    if (!renew && access && access.until > now()) return access.token;
    const iat = Math.floor(now() / 1000);
    const assertion = signJwt(
      'RS256',
      {},
      { iss: sa.client_email, scope: SCOPE, aud: tokenUri, iat, exp: iat + 3600 },
      sa.private_key,
    );
    const res = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    });
    if (!res.ok) throw new Error(`FCM token: ${res.status} ${await res.text()}`);
    const json = (await res.json()) as { access_token: string; expires_in?: number };
    access = { token: json.access_token, until: now() + ((json.expires_in ?? 3600) - 300) * 1000 };
    return access.token;
  }

  async function sendOne(m: Outgoing, renewed = false): Promise<SendOutcome> {
    let res: Response;
    try {
      res = await fetch(`${base}/v1/projects/${encodeURIComponent(sa.project_id)}/messages:send`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken(renewed)}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(fcmMessage(m, now())),
      });
    } catch (error) {
      return { kind: 'retry', error: (error as Error).message };
    }
    const body = await res.text();
    if (res.status === 401 && !renewed) return sendOne(m, true);
    const code = errorCode(body);
    return outcomeOfStatus(
      res.status,
      code,
      res.headers.get('retry-after'),
      (s, c) => s === 404 || c === 'UNREGISTERED',
    );
  }

  return {
    name: 'fcm',
    ratePerSecond: options.ratePerSecond,
    send: (batch) => mapLimited(batch, options.concurrency ?? 50, (m) => sendOne(m)),
  };
}
