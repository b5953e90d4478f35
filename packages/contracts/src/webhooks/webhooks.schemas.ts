import { z } from 'zod';
import { MAX_PAGE_NUMBER } from '../constants';
import { messages } from '../messages';

/*
 * Signed outbound webhooks (issue 33; ours, the spec has none): a tenant registers endpoints and
 * chooses events; each delivery follows the Standard Webhooks conventions (webhook-id,
 * webhook-timestamp, webhook-signature "v1,<base64 HMAC-SHA256>", secret "whsec_<base64>"), at
 * least once, retried with exponential backoff for a day. The audit stream is the `audit.entry`
 * event. Decision 0040.
 */

/** Every event an endpoint may choose, by its Standard Webhooks type. */
export const WEBHOOK_EVENT_TYPES = [
  'rollout.phase.passed',
  'rollout.stopped',
  'device.offboarded',
  'firmware.uploaded',
  'notification.task.finished',
  'feedback.ticket.created',
  'feedback.ticket.updated',
  'bulk_action.finished',
  'staff.sign_in.refused',
  'staff.sign_in.locked',
  'audit.entry',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event 'Send test event' sends (never chosen: every endpoint takes it). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'rollout.phase.passed': 'Rollout phase passed',
  'rollout.stopped': 'Rollout stopped or aborted',
  'device.offboarded': 'Device offboarded',
  'firmware.uploaded': 'Firmware uploaded',
  'notification.task.finished': 'Notification task finished',
  'feedback.ticket.created': 'Feedback ticket created',
  'feedback.ticket.updated': 'Feedback ticket updated',
  'bulk_action.finished': 'Bulk action finished',
  'staff.sign_in.refused': 'Staff sign-in refused',
  'staff.sign_in.locked': 'Staff account locked',
  'audit.entry': 'Audit entry (the audit stream)',
};

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const MAX_WEBHOOK_ENDPOINTS = 20;
export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** An http(s) URL without credentials; whether its host may be reached is the server's check. */
export const WebhookUrl = z
  .string(messages.webhookUrlRequired)
  .trim()
  .min(1, messages.webhookUrlRequired)
  .max(MAX_WEBHOOK_URL_LENGTH, messages.webhookUrlTooLong)
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  }, messages.webhookUrlInvalid);

const Events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES), messages.webhookEventsRequired)
  .min(1, messages.webhookEventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

export const CreateWebhookBody = z.object({
  url: WebhookUrl,
  description: z.string().trim().max(200).default(''),
  events: Events,
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBody>;

export const UpdateWebhookBody = z.object({
  url: WebhookUrl.optional(),
  description: z.string().trim().max(200).optional(),
  events: Events.optional(),
  /** Enabling again clears a disabling and the failures behind it. */
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.input<typeof UpdateWebhookBody>;

export const WebhookEndpoint = z.object({
  endpointId: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledAt: z.number().nullable(),
  /** 'failing' (the server, after a day of failed deliveries) or 'by hand'. */
  disabledReason: z.string().nullable(),
  /** Who disabled it by hand. */
  disabledBy: z.string().nullable(),
  failingSince: z.number().nullable(),
  createdBy: z.string(),
  createdAt: z.number(),
  /** Deliveries waiting for their first or next try. */
  pending: z.number(),
  /** The newest try of a delivery (epoch ms, as in the delivery log), null before the first. */
  lastAttempt: z
    .object({
      at: z.number(),
      eventType: z.string(),
      statusCode: z.number().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;
/** The answer to a creation: the endpoint and its signing secret, shown this once. */
export const CreatedWebhookEndpoint = WebhookEndpoint.extend({ secret: z.string() });

export const WebhookList = z.object({ endpoints: z.array(WebhookEndpoint) });
export const WebhookParams = z.object({ endpointId: z.string().trim().min(1).max(64) });

export const WebhookAttempt = z.object({
  attemptId: z.number(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.number(),
  at: z.number(),
  /** The receiver's HTTP status, null when there was no answer (see `error`). */
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  /** When it is tried again; null when delivered or given up. */
  retryAt: z.number().nullable(),
  /**
   * Why no try follows this one although it failed: its day of retries ran out, or its endpoint
   * was disabled (which gives up every waiting delivery); null when delivered or tried again.
   */
  givenUp: z.enum(['retriesExhausted', 'endpointDisabled']).nullable(),
  /** What the event was about where its type alone does not say: an audit entry's action. */
  eventSubject: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookAttemptQuery = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const WebhookAttemptPage = z.object({ total: z.number(), attempts: z.array(WebhookAttempt) });
export const WebhookTestSent = z.object({ eventId: z.string() });

const base = '/simplifi/v1/webhooks';
export const listWebhooks = { method: 'GET', path: base, response: WebhookList } as const;
export const createWebhook = {
  method: 'POST',
  path: base,
  body: CreateWebhookBody,
  response: CreatedWebhookEndpoint,
} as const;
export const updateWebhook = {
  method: 'PUT',
  path: `${base}/:endpointId`,
  params: WebhookParams,
  body: UpdateWebhookBody,
  response: WebhookEndpoint,
} as const;
export const deleteWebhook = {
  method: 'DELETE',
  path: `${base}/:endpointId`,
  params: WebhookParams,
  response: WebhookEndpoint,
} as const;
export const sendWebhookTest = {
  method: 'POST',
  path: `${base}/:endpointId/test`,
  params: WebhookParams,
  response: WebhookTestSent,
} as const;
export const listWebhookAttempts = {
  method: 'GET',
  path: `${base}/:endpointId/attempts`,
  params: WebhookParams,
  query: WebhookAttemptQuery,
  response: WebhookAttemptPage,
} as const;
