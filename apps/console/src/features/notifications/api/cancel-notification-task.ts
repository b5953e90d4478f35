import { cancelNotificationTask } from '@console/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { notificationKeys } from './keys';

/** Cancels a task; the task is fetched again. */
export function useCancelNotificationTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => apiCall(cancelNotificationTask, { params: { taskId } }),
    onSuccess: (_, taskId) => client.invalidateQueries({ queryKey: notificationKeys.task(taskId) }),
  });
}
