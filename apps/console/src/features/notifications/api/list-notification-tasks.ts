import { listNotificationTasks } from '@console/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { notificationKeys } from './keys';

/** The tenant's newest tasks, or those whose id starts with `q` (the task id autocomplete). */
export const notificationTasksQuery = (q: string, limit = 10) =>
  queryOptions({
    queryKey: notificationKeys.tasks(q, limit),
    queryFn: ({ signal }) => apiCall(listNotificationTasks, { query: { q: q || undefined, limit }, signal }),
  });
