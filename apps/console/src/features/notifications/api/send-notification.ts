import { type NotificationTaskBody, sendNotification } from '@console/contracts/notifications';
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
