import { getNotificationTask, NOTIFICATION_POLL_MS } from '@console/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-call';
import { isTaskSettled } from '../notification-view';
import { notificationKeys } from './keys';

/** One task, polled every 10 s until it has settled (spec 002 section 4). */
export const notificationTaskQuery = (taskId: string) =>
  queryOptions({
    queryKey: notificationKeys.task(taskId),
    queryFn: ({ signal }) => apiCall(getNotificationTask, { params: { taskId }, signal }),
    enabled: taskId !== '',
    retry: false,
    refetchInterval: (query) =>
      query.state.data && isTaskSettled(query.state.data) ? false : NOTIFICATION_POLL_MS,
  });
