import {
  getNotificationOptOuts,
  type NotificationOptOuts,
  type OptOutChange,
  setNotificationOptOut,
} from '@console/contracts/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { notificationKeys } from './keys';

/** An app user's notification opt-outs (issue 34). */
export const optOutsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.optOuts(userId),
    queryFn: ({ signal }) => apiCall(getNotificationOptOuts, { params: { userId }, signal }),
    retry: false,
  });

/** Opts the user out of a channel, or one severity of it, or back in; the answer is their opt-outs after it. */
export function useSetOptOut(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: OptOutChange) =>
      apiCall(setNotificationOptOut, { params: { userId }, body: change }),
    onSuccess: (answer: NotificationOptOuts) => client.setQueryData(notificationKeys.optOuts(userId), answer),
  });
}
