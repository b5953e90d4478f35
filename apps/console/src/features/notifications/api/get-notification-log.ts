import { getNotificationLog, NOTIFICATION_LOG_PAGE_SIZE } from '@console/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { notificationKeys } from './keys';

/** One page (20, newest first) of a user's notification log; severity '' is no filter. */
export const notificationLogQuery = (userId: string, page: number, severity: string) =>
  queryOptions({
    queryKey: notificationKeys.log(userId, page, severity),
    queryFn: ({ signal }) =>
      apiCall(getNotificationLog, {
        query: { userId, pgIndex: page, pgSize: NOTIFICATION_LOG_PAGE_SIZE, severity: severity || undefined },
        signal,
      }),
    enabled: userId !== '',
    retry: false,
  });
