import { listWebhooks, type WebhookEndpoint } from '@console/contracts/webhooks';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { pollWhile } from '@/shared/api/poll-while';
import { webhookKeys } from './keys';

/** How often the list is read again while deliveries wait (a test event, a retry). */
export const WEBHOOK_POLL_MS = 3000;

/**
 * The tenant's endpoints (at most 20, so one answer), oldest first, each with its newest try;
 * read again while any delivery waits, so a sent test event's answer shows without a reload.
 */
export const webhookListQuery = () =>
  queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => apiCall(listWebhooks, { signal }),
    refetchInterval: pollWhile(
      (list: { endpoints: WebhookEndpoint[] }) => list.endpoints.some((e) => e.pending > 0),
      WEBHOOK_POLL_MS,
    ),
    retry: false,
  });
