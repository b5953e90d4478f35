import { messages } from '@console/contracts/messages';
import { Card, Flex, Typography } from 'antd';
import { AuditActions } from '../components/audit-actions';
import { AuditFiltersForm } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { useAuditParams } from '../hooks/use-audit-params';

/**
 * The Audit Log: who did what, when, in the caller's tenant, newest first; filters and page in the
 * URL; the filtered entries exported as CSV or NDJSON; the tenant's hash chain verified.
 */
export default function AuditLogPage() {
  const { query, filters, setFilters, setBefore } = useAuditParams();
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.auditLogTitle}
      </Typography.Title>
      <Card>
        <Flex vertical gap="middle">
          <AuditFiltersForm initial={filters} onFilter={setFilters} />
          <AuditActions filters={filters} />
          <AuditTable query={query} onBefore={setBefore} />
        </Flex>
      </Card>
    </Flex>
  );
}
