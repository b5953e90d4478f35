import type { AuditLogEntry } from '@console/contracts/audit-log';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { formatTimestamp } from '../../../shared/format/format-timestamp';
import { EmptyState } from '../../../shared/ui/empty-state';
import { auditPageQuery } from '../api/audit-log-calls';

const columns: TableColumnsType<AuditLogEntry> = [
  { title: messages.auditAt, dataIndex: 'at', key: 'at', render: (v: number) => formatTimestamp(v) },
  { title: messages.auditActor, dataIndex: 'actorName', key: 'actor' },
  { title: messages.auditAction, dataIndex: 'action', key: 'action' },
  { title: messages.auditEntity, dataIndex: 'entity', key: 'entity' },
  { title: messages.auditEntityId, dataIndex: 'entityId', key: 'entityId' },
];

/** The Audit Log: who did what, when, in the caller's tenant, newest first. */
export default function AuditLogPage() {
  const page = useQuery(auditPageQuery());
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.auditLogTitle}
      </Typography.Title>
      <Card>
        <Table<AuditLogEntry>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={page.data?.entries ?? []}
          loading={page.isFetching}
          pagination={false}
          locale={{ emptyText: <EmptyState text={messages.noDataFound} /> }}
        />
      </Card>
    </Flex>
  );
}
