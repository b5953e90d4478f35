import { type NotificationTaskBody, notificationAudience } from '@console/contracts/notifications';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { notificationKeys } from './keys';

/** The dry run: the exact audience of a task per channel (a broadcast's confirmation counts it afresh). */
export const countAudience = (body: NotificationTaskBody) => apiCall(notificationAudience, { body });

/**
 * The audience preview of the task being composed (issue 34), from its preview key (previewAskOf):
 * the last answer stays on screen while the next is counted; none while there is no audience.
 */
export const audiencePreviewQuery = (key: string | null) =>
  queryOptions({
    queryKey: notificationKeys.audience(key),
    queryFn: () => countAudience(JSON.parse(key ?? '{}') as NotificationTaskBody),
    enabled: key !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
