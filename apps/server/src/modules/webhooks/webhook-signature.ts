import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@console/contracts/webhooks';

/*
 * Standard Webhooks signing (https://www.standardwebhooks.com, the spec's "symmetric" scheme): the
 * secret is `whsec_` and 24 random bytes in base64; the signed content is
 * `<webhook-id>.<webhook-timestamp>.<body>`; the signature is HMAC-SHA256 with the secret's bytes,
 * sent as `v1,<base64>` in `webhook-signature`.
 */

export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one delivery of `body`. */
export function webhookHeaders(secret: string, id: string, body: string, now: Date) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
