import { getNotificationTask, NOTIFICATION_POLL_MS } from '@console/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { isTaskSettled } from '../notification-view';
import { notificationKeys } from './keys';

/**
 * One task, polled every 10 s while it can still change (spec 002 section 4): not once it has
 * settled, nor when it could not be read at all (an unknown id stays unknown; a failed poll of a
 * task already shown keeps polling).
 */
export const notificationTaskQuery = (taskId: string) =>
  queryOptions({
    queryKey: notificationKeys.task(taskId),
    queryFn: ({ signal }) => apiCall(getNotificationTask, { params: { taskId }, signal }),
    enabled: taskId !== '',
    retry: false,
    refetchInterval: ({ state: { data } }) => (data && !isTaskSettled(data) ? NOTIFICATION_POLL_MS : false),
  });
