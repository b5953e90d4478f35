import { type AuditLogQuery, listAuditActions, listAuditLog } from '@console/contracts/audit-log';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';

export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: (query: AuditLogQuery) => [...auditLogKeys.all, 'page', query] as const,
  actions: () => [...auditLogKeys.all, 'actions'] as const,
};

/** One page of the caller's tenant's entries with the filters, newest first. */
export const auditPageQuery = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: auditLogKeys.page(query),
    queryFn: ({ signal }) => apiCall(listAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** The actions recorded in the tenant: the action filter's choices. */
export const auditActionsQuery = () =>
  queryOptions({
    queryKey: auditLogKeys.actions(),
    queryFn: ({ signal }) => apiCall(listAuditActions, { signal }),
    retry: false,
  });
