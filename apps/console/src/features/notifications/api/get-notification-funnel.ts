import { getNotificationFunnel, NOTIFICATION_POLL_MS } from '@console/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { notificationKeys } from './keys';

/**
 * A task's delivery funnel (issue 34), read again every 10 s while it is shown: receipts keep
 * arriving after the task has finished sending.
 */
export const notificationFunnelQuery = (taskId: string) =>
  queryOptions({
    queryKey: notificationKeys.funnel(taskId),
    queryFn: ({ signal }) => apiCall(getNotificationFunnel, { params: { taskId }, signal }),
    enabled: taskId !== '',
    retry: false,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
