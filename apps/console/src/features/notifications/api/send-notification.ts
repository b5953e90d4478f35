import {
  type NotificationTaskBody,
  notificationAudience,
  sendNotification,
} from '@console/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { notificationKeys } from './keys';

/** Creates a task; the task lists reload. */
export function useSendNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationTaskBody) => apiCall(sendNotification, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** The dry run: the exact audience of a task per channel, before a broadcast is confirmed. */
export const countAudience = (body: NotificationTaskBody) => apiCall(notificationAudience, { body });
