import { listWebhooks, type WebhookEndpoint } from '@console/contracts/webhooks';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { webhookKeys } from './keys';

/** The first wait before the list is read again while deliveries wait (a test event, a retry). */
export const WEBHOOK_POLL_MS = 3000;
/** The longest wait between two reads while deliveries wait. */
export const WEBHOOK_POLL_MAX_MS = 60_000;

type List = { endpoints: WebhookEndpoint[] };

/**
 * When each answer was first read. TanStack Query keeps an answer equal to the one before as the
 * same object (structural sharing), so this is when the list last changed.
 */
const firstRead = new WeakMap<List, number>();

/**
 * How long to wait after the read at `readAt` before reading the list again, false when nothing
 * waits: as long as the list had gone unchanged by then, between 3 s and a minute. The gaps double (3, 3, 6, 12, 24, 48, 60 s) while a
 * failing endpoint's retries back off (each doubling, up to an hour), and fall back to 3 s as soon
 * as something changes (a try, a test event sent): a day of waiting deliveries costs about 1,440
 * reads, not 28,800.
 */
export function webhookPollDelay(list: List, readAt: number): number | false {
  if (!list.endpoints.some((e) => e.pending > 0)) return false;
  let since = firstRead.get(list);
  if (since === undefined) {
    since = readAt;
    firstRead.set(list, since);
  }
  return Math.min(Math.max(readAt - since, WEBHOOK_POLL_MS), WEBHOOK_POLL_MAX_MS);
}

/**
 * The tenant's endpoints (at most 20, so one answer), oldest first, each with its newest try;
 * read again while any delivery waits, so a sent test event's answer shows without a reload.
 * TanStack Query pauses the reads while the tab is hidden.
 */
export const webhookListQuery = () =>
  queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => apiCall(listWebhooks, { signal }),
    // From the time of the last read, not now: the wait stays the same over re-renders of the
    // screen, which set the query's options again (and would restart a timer whose length changed).
    refetchInterval: ({ state }) => (state.data ? webhookPollDelay(state.data, state.dataUpdatedAt) : false),
    retry: false,
  });
