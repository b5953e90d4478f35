import { listAuditLog } from '@console/contracts/audit-log';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-call';

export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: () => [...auditLogKeys.all, 'page'] as const,
};

/** The newest entries of the caller's tenant. */
export const auditPageQuery = () =>
  queryOptions({
    queryKey: auditLogKeys.page(),
    queryFn: ({ signal }) => apiCall(listAuditLog, { signal }),
    retry: false,
  });
