import { getTokenHealth } from '@console/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { notificationKeys } from './keys';

/** The tenant's push token health over the last `days` UTC days (issue 34). */
export const tokenHealthQuery = (days: number) =>
  queryOptions({
    queryKey: notificationKeys.tokenHealth(days),
    queryFn: ({ signal }) => apiCall(getTokenHealth, { query: { days }, signal }),
    retry: false,
  });
