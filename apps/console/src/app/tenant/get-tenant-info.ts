import { getTenant } from '@console/contracts/tenants';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';

/** The tenant of this host: looked up once, before the login screen is usable. */
export const tenantQuery = (host: string) =>
  queryOptions({
    queryKey: ['tenant', host],
    queryFn: ({ signal }) => apiCall(getTenant, { params: { tenantKey: host }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
