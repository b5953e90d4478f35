import { listWebhookAttempts } from '@console/contracts/webhooks';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { webhookKeys } from './keys';

export const ATTEMPT_PAGE_SIZE = 20;

/** One page (0-based) of an endpoint's delivery log, newest try first, paged on the server. */
export const webhookAttemptsQuery = (endpointId: string, page: number) =>
  queryOptions({
    queryKey: webhookKeys.attempts(endpointId, page),
    queryFn: ({ signal }) =>
      apiCall(listWebhookAttempts, {
        params: { endpointId },
        query: { page, size: ATTEMPT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
